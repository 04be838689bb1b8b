ALTER TABLE "mass_notices" ADD COLUMN "audience" text DEFAULT 'applicants' NOT NULL;
--> statement-breakpoint
ALTER TABLE "mass_notices" ADD COLUMN "scope" text DEFAULT '' NOT NULL;