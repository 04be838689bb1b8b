-- Personal information (issue 17 item 6): acceptances of each school's 个人信息保护告知 (who, which
-- text version, when, from where), and requests to delete one's data that the school decides on.
CREATE TABLE IF NOT EXISTS privacy_acceptances (
  id bigserial PRIMARY KEY,
  tenant_id text NOT NULL,
  org_id text NOT NULL,
  user_id text NOT NULL,
  version text NOT NULL,
  accepted_at timestamptz NOT NULL,
  ip text,
  UNIQUE (user_id, version)
)
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS data_requests (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  org_id text NOT NULL,
  user_id text NOT NULL,
  reason text NOT NULL DEFAULT '',
  status smallint NOT NULL DEFAULT 0,
  decided_by text,
  decision_reason text,
  created_at timestamptz NOT NULL,
  decided_at timestamptz
)
--> statement-breakpoint
-- At most one open request per account.
CREATE UNIQUE INDEX IF NOT EXISTS data_requests_one_open ON data_requests (user_id) WHERE status = 0
