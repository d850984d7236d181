-- The quote routes store every request (N8) by group commit, one statement per batch (ADR 0053).
-- Sent as SQL text, each batch's statement was parsed and planned anew: on embedded PGlite, which
-- runs on the API's event loop, that was about half of a small batch's cost. PL/pgSQL keeps the
-- plan of its statements for the session (each pooled connection on PostgreSQL), so the batch
-- statement is now a call of one of these functions (ADR 0096). The rows travel as one JSON value.

-- Life: each row's request and answer (result null and refusal set when refused). An account
-- deleted while its quote waited for the batch must not fail the others' rows.
CREATE FUNCTION record_life_quote_requests(rows jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO life_quote_requests (id, product, request, result, refusal, rate_versions, user_id)
  SELECT r.id, r.product, r.request, r.result, r.refusal, r.rate_versions,
    (SELECT u.id FROM users u WHERE u.id = r.user_id)
  FROM jsonb_to_recordset(rows)
    AS r(id uuid, product text, request jsonb, result jsonb, refusal text, rate_versions jsonb, user_id uuid);
END
$$;--> statement-breakpoint
-- Travel: a row with result_id null brings a new answer (result, result_product, and `versions`,
-- an index into version_lists, the batch's few distinct rate-version lists); its id is drawn from
-- the identity's sequence here and answered as (n, id). `fresh` is computed once (referenced twice,
-- it calls nextval), so both inserts and the answer see the same ids.
CREATE FUNCTION record_travel_quote_requests(rows jsonb, version_lists jsonb)
RETURNS TABLE (n integer, id integer) LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  WITH input AS (
    SELECT * FROM jsonb_to_recordset(rows)
      AS r(n integer, public_id uuid, product text, request jsonb, result_id integer, result jsonb,
           result_product text, versions integer, user_id uuid)
  ),
  fresh AS MATERIALIZED (
    SELECT i.n, nextval(pg_get_serial_sequence('travel_quote_results', 'id'))::integer AS id
    FROM input i WHERE i.result_id IS NULL
  ),
  stored_results AS (
    INSERT INTO travel_quote_results (id, product, result, rate_versions)
    OVERRIDING SYSTEM VALUE
    SELECT f.id, i.result_product, i.result, version_lists -> i.versions
    FROM input i JOIN fresh f ON f.n = i.n
  ),
  stored_requests AS (
    INSERT INTO travel_quote_requests (public_id, product, request, result_id, user_id)
    SELECT i.public_id, i.product, i.request, coalesce(i.result_id, f.id),
      (SELECT u.id FROM users u WHERE u.id = i.user_id)
    FROM input i LEFT JOIN fresh f ON f.n = i.n
  )
  SELECT f.n, f.id FROM fresh f;
END
$$;--> statement-breakpoint
-- Travel, a batch whose answers are all stored already (identical requests): the plain insert.
CREATE FUNCTION record_travel_quote_requests_of_stored_results(rows jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO travel_quote_requests (public_id, product, request, result_id, user_id)
  SELECT r.public_id, r.product, r.request, r.result_id, (SELECT u.id FROM users u WHERE u.id = r.user_id)
  FROM jsonb_to_recordset(rows)
    AS r(public_id uuid, product text, request jsonb, result_id integer, user_id uuid);
END
$$;
