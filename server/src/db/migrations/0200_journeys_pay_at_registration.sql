-- Plan setting: paying is offered only after 审核通过 unless the plan allows paying at registration.
ALTER TABLE plans ADD COLUMN pay_at_registration boolean NOT NULL DEFAULT false;
