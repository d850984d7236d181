-- Staff workspace (issue 16, ADR 0091). Trigram search over unaccented text; both extensions are
-- trusted contrib modules on PostgreSQL and bundled with PGlite (db/client.ts loads them).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "inbox_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text,
	"note" text DEFAULT '' NOT NULL,
	"note_to_customer" boolean DEFAULT false NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"reference" text NOT NULL,
	"product" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"province" text,
	"received_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"assignee_id" uuid,
	"search_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_items_source_unique" UNIQUE("kind","source_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_item_id_inbox_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inbox_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_events_item_id_created_at_index" ON "inbox_events" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_items_search_trgm" ON "inbox_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inbox_items_received" ON "inbox_items" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "inbox_items_status_received" ON "inbox_items" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "inbox_items_assignee_received" ON "inbox_items" USING btree ("assignee_id","received_at");--> statement-breakpoint
CREATE INDEX "inbox_items_kind_received" ON "inbox_items" USING btree ("kind","received_at");--> statement-breakpoint
CREATE INDEX "inbox_items_product_received" ON "inbox_items" USING btree ("product","received_at");--> statement-breakpoint
CREATE INDEX "inbox_items_province_received" ON "inbox_items" USING btree ("province","received_at");--> statement-breakpoint
CREATE INDEX "inbox_items_name" ON "inbox_items" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "inbox_items_email" ON "inbox_items" USING btree ("email");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_address_created_at_index" ON "mail_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
UPDATE "users" SET "role" = 'admin' WHERE "is_admin";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admin_flag_is_role" CHECK ("users"."is_admin" = ("users"."role" = 'admin'));--> statement-breakpoint
-- The inbox row of a lead is written by these triggers in the transaction that writes the lead, so
-- no create path can forget it, and deleted with the lead (account deletion, retention).
CREATE FUNCTION inbox_phone_digits(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN length(d) = 11 AND left(d, 1) = '1' THEN substr(d, 2) ELSE d END
  FROM (SELECT regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') AS d) AS digits
$$;--> statement-breakpoint
CREATE FUNCTION inbox_upsert(
  p_kind text, p_source_id text, p_reference text, p_product integer, p_first_name text,
  p_last_name text, p_email text, p_phone text, p_province text, p_received_at timestamptz,
  p_status text, p_sync_status boolean
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inbox_items (kind, source_id, reference, product, first_name, last_name, email, phone,
    province, received_at, status, search_text)
  VALUES (p_kind, p_source_id, p_reference, p_product, p_first_name, p_last_name, p_email,
    coalesce(p_phone, ''), p_province, p_received_at, p_status,
    lower(unaccent(concat_ws(' ', p_first_name, p_last_name, p_email, p_reference, inbox_phone_digits(p_phone)))))
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
CREATE FUNCTION inbox_reference(prefix text, id uuid) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT prefix || '-' || upper(substr(replace(id::text, '-', ''), 1, 8))
$$;--> statement-breakpoint
CREATE FUNCTION inbox_sync_contact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM inbox_items WHERE kind = 'contact' AND source_id = OLD.id::text;
    RETURN OLD;
  END IF;
  PERFORM inbox_upsert('contact', NEW.id::text, inbox_reference('CR', NEW.id), (NEW.products->>0)::integer,
    NEW.first_name, NEW.last_name, NEW.email, NEW.mobile, NULL, NEW.created_at, NEW.status, true);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER contact_requests_inbox AFTER INSERT OR UPDATE OR DELETE ON contact_requests
  FOR EACH ROW EXECUTE FUNCTION inbox_sync_contact();--> statement-breakpoint
CREATE FUNCTION inbox_sync_service() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM inbox_items WHERE kind = 'service' AND source_id = OLD.id::text;
    RETURN OLD;
  END IF;
  PERFORM inbox_upsert('service', NEW.id::text, inbox_reference('LF', NEW.id), NEW.product,
    NEW.first_name, NEW.last_name, NEW.email, NEW.mobile, NULL, NEW.created_at, NEW.status, true);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER service_inquiries_inbox AFTER INSERT OR UPDATE OR DELETE ON service_inquiries
  FOR EACH ROW EXECUTE FUNCTION inbox_sync_service();--> statement-breakpoint
CREATE FUNCTION inbox_sync_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM inbox_items WHERE kind = 'booking' AND source_id = OLD.id::text;
    RETURN OLD;
  END IF;
  PERFORM inbox_upsert('booking', NEW.id::text, inbox_reference('BK', NEW.id), (NEW.products->>0)::integer,
    NEW.first_name, NEW.last_name, NEW.email, NEW.mobile, NULL, NEW.created_at, NEW.status, true);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER appointments_inbox AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION inbox_sync_booking();--> statement-breakpoint
-- Application statuses are staff's (inbox_items.status); an update of the application keeps it.
CREATE FUNCTION inbox_sync_life_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM inbox_items WHERE kind = 'life-application' AND source_id = OLD.id::text;
    RETURN OLD;
  END IF;
  PERFORM inbox_upsert('life-application', NEW.id::text, inbox_reference('LA', NEW.id), NEW.product_value,
    NEW.first_name, NEW.last_name, NEW.email, NEW.phone, NEW.province, NEW.created_at, 'Received', false);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER life_applications_inbox AFTER INSERT OR UPDATE OR DELETE ON life_applications
  FOR EACH ROW EXECUTE FUNCTION inbox_sync_life_application();--> statement-breakpoint
CREATE FUNCTION inbox_sync_travel_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM inbox_items WHERE kind = 'travel-application' AND source_id = OLD.id::text;
    RETURN OLD;
  END IF;
  PERFORM inbox_upsert('travel-application', NEW.id::text, 'TA-' || lpad(NEW.id::text, 6, '0'), NEW.product_value,
    coalesce(NEW.payload->>'firstName', ''), coalesce(NEW.payload->>'lastName', ''),
    coalesce(NEW.payload->>'email', ''), NEW.payload->>'phone', NEW.payload->>'province',
    NEW.created_at, 'Received', false);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER travel_applications_inbox AFTER INSERT OR UPDATE OR DELETE ON travel_applications
  FOR EACH ROW EXECUTE FUNCTION inbox_sync_travel_application();--> statement-breakpoint
-- Backfill: every lead already stored gets its row.
SELECT inbox_upsert('contact', id::text, inbox_reference('CR', id), (products->>0)::integer, first_name,
  last_name, email, mobile, NULL, created_at, status, true) FROM contact_requests;--> statement-breakpoint
SELECT inbox_upsert('service', id::text, inbox_reference('LF', id), product, first_name, last_name, email,
  mobile, NULL, created_at, status, true) FROM service_inquiries;--> statement-breakpoint
SELECT inbox_upsert('booking', id::text, inbox_reference('BK', id), (products->>0)::integer, first_name,
  last_name, email, mobile, NULL, created_at, status, true) FROM appointments;--> statement-breakpoint
SELECT inbox_upsert('life-application', id::text, inbox_reference('LA', id), product_value, first_name,
  last_name, email, phone, province, created_at, 'Received', false) FROM life_applications;--> statement-breakpoint
SELECT inbox_upsert('travel-application', id::text, 'TA-' || lpad(id::text, 6, '0'), product_value,
  coalesce(payload->>'firstName', ''), coalesce(payload->>'lastName', ''), coalesce(payload->>'email', ''),
  payload->>'phone', payload->>'province', created_at, 'Received', false) FROM travel_applications;
