-- Issue 26: 招生计划 set up by staff, and registration forms with frozen versions. reg_templates holds
-- a form's draft; publishing copies it into form_versions as the next version, which never changes
-- (the trigger refuses UPDATE and DELETE). A plan names the version it uses; a registration keeps the
-- version it was submitted on. Existing forms become their version 1, and so do their plans and rows.
ALTER TABLE reg_templates ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now()
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS form_versions (
  id text PRIMARY KEY,
  template_id text NOT NULL,
  version integer NOT NULL,
  tenant_id text NOT NULL,
  name text NOT NULL,
  fields jsonb NOT NULL,
  logic jsonb NOT NULL DEFAULT '[]'::jsonb,
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by text,
  CONSTRAINT form_versions_template_id_version_key UNIQUE (template_id, version),
  CONSTRAINT form_versions_template_id_fkey FOREIGN KEY (template_id) REFERENCES reg_templates (id),
  CONSTRAINT form_versions_version_check CHECK (version >= 1)
)
--> statement-breakpoint
CREATE OR REPLACE FUNCTION form_versions_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '已发布的报名表版本不可修改' USING ERRCODE = 'integrity_constraint_violation';
END
$$
--> statement-breakpoint
DROP TRIGGER IF EXISTS form_versions_frozen ON form_versions
--> statement-breakpoint
CREATE TRIGGER form_versions_frozen BEFORE UPDATE OR DELETE ON form_versions
  FOR EACH ROW EXECUTE FUNCTION form_versions_frozen()
--> statement-breakpoint
INSERT INTO form_versions (id, template_id, version, tenant_id, name, fields, logic)
  SELECT id || '@v1', id, 1, tenant_id, name, fields, logic FROM reg_templates
  ON CONFLICT DO NOTHING
--> statement-breakpoint
ALTER TABLE plans ADD COLUMN IF NOT EXISTS form_version integer NOT NULL DEFAULT 1
--> statement-breakpoint
ALTER TABLE plans ADD COLUMN IF NOT EXISTS major_ids jsonb NOT NULL DEFAULT '[]'::jsonb
--> statement-breakpoint
ALTER TABLE plans ADD CONSTRAINT plans_form_version_fkey FOREIGN KEY (template_id, form_version)
  REFERENCES form_versions (template_id, version)
--> statement-breakpoint
ALTER TABLE registrations ADD COLUMN IF NOT EXISTS form_version integer NOT NULL DEFAULT 1
