-- Phone login codes: only an HMAC of each code is kept; one row per code sent.
CREATE TABLE sms_codes (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  phone text NOT NULL,
  code_hash text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX sms_codes_phone_idx ON sms_codes (tenant_id, phone, sent_at);
