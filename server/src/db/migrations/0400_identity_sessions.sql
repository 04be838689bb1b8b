-- Sessions end when idle too long (last_seen_at) or at expires_at (the absolute limit).
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
