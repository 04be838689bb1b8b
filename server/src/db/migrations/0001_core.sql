CREATE TABLE tenants (
  id text PRIMARY KEY,
  name text NOT NULL
);
CREATE TABLE orgs (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  name text NOT NULL,
  settings jsonb NOT NULL DEFAULT '{}'
);
CREATE TABLE users (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  org_id text NOT NULL REFERENCES orgs(id),
  kind text NOT NULL,
  account text NOT NULL,
  true_name text NOT NULL DEFAULT '',
  open_account_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  tenant_id text NOT NULL,
  org_id text NOT NULL,
  user_id text NOT NULL,
  kind text NOT NULL,
  welcome_id text,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE TABLE tickets (
  hash text PRIMARY KEY,
  purpose text NOT NULL,
  tenant_id text NOT NULL,
  org_id text NOT NULL,
  user_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  status_code integer,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start bigint NOT NULL,
  count integer NOT NULL
);
CREATE TABLE majors (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  org_id text NOT NULL REFERENCES orgs(id),
  code text NOT NULL,
  name text NOT NULL
);
CREATE TABLE welcome_students (
  id text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants(id),
  org_id text NOT NULL REFERENCES orgs(id),
  user_id text,
  name text NOT NULL,
  id_number text NOT NULL,
  ticket_no text,
  student_no text NOT NULL,
  major_id text,
  class_name text NOT NULL DEFAULT '',
  dormitory text NOT NULL DEFAULT '',
  details jsonb NOT NULL DEFAULT '{}',
  reported_at timestamptz,
  confirmed_at timestamptz,
  photo_file_id text,
  arrived_at timestamptz,
  version integer NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, id_number)
);
CREATE INDEX welcome_students_lookup_idx ON welcome_students (tenant_id, id_number);
CREATE TABLE files (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  org_id text NOT NULL,
  owner_id text NOT NULL,
  name text NOT NULL,
  size integer NOT NULL,
  type text NOT NULL,
  storage_key text NOT NULL,
  is_public boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
