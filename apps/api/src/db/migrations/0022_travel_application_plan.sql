-- A travel application cites the stored quote and the plan it is for (ADR 0088): the quote's
-- public id, the plan's code, insurer and name, the premium priced again from the quote's rate
-- versions (one amount, or one per medical rate category: Premium 1, 2, ...) and the version of
-- the plan's rate table. Null on applications sent before the citation.
ALTER TABLE "travel_applications" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "plan_code" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "insurer_code" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "policy_name" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "premium_cents" integer[];--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "rate_version" text;
