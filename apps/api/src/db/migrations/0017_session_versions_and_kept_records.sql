-- Sessions checked against the database, invites granted only on acceptance, and business records
-- kept when a customer deletes the account (ADR 0092).
-- A counter in every access token: raising it ends every session of the account at once.
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Confirmed addresses the account used before an e-mail change, for the data download and erasure.
ALTER TABLE "users" ADD COLUMN "previous_emails" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- 'staff-invite' tokens: the role the invite grants once accepted.
ALTER TABLE "account_tokens" ADD COLUMN "role" text;--> statement-breakpoint
-- A life application outlives a deleted account, like the other applications.
ALTER TABLE "life_applications" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "life_applications" DROP CONSTRAINT "life_applications_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "life_applications" ADD CONSTRAINT "life_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Set when the customer of a kept lead deleted their account; the inbox shows it.
ALTER TABLE "inbox_items" ADD COLUMN "customer_deleted_at" timestamp with time zone;
