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
UPDATE "inbox_items" SET "search_text" = inbox_search_text("first_name", "last_name", "email", "reference", "phone");
