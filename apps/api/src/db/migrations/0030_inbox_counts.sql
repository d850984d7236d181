-- ADR 0112, "The panel's counts kept, not counted". Leads per type and status, kept by a trigger
-- on inbox_items itself, so that every writer (the lead tables' triggers of migration 0009,
-- status changes, retention, account deletion) keeps them exact in its own transaction. The panel
-- reads these few rows instead of counting a million index entries; its time-dependent counts
-- read only the last working hours' leads (staff-inbox.repository.ts selectInboxCounts).
CREATE TABLE "inbox_counts" (
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "inbox_counts_pkey" PRIMARY KEY("kind","status")
);--> statement-breakpoint
-- One statement-level trigger per event with its transition tables: a statement that writes many
-- rows (retention, a seed) changes each count once, rows are locked in key order (no deadlock
-- between two writers), and a change that keeps type and status (an assignment, a note's touch)
-- writes nothing.
CREATE FUNCTION inbox_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO inbox_counts (kind, status, n)
      SELECT kind, status, count(*) FROM added GROUP BY kind, status ORDER BY kind, status
      ON CONFLICT (kind, status) DO UPDATE SET n = inbox_counts.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO inbox_counts (kind, status, n)
      SELECT kind, status, -count(*) FROM removed GROUP BY kind, status ORDER BY kind, status
      ON CONFLICT (kind, status) DO UPDATE SET n = inbox_counts.n + EXCLUDED.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO inbox_counts (kind, status, n)
      SELECT kind, status, sum(change) FROM (
        SELECT kind, status, 1 AS change FROM added
        UNION ALL
        SELECT kind, status, -1 AS change FROM removed
      ) AS changes
      GROUP BY kind, status HAVING sum(change) <> 0 ORDER BY kind, status
      ON CONFLICT (kind, status) DO UPDATE SET n = inbox_counts.n + EXCLUDED.n;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM inbox_counts;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "inbox_counts_insert" AFTER INSERT ON "inbox_items" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_apply();--> statement-breakpoint
CREATE TRIGGER "inbox_counts_update" AFTER UPDATE ON "inbox_items" REFERENCING NEW TABLE AS added OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_apply();--> statement-breakpoint
CREATE TRIGGER "inbox_counts_delete" AFTER DELETE ON "inbox_items" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_apply();--> statement-breakpoint
CREATE TRIGGER "inbox_counts_truncate" AFTER TRUNCATE ON "inbox_items" FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_apply();--> statement-breakpoint
-- The leads already stored, counted once.
INSERT INTO "inbox_counts" ("kind", "status", "n") SELECT "kind", "status", count(*) FROM "inbox_items" GROUP BY "kind", "status";
