-- Life imports staged like travel ones (ADR 0116): a life import may cover one insurer's plans of a
-- product (the others' rows carried over from the table active then) and waits inactive until
-- staff make it active after the preview.
ALTER TABLE "life_rate_tables" ADD COLUMN "covers_insurer" text;
