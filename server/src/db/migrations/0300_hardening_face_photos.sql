-- issue 17: face photos are deleted on each school's schedule (server/src/jobs/face-photos.ts); the
-- check-in step and review status stay, the image and its file row go.
ALTER TABLE welcome_students ADD COLUMN IF NOT EXISTS photo_purged_at timestamptz;
