-- Insurers as data (ADR 0097): staff add, edit and retire an insurer in the admin area; the list in
-- packages/shared/src/catalogue/insurers.ts only seeds the table once. A retired insurer keeps its
-- row (plans and stored quotes reference it) and is left out of new quotes and imports.
ALTER TABLE "insurers" ADD COLUMN "logo_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "insurers" ADD COLUMN "website" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "insurers" ADD COLUMN "disclosures" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "insurers" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "insurers" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "insurers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A travel import may cover one insurer's plans (the others carried over from the version active
-- then); staged imports wait inactive until staff make them active after the preview.
ALTER TABLE "travel_rate_tables" ADD COLUMN "covers_insurer" text;
