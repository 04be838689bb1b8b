ALTER TABLE "welcome_students" ADD COLUMN "withdrawn_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "welcome_students" ADD COLUMN "withdraw_reason" text DEFAULT '' NOT NULL;