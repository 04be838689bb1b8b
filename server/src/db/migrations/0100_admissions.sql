-- Part 2: admissions (CMS, plans, registration templates, registrations, payment, activities).
CREATE TABLE cms_images (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  mime text NOT NULL,
  body text NOT NULL
);
CREATE TABLE cms_articles (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  org_id text NOT NULL,
  type text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  cover_url text,
  author text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  attachments jsonb NOT NULL DEFAULT '[]',
  publish_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cms_articles_list_idx ON cms_articles (tenant_id, org_id, type, publish_at DESC);
CREATE TABLE school_configs (
  org_id text PRIMARY KEY,
  tenant_id text NOT NULL,
  badge jsonb NOT NULL,
  promise jsonb NOT NULL
);
CREATE TABLE reg_templates (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  name text NOT NULL,
  fields jsonb NOT NULL,
  logic jsonb NOT NULL DEFAULT '[]'
);
CREATE TABLE plans (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  org_id text NOT NULL,
  template_id text NOT NULL REFERENCES reg_templates(id),
  name text NOT NULL,
  batch text NOT NULL DEFAULT '',
  grade text NOT NULL DEFAULT '',
  quota integer NOT NULL CHECK (quota >= 0),
  taken integer NOT NULL DEFAULT 0,
  fee integer NOT NULL DEFAULT 0,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  closed boolean NOT NULL DEFAULT false,
  description text NOT NULL DEFAULT '',
  contact text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  CHECK (taken >= 0 AND taken <= quota)
);
CREATE INDEX plans_list_idx ON plans (tenant_id, org_id, sort);
CREATE TABLE registrations (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  org_id text NOT NULL,
  plan_id text NOT NULL REFERENCES plans(id),
  user_id text NOT NULL,
  name text NOT NULL,
  id_number text NOT NULL,
  answers jsonb NOT NULL,
  review_status smallint NOT NULL DEFAULT 0,
  reject_reason text,
  fee_status smallint NOT NULL DEFAULT 1,
  admission_status smallint NOT NULL DEFAULT 1,
  voucher_status smallint,
  voucher_reason text,
  voucher_files jsonb NOT NULL DEFAULT '[]',
  amount integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (plan_id, id_number)
);
CREATE INDEX registrations_user_idx ON registrations (user_id);
CREATE INDEX registrations_lookup_idx ON registrations (tenant_id, id_number);
CREATE TABLE pay_orders (
  order_no text PRIMARY KEY,
  tenant_id text NOT NULL,
  registration_id text NOT NULL UNIQUE REFERENCES registrations(id),
  user_id text NOT NULL,
  amount integer NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  prepay_id text NOT NULL,
  transaction_id text,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE pay_notifications (
  id bigserial PRIMARY KEY,
  order_no text NOT NULL,
  transaction_id text NOT NULL,
  outcome text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE activities (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  org_id text NOT NULL,
  title text NOT NULL,
  cover_url text,
  place text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  sign_start timestamptz NOT NULL,
  sign_end timestamptz NOT NULL,
  capacity integer NOT NULL CHECK (capacity >= 0),
  signed integer NOT NULL DEFAULT 0,
  sort integer NOT NULL DEFAULT 0,
  CHECK (signed >= 0 AND signed <= capacity)
);
CREATE INDEX activities_list_idx ON activities (tenant_id, org_id, sort);
CREATE TABLE activity_signups (
  id text PRIMARY KEY,
  activity_id text NOT NULL REFERENCES activities(id),
  tenant_id text NOT NULL,
  user_id text NOT NULL,
  name text NOT NULL,
  phone text NOT NULL,
  remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (activity_id, user_id)
);
