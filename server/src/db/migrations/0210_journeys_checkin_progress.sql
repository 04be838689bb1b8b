-- Check-in progress lives on the server (issue 12 item 2): every step has its completion time.
ALTER TABLE welcome_students ADD COLUMN notice_read_at timestamptz;
ALTER TABLE welcome_students ADD COLUMN onsite_verified_at timestamptz;
