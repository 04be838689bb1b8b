ALTER TABLE "registrations" ADD COLUMN "admitted_major_id" text;
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "paid_at" timestamp with time zone;