-- Check-in day (issue 16): desk marks, one per student and step, each from one scan (nonce).
CREATE TABLE IF NOT EXISTS desk_marks (
  id bigserial PRIMARY KEY,
  tenant_id text NOT NULL,
  org_id text NOT NULL,
  welcome_id text NOT NULL,
  step text NOT NULL,
  nonce text NOT NULL,
  staff_id text NOT NULL,
  staff_name text NOT NULL,
  device_id text,
  id_card_checked boolean NOT NULL DEFAULT false,
  marked_at timestamptz NOT NULL,
  synced_at timestamptz NOT NULL,
  offline boolean NOT NULL DEFAULT false,
  CONSTRAINT desk_marks_welcome_id_step_key UNIQUE (welcome_id, step),
  CONSTRAINT desk_marks_org_id_nonce_key UNIQUE (org_id, nonce)
)
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS desk_marks_org_step ON desk_marks (org_id, step)
--> statement-breakpoint
-- How the student proves who they are: a face photo, or the ID card checked at the desk (到校现场核验).
CREATE TABLE IF NOT EXISTS identity_methods (
  welcome_id text PRIMARY KEY,
  tenant_id text NOT NULL,
  method text NOT NULL,
  chosen_at timestamptz NOT NULL
)
--> statement-breakpoint
-- Separate consent (face) and the guardian's consent under 14, with the time and the text version.
CREATE TABLE IF NOT EXISTS consents (
  id bigserial PRIMARY KEY,
  tenant_id text NOT NULL,
  welcome_id text NOT NULL,
  kind text NOT NULL,
  text_version text NOT NULL,
  accepted_at timestamptz NOT NULL,
  guardian_name text,
  guardian_relation text
)
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS consents_welcome ON consents (welcome_id, kind)
