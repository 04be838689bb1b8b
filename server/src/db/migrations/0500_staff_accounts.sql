-- School staff accounts (issue 15): roles admin 学校管理员, admissions 招生老师, checkin 报到老师.
CREATE TABLE IF NOT EXISTS staff_accounts (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  org_id text NOT NULL,
  name text NOT NULL,
  phone text NOT NULL,
  role text NOT NULL,
  password_hash text NOT NULL,
  must_change boolean NOT NULL DEFAULT true,
  disabled boolean NOT NULL DEFAULT false,
  failed_count integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, phone)
)
--> statement-breakpoint
-- Only the sha256 of a session token is stored; idle and absolute limits are checked on every use.
CREATE TABLE IF NOT EXISTS staff_sessions (
  token_hash text PRIMARY KEY,
  staff_id text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  revoked_at timestamptz
)
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS staff_sessions_staff ON staff_sessions (staff_id)
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS audit_log (
  id bigserial PRIMARY KEY,
  tenant_id text NOT NULL,
  org_id text NOT NULL,
  staff_id text,
  role text,
  at timestamptz NOT NULL,
  action text NOT NULL,
  target text,
  ip text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
)
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS audit_log_org_at ON audit_log (org_id, at)
--> statement-breakpoint
-- Append-only: no UPDATE or DELETE, whoever asks.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$
--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_log_no_change ON audit_log
--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()
