-- The declarations an applicant accepted (their wording as shown) and the name typed to sign, kept
-- with each life and travel application; null for applications made before the forms asked them.
-- Personal data (N25): in the data download with the application, the signature blanked when the
-- account is deleted (ADR 0092), gone with the application by retention.
ALTER TABLE "life_applications" ADD COLUMN "declarations" jsonb;--> statement-breakpoint
ALTER TABLE "life_applications" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "declarations" jsonb;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "signature" text;--> statement-breakpoint
-- Files the customer attaches to their answer to "More information needed" are documents of the
-- application (kind 'reply'), as the insurer's documents and proofs are: the same storage,
-- download, data download, deletion and retention.
ALTER TABLE "policy_documents" DROP CONSTRAINT "policy_documents_kind";--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_kind" CHECK ("policy_documents"."kind" in ('insurer', 'application-copy', 'proof', 'reply'));
