CREATE TABLE "registration_counters" (
	"tenant_id" text NOT NULL,
	"org_id" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "registration_counters_key" UNIQUE("tenant_id","org_id","year")
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "reg_no" text;
--> statement-breakpoint
-- Backfill: each school's registrations numbered per China-time year of created_at, oldest first
-- (year + 5-digit counter, e.g. 202600001), as registration-number.ts allocates new ones.
WITH numbered AS (
	SELECT "id",
		extract(year FROM ("created_at" AT TIME ZONE 'UTC') + interval '8 hours')::int AS "year",
		row_number() OVER (
			PARTITION BY "tenant_id", "org_id", extract(year FROM ("created_at" AT TIME ZONE 'UTC') + interval '8 hours')
			ORDER BY "created_at", "id"
		) AS "n"
	FROM "registrations"
)
UPDATE "registrations" r SET "reg_no" = numbered."year"::text || lpad(numbered."n"::text, 5, '0')
FROM numbered WHERE numbered."id" = r."id";
--> statement-breakpoint
INSERT INTO "registration_counters" ("tenant_id", "org_id", "year", "last")
SELECT "tenant_id", "org_id", left("reg_no", 4)::int, max(substr("reg_no", 5)::int)
FROM "registrations" GROUP BY "tenant_id", "org_id", left("reg_no", 4);
--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "reg_no" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_org_reg_no_key" UNIQUE("tenant_id","org_id","reg_no");
