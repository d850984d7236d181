-- Consent records are a history (N23, N25): giving consent again after unsubscribing adds a record
-- instead of overwriting the earlier one, so at most one record per topic and address is active
-- (not unsubscribed). An application's health consent (N25) names the application it was given
-- for (subject_id) and may repeat per address. Newsletter mails carry their List-Unsubscribe
-- headers (RFC 8058) in the outbox row.
ALTER TABLE "consents" DROP CONSTRAINT "consents_topic_email_unique";--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "consents_active_topic_email_unique" ON "consents" USING btree ("topic","email") WHERE "unsubscribed_at" IS NULL AND "subject_id" IS NULL;--> statement-breakpoint
CREATE INDEX "consents_email_index" ON "consents" USING btree ("email");--> statement-breakpoint
CREATE INDEX "consents_subject_id_index" ON "consents" USING btree ("subject_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;
