-- A stable applicant account per school: the WeChat openid (per official account) and/or a phone.
ALTER TABLE users ADD COLUMN wx_openid text;
ALTER TABLE users ADD COLUMN phone text;
CREATE UNIQUE INDEX users_tenant_openid ON users (tenant_id, wx_openid) WHERE wx_openid IS NOT NULL;
CREATE UNIQUE INDEX users_tenant_phone ON users (tenant_id, phone) WHERE phone IS NOT NULL AND kind = 'applicant';
