ALTER TABLE "activities" ADD COLUMN "audience" text DEFAULT 'all' NOT NULL;
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "cancelled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "cancel_reason" text;