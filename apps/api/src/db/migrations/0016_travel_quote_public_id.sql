-- Issue 15: a random public id for travel quote requests, kept by the browser and claimed at sign-in
-- (the integer id counts up and could be guessed). A volatile default fills every existing row with
-- its own uuid as the column is added.
ALTER TABLE "travel_quote_requests" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "travel_quote_requests_public_id_unique" ON "travel_quote_requests" USING btree ("public_id");