-- ADR 0091, "A million leads". Search ignores punctuation as well as accents and case: "obrien"
-- finds "O'Brien-Zoë". inbox_search_key() is the one normalisation, applied to the stored search text
-- and to each searched word.
CREATE FUNCTION inbox_search_key(value text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT regexp_replace(lower(unaccent(coalesce(value, ''))), '[[:punct:]·´]+', '', 'g')
$$;--> statement-breakpoint
CREATE FUNCTION inbox_search_text(
  p_first_name text, p_last_name text, p_email text, p_reference text, p_phone text
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', inbox_search_key(p_first_name), inbox_search_key(p_last_name),
    inbox_search_key(p_email), inbox_search_key(p_reference), inbox_phone_digits(p_phone))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inbox_upsert(
  p_kind text, p_source_id text, p_reference text, p_product integer, p_first_name text,
  p_last_name text, p_email text, p_phone text, p_province text, p_received_at timestamptz,
  p_status text, p_sync_status boolean
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_items (kind, source_id, reference, product, first_name, last_name, email, phone,
    province, received_at, status, search_text)
  VALUES (p_kind, p_source_id, p_reference, p_product, p_first_name, p_last_name, p_email,
    coalesce(p_phone, ''), p_province, p_received_at, p_status,
    inbox_search_text(p_first_name, p_last_name, p_email, p_reference, p_phone))
  ON CONFLICT (kind, source_id) DO UPDATE SET
    product = EXCLUDED.product,
    first_name = EXCLUDED.first_name,
    last_name = EXCLUDED.last_name,
    email = EXCLUDED.email,
    phone = EXCLUDED.phone,
    province = EXCLUDED.province,
    received_at = EXCLUDED.received_at,
    status = CASE WHEN p_sync_status THEN EXCLUDED.status ELSE inbox_items.status END,
    search_text = EXCLUDED.search_text,
    updated_at = now();
END
$$;--> statement-breakpoint
-- Every stored search text again; the trigram index is rebuilt once afterwards rather than updated
-- row by row (a million rows: minutes less).
DROP INDEX "inbox_items_search_trgm";--> statement-breakpoint
UPDATE "inbox_items" SET "search_text" = inbox_search_text("first_name", "last_name", "email", "reference", "phone");--> statement-breakpoint
CREATE INDEX "inbox_items_search_trgm" ON "inbox_items" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- A million leads (bench:inbox, docs/benchmarks.md). Each filter's index in the name order too, as
-- migration 0012 gave each the received order: a filtered page sorted by name is read in order from
-- its index and stops after 25 rows, however rare the filter (it walked the whole name index).
CREATE INDEX "inbox_items_kind_name" ON "inbox_items" USING btree ("kind","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "inbox_items_status_name" ON "inbox_items" USING btree ("status","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "inbox_items_assignee_name" ON "inbox_items" USING btree ("assignee_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "inbox_items_product_name" ON "inbox_items" USING btree ("product","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "inbox_items_province_name" ON "inbox_items" USING btree ("province","last_name","first_name","id");--> statement-breakpoint
-- Leads awaiting their first reply (AWAITING_REPLY_STATUSES): "overdue" and the panel's overdue and
-- due-soon counts read these small indexes, in either order, instead of two statuses' ranges.
CREATE INDEX "inbox_items_awaiting_received" ON "inbox_items" USING btree ("received_at","id") WHERE "status" IN ('Pending', 'Received');--> statement-breakpoint
CREATE INDEX "inbox_items_awaiting_name" ON "inbox_items" USING btree ("last_name","first_name","id") WHERE "status" IN ('Pending', 'Received');--> statement-breakpoint
-- Unassigned leads, in either order: "assignee_id IS NULL" does not let the planner read the
-- (assignee_id, received_at, id) index in received order, as an equality would.
CREATE INDEX "inbox_items_unassigned_received" ON "inbox_items" USING btree ("received_at","id") WHERE "assignee_id" IS NULL;--> statement-breakpoint
CREATE INDEX "inbox_items_unassigned_name" ON "inbox_items" USING btree ("last_name","first_name","id") WHERE "assignee_id" IS NULL;--> statement-breakpoint
-- The panel's counts by status and type: status first, so that a status filter's count is bounded
-- by it too (by type, the count reads (kind, received_at, id)).
DROP INDEX "inbox_items_kind_status";--> statement-breakpoint
CREATE INDEX "inbox_items_status_kind" ON "inbox_items" USING btree ("status","kind");--> statement-breakpoint
-- Type, status and product depend on each other (an application is never 'Completed', a life
-- product is never a travel application): without these statistics the planner multiplies their
-- frequencies, expects thousands of matches where there are none, and walks a whole index.
CREATE STATISTICS "inbox_items_kind_status_product" (ndistinct, dependencies, mcv) ON "kind", "status", "product" FROM "inbox_items";--> statement-breakpoint
ANALYZE "inbox_items";
