-- Staff workspace (issue 15): results publishing time, reject-reason templates, notification outbox.
ALTER TABLE plans ADD COLUMN IF NOT EXISTS results_publish_at timestamptz
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS staff_reject_templates (
  org_id text PRIMARY KEY,
  tenant_id text NOT NULL,
  templates jsonb NOT NULL DEFAULT '[]'::jsonb
)
--> statement-breakpoint
-- One row per message; idem_key (kind + subject + version) makes enqueueing twice a no-op.
CREATE TABLE IF NOT EXISTS notify_outbox (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  org_id text NOT NULL,
  idem_key text NOT NULL UNIQUE,
  kind text NOT NULL,
  channel text NOT NULL,
  user_id text,
  recipient text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
)
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS notify_outbox_org ON notify_outbox (org_id, created_at)
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS notify_outbox_due ON notify_outbox (status, next_attempt_at)
