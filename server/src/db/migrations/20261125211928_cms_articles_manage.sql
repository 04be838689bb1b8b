ALTER TABLE "cms_articles" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;
--> statement-breakpoint
ALTER TABLE "cms_articles" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "cms_articles" ADD COLUMN "cover_file_id" text;
--> statement-breakpoint
ALTER TABLE "cms_articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "cms_articles" ADD CONSTRAINT "cms_articles_state_check" CHECK ("cms_articles"."state" in ('draft', 'published', 'offline'));