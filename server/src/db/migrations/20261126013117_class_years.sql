-- This year in China, as a function: its call prints back without casts, so drizzle-kit reads the default as written.
CREATE OR REPLACE FUNCTION china_year() RETURNS integer LANGUAGE sql STABLE AS $$ SELECT extract(year FROM (now() AT TIME ZONE 'Asia/Shanghai'))::int $$;
--> statement-breakpoint
ALTER TABLE "welcome_students" ADD COLUMN "entry_year" integer DEFAULT china_year() NOT NULL;
--> statement-breakpoint
-- 入学年份 of the students already on a roster: their school's current season (报到设置's window start, else this year in China).
UPDATE "welcome_students" w SET "entry_year" = substring(o."settings"->'checkin'->>'reportStart' from '^(\d{4})-')::int
  FROM "orgs" o WHERE o."id" = w."org_id" AND o."settings"->'checkin'->>'reportStart' ~ '^\d{4}-';
--> statement-breakpoint
-- A school's one set of classes and rooms becomes its current season's (orgs.settings.placement.years.<year>).
UPDATE "orgs" SET "settings" = jsonb_set("settings", '{placement}', jsonb_build_object('years', jsonb_build_object(
  coalesce(substring("settings"->'checkin'->>'reportStart' from '^(\d{4})-'), extract(year from (now() at time zone 'Asia/Shanghai'))::int::text),
  jsonb_build_object('classes', coalesce("settings"->'placement'->'classes', '[]'::jsonb), 'rooms', coalesce("settings"->'placement'->'rooms', '[]'::jsonb)))))
  WHERE jsonb_typeof("settings"->'placement') = 'object' AND NOT ("settings"->'placement' ? 'years');
