-- issue 17: a reused Idempotency-Key with another body is refused (422), so the first body's hash is kept.
ALTER TABLE idempotency_keys ADD COLUMN IF NOT EXISTS body_hash text;
