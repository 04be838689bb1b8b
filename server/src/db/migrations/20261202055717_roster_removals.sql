CREATE TABLE "roster_removals" (
	"welcome_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"org_id" text NOT NULL,
	"name" text NOT NULL,
	"id_number" text NOT NULL,
	"entry_year" integer NOT NULL,
	"row" jsonb NOT NULL,
	"reason" text NOT NULL,
	"removed_by" text,
	"removed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "roster_removals_org" ON "roster_removals" USING btree ("org_id","removed_at");