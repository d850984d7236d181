-- Travel rate versions are kept (ADR 0061): a table row per (name, version) with an active flag,
-- plans stored under the key of the versions that price them.
ALTER TABLE "travel_rate_tables" DROP CONSTRAINT "travel_rate_tables_pkey";--> statement-breakpoint
ALTER TABLE "travel_rate_tables" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_rate_tables" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "travel_rate_tables_name_version_index" ON "travel_rate_tables" USING btree ("name","version");--> statement-breakpoint
CREATE INDEX "travel_rate_tables_name_active_index" ON "travel_rate_tables" USING btree ("name","active");--> statement-breakpoint
ALTER TABLE "travel_plans" DROP CONSTRAINT "travel_plans_policy_name_unique";--> statement-breakpoint
ALTER TABLE "travel_plans" DROP CONSTRAINT "travel_plans_pkey";--> statement-breakpoint
ALTER TABLE "travel_plans" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_plans" ADD COLUMN "rate_key" text;--> statement-breakpoint
-- The key planRateKey computes: 'table:version:source' of the plans, deductibles, benefits and the
-- plan's own rate table, sorted by code point, joined with commas.
UPDATE "travel_plans" p SET "rate_key" = (
  SELECT coalesce(string_agg(t.name || ':' || t.version || ':' || t.source, ',' ORDER BY (t.name || ':' || t.version || ':' || t.source) COLLATE "C"), '')
  FROM "travel_rate_tables" t
  WHERE t.name IN ('plans', 'deductibles', 'benefits', p.rate_table)
);--> statement-breakpoint
ALTER TABLE "travel_plans" ALTER COLUMN "rate_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "travel_plans_rate_key_plan_code_index" ON "travel_plans" USING btree ("rate_key","plan_code");--> statement-breakpoint
CREATE INDEX "travel_plans_rate_key_kind_index" ON "travel_plans" USING btree ("rate_key","kind");--> statement-breakpoint
-- Requests stored before answers were shared (ADR 0053) move their answer to travel_quote_results.
ALTER TABLE "travel_quote_results" ADD COLUMN "legacy_request_id" integer;--> statement-breakpoint
INSERT INTO "travel_quote_results" ("product", "result", "rate_versions", "created_at", "legacy_request_id")
  SELECT "product", coalesce("result", '{}'::jsonb), coalesce("rate_versions", '[]'::jsonb), "created_at", "id"
  FROM "travel_quote_requests" WHERE "result_id" IS NULL;--> statement-breakpoint
UPDATE "travel_quote_requests" r SET "result_id" = q."id"
  FROM "travel_quote_results" q WHERE q."legacy_request_id" = r."id";--> statement-breakpoint
ALTER TABLE "travel_quote_results" DROP COLUMN "legacy_request_id";--> statement-breakpoint
ALTER TABLE "travel_quote_requests" ALTER COLUMN "result_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_quote_requests" DROP COLUMN "result";--> statement-breakpoint
ALTER TABLE "travel_quote_requests" DROP COLUMN "rate_versions";
