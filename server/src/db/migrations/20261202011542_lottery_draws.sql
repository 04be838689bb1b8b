CREATE TABLE "lottery_draws" (
	"plan_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"org_id" text NOT NULL,
	"algorithm" text NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text NOT NULL,
	"commitment" jsonb NOT NULL,
	"committed_at" timestamp with time zone NOT NULL,
	"committed_by" text NOT NULL,
	"observer" text DEFAULT '' NOT NULL,
	"drawn_at" timestamp with time zone,
	"drawn_by" text,
	"result" jsonb
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "admission_mode" text DEFAULT 'firstCome' NOT NULL;
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "lottery_groups" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "confirm_hours" integer DEFAULT 72 NOT NULL;
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "lottery_group" text;
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "lottery_state" text;
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "lottery_rank" integer;
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "lottery_deadline" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "plans"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "lottery_draws_org_idx" ON "lottery_draws" USING btree ("tenant_id","org_id");
--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_admission_mode_check" CHECK ("plans"."admission_mode" in ('firstCome', 'lottery'));
--> statement-breakpoint
-- The draw record is written twice and never again: the commitment (INSERT), then the draw (drawn_at set
-- once, nothing of the commitment changed). Any other UPDATE and every DELETE is refused.
CREATE OR REPLACE FUNCTION lottery_draws_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN RAISE EXCEPTION 'lottery_draws rows are never deleted'; END IF;
  IF OLD.drawn_at IS NOT NULL OR NEW.drawn_at IS NULL
     OR NEW.seed IS DISTINCT FROM OLD.seed OR NEW.seed_hash IS DISTINCT FROM OLD.seed_hash
     OR NEW.commitment IS DISTINCT FROM OLD.commitment OR NEW.algorithm IS DISTINCT FROM OLD.algorithm
     OR NEW.committed_at IS DISTINCT FROM OLD.committed_at OR NEW.plan_id IS DISTINCT FROM OLD.plan_id
  THEN RAISE EXCEPTION 'lottery_draws: the draw is run once and never changed'; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS lottery_draws_frozen ON lottery_draws;
--> statement-breakpoint
CREATE TRIGGER lottery_draws_frozen BEFORE UPDATE OR DELETE ON lottery_draws FOR EACH ROW EXECUTE FUNCTION lottery_draws_frozen();
