-- Issue 14: when the school's 诚信报名承诺书 requires it, the applicant's 我已阅读并同意 is recorded:
-- who, for which plan, which text (a hash of the title and content shown) and when.
CREATE TABLE promise_acceptances (
  id text PRIMARY KEY,
  tenant_id text NOT NULL,
  org_id text NOT NULL,
  user_id text NOT NULL,
  plan_id text NOT NULL,
  version text NOT NULL,
  accepted_at timestamptz NOT NULL,
  UNIQUE (user_id, plan_id, version)
);
