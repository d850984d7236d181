-- Issue 16 (ADR 0091). The inbox at 100,000 leads (npm run bench:inbox, docs/benchmarks.md): each
-- filter's index carries the list's whole order (received_at, id), so a filtered page needs no sort
-- step; (kind, status) serves the panel's counts by an index-only scan. And "e-mail me my quotes"
-- requests become leads: stored, and put in the inbox by a trigger like the other lead tables.
CREATE TABLE "emailed_quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product" text NOT NULL,
	"product_value" integer NOT NULL,
	"email" text NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"coverage_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "inbox_items_status_received";--> statement-breakpoint
DROP INDEX "inbox_items_assignee_received";--> statement-breakpoint
DROP INDEX "inbox_items_kind_received";--> statement-breakpoint
DROP INDEX "inbox_items_product_received";--> statement-breakpoint
DROP INDEX "inbox_items_province_received";--> statement-breakpoint
CREATE INDEX "emailed_quote_requests_created_at_index" ON "emailed_quote_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "emailed_quote_requests_email_index" ON "emailed_quote_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "inbox_items_status_received_id" ON "inbox_items" USING btree ("status","received_at","id");--> statement-breakpoint
CREATE INDEX "inbox_items_assignee_received_id" ON "inbox_items" USING btree ("assignee_id","received_at","id");--> statement-breakpoint
CREATE INDEX "inbox_items_kind_received_id" ON "inbox_items" USING btree ("kind","received_at","id");--> statement-breakpoint
CREATE INDEX "inbox_items_product_received_id" ON "inbox_items" USING btree ("product","received_at","id");--> statement-breakpoint
CREATE INDEX "inbox_items_province_received_id" ON "inbox_items" USING btree ("province","received_at","id");--> statement-breakpoint
CREATE INDEX "inbox_items_kind_status" ON "inbox_items" USING btree ("kind","status");--> statement-breakpoint
-- The person gave only an address: no name or phone. The status is staff's (on the inbox row).
CREATE FUNCTION inbox_sync_emailed_quote() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM inbox_items WHERE kind = 'emailed-quote' AND source_id = OLD.id::text;
    RETURN OLD;
  END IF;
  PERFORM inbox_upsert('emailed-quote', NEW.id::text, inbox_reference('EQ', NEW.id), NEW.product_value,
    '', '', NEW.email, NULL, NULL, NEW.created_at, 'Pending', false);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER emailed_quote_requests_inbox AFTER INSERT OR UPDATE OR DELETE ON emailed_quote_requests
  FOR EACH ROW EXECUTE FUNCTION inbox_sync_emailed_quote();
