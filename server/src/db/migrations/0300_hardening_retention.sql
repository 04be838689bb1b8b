-- issue 17: registrations of past seasons are anonymised by the retention job (server/src/jobs/retention.ts).
ALTER TABLE registrations ADD COLUMN IF NOT EXISTS purged_at timestamptz;
