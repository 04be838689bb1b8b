ALTER TABLE "sandbox_trades" ADD COLUMN "mchid" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_trades" ADD COLUMN "appid" text DEFAULT '' NOT NULL;