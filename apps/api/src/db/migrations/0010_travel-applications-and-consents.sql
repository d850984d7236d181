-- Travel applications in typed columns with UUID keys, like life applications (ADR 0061), and one
-- consent table for the newsletter and the UPDATE ME! box (ADR 0042). Every existing row moves.
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" text NOT NULL,
	"email" text NOT NULL,
	"source_form" text NOT NULL,
	"wording_version" text NOT NULL,
	"ip_address" text,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "consents_topic_email_unique" UNIQUE("topic","email")
);
--> statement-breakpoint
CREATE INDEX "consents_topic_consented_at_index" ON "consents" USING btree ("topic","consented_at");--> statement-breakpoint
INSERT INTO "consents" ("topic", "email", "source_form", "wording_version", "ip_address", "consented_at", "unsubscribed_at")
  SELECT 'newsletter', "email", "consent_source", "consent_version", "consent_ip", "subscribed_at", "unsubscribed_at"
  FROM "newsletter_subscriptions";--> statement-breakpoint
INSERT INTO "consents" ("topic", "email", "source_form", "wording_version", "ip_address", "consented_at")
  SELECT 'province-availability', "email", "source_form", "wording_version", "ip_address", "consented_at"
  FROM "province_subscriptions";--> statement-breakpoint
DROP TABLE "newsletter_subscriptions" CASCADE;--> statement-breakpoint
DROP TABLE "province_subscriptions" CASCADE;--> statement-breakpoint
-- The inbox trigger reads the payload: off while the rows move, rewritten below.
DROP TRIGGER "travel_applications_inbox" ON "travel_applications";--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "insured" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "pre_existing_condition" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "age" integer;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "canadian_address" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "canadian_number" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "beneficiary_name" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "final_contact_name" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "final_contact_number" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "contact_time" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "home_country" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "destination_country" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "arrival_date" date;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "departure_date" date;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "policy_effective_date" date;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "expiry_date" date;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "coverage_cents" integer;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "deductible_cents" integer;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "other_persons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The payload was checked by the shared schema when stored, so every required answer is there; a
-- row without one stops the migration (SET NOT NULL below) rather than losing it. Person 2 counts
-- for two persons and families, persons 3 to 7 (morePersons, keys person<n>...) for families only,
-- as the schema reads them. Coverage and deductible were whole dollars.
UPDATE "travel_applications" SET
  "insured" = coalesce("payload"->>'numberOfVisitors', "payload"->>'quoteFor', 'single'),
  "first_name" = "payload"->>'firstName',
  "last_name" = "payload"->>'lastName',
  "email" = "payload"->>'email',
  "phone" = "payload"->>'phone',
  "gender" = "payload"->>'gender',
  "date_of_birth" = ("payload"->>'dateOfBirth')::date,
  "pre_existing_condition" = "payload"->>'preExistingCondition',
  "age" = ("payload"->>'age')::integer,
  "canadian_address" = "payload"->>'canadianAddress',
  "province" = "payload"->>'province',
  "postal_code" = "payload"->>'postalCode',
  "canadian_number" = "payload"->>'canadianNumber',
  "beneficiary_name" = nullif("payload"->>'beneficiaryName', ''),
  "final_contact_name" = "payload"->>'finalContactName',
  "final_contact_number" = "payload"->>'finalContactNumber',
  "contact_time" = "payload"->>'contactTime',
  "home_country" = "payload"->>'homeCountry',
  "destination_country" = "payload"->>'destinationCountry',
  "arrival_date" = ("payload"->>'arrivalDate')::date,
  "departure_date" = ("payload"->>'departureDate')::date,
  "policy_effective_date" = ("payload"->>'policyEffectiveDate')::date,
  "expiry_date" = ("payload"->>'expiryDate')::date,
  "coverage_cents" = round(("payload"->>'coverage')::numeric * 100)::integer,
  "deductible_cents" = round(("payload"->>'deductible')::numeric * 100)::integer,
  "other_persons" = (
    SELECT coalesce(jsonb_agg("person" ORDER BY "n"), '[]'::jsonb) FROM (
      SELECT 2 AS "n", jsonb_build_object(
        'firstName', "payload"->>'person2FirstName', 'lastName', "payload"->>'person2LastName',
        'dateOfBirth', "payload"->>'person2DateOfBirth', 'gender', "payload"->>'person2Gender',
        'preExistingCondition', "payload"->>'person2PreExistingCondition') AS "person"
      WHERE coalesce("payload"->>'numberOfVisitors', 'single') <> 'single'
      UNION ALL
      SELECT e."i" + 2, jsonb_build_object(
        'firstName', e."v"->>('person' || (e."i" + 2) || 'FirstName'),
        'lastName', e."v"->>('person' || (e."i" + 2) || 'LastName'),
        'dateOfBirth', e."v"->>('person' || (e."i" + 2) || 'DateOfBirth'),
        'gender', e."v"->>('person' || (e."i" + 2) || 'Gender'),
        'preExistingCondition', e."v"->>('person' || (e."i" + 2) || 'PreExistingCondition'))
      FROM jsonb_array_elements(
        CASE WHEN "payload"->>'numberOfVisitors' = 'family' AND jsonb_typeof("payload"->'morePersons') = 'array'
          THEN "payload"->'morePersons' ELSE '[]'::jsonb END
      ) WITH ORDINALITY AS e("v", "i")
    ) AS "persons"
  );--> statement-breakpoint
-- The inbox rows (with their statuses, notes and assignments) follow their application; the
-- reference staff and customers already quote ('TA-000042') is kept.
UPDATE "inbox_items" i SET "source_id" = t."uuid"::text
  FROM "travel_applications" t
  WHERE i."kind" = 'travel-application' AND i."source_id" = t."id"::text;--> statement-breakpoint
ALTER TABLE "travel_applications" DROP CONSTRAINT "travel_applications_pkey";--> statement-breakpoint
ALTER TABLE "travel_applications" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "travel_applications" DROP COLUMN "payload";--> statement-breakpoint
ALTER TABLE "travel_applications" RENAME COLUMN "uuid" TO "id";--> statement-breakpoint
ALTER TABLE "travel_applications" ADD PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "travel_applications" ALTER COLUMN "insured" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_applications" ALTER COLUMN "first_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_applications" ALTER COLUMN "last_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_applications" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_applications" ALTER COLUMN "phone" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_applications" ALTER COLUMN "gender" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_applications" ALTER COLUMN "date_of_birth" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_applications" ALTER COLUMN "pre_existing_condition" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_applications" ALTER COLUMN "canadian_address" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_applications" ALTER COLUMN "province" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_applications" ALTER COLUMN "postal_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_applications" ALTER COLUMN "canadian_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_applications" ALTER COLUMN "final_contact_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_applications" ALTER COLUMN "contact_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_applications" ALTER COLUMN "departure_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_applications" ALTER COLUMN "policy_effective_date" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "travel_applications_created_at_index" ON "travel_applications" USING btree ("created_at");--> statement-breakpoint
-- New applications get a reference like every other lead ('TA-1A2B3C4D'); an update keeps the
-- reference already given (inbox_upsert does not change it).
CREATE OR REPLACE FUNCTION inbox_sync_travel_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM inbox_items WHERE kind = 'travel-application' AND source_id = OLD.id::text;
    RETURN OLD;
  END IF;
  PERFORM inbox_upsert('travel-application', NEW.id::text, inbox_reference('TA', NEW.id), NEW.product_value,
    NEW.first_name, NEW.last_name, NEW.email, NEW.phone, NEW.province, NEW.created_at, 'Received', false);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER travel_applications_inbox AFTER INSERT OR UPDATE OR DELETE ON travel_applications
  FOR EACH ROW EXECUTE FUNCTION inbox_sync_travel_application();
