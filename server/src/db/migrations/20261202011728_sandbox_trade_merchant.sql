-- The sandbox platform records the merchant (and app) each order was made under: the school's own once saved in 学校设置 › 对接配置.
ALTER TABLE "sandbox_trades" ADD COLUMN "mchid" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sandbox_trades" ADD COLUMN "appid" text DEFAULT '' NOT NULL;
