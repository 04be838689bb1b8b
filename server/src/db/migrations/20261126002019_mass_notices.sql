CREATE TABLE "mass_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"org_id" text NOT NULL,
	"request_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"filter" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"staff_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mass_notices_request_key" UNIQUE("org_id","request_id")
);
--> statement-breakpoint
CREATE INDEX "mass_notices_org_time" ON "mass_notices" USING btree ("org_id","created_at");