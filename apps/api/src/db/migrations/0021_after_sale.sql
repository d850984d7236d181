-- After the sale: policies made from applications, their documents (stored in the database, so
-- every process and every backup has them), after-sale requests (a lead kind of the staff inbox)
-- and the renewal reminders sent. Each row carries its owner: the account id and/or the e-mail of
-- the application, the same rule as applications (ownedBy).
CREATE TABLE "policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_number" text NOT NULL,
	"application_kind" text NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"province" text,
	"product_value" integer NOT NULL,
	"insurer" text NOT NULL,
	"plan_name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"premium_cents" integer NOT NULL,
	"payment_schedule" text NOT NULL,
	"rate_version" text DEFAULT '' NOT NULL,
	"insured_persons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"reminders_stopped" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_policy_number_unique" UNIQUE("policy_number"),
	CONSTRAINT "policies_application_kind" CHECK ("policies"."application_kind" in ('life', 'travel')),
	CONSTRAINT "policies_status" CHECK ("policies"."status" in ('Active', 'Ended', 'Cancelled')),
	CONSTRAINT "policies_payment_schedule" CHECK ("policies"."payment_schedule" in ('single', 'monthly', 'annual')),
	CONSTRAINT "policies_dates" CHECK ("policies"."end_date" >= "policies"."start_date"),
	CONSTRAINT "policies_premium" CHECK ("policies"."premium_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "policy_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid,
	"application_kind" text,
	"application_id" uuid,
	"after_sale_request_id" uuid,
	"user_id" uuid,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" bytea NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_documents_kind" CHECK ("policy_documents"."kind" in ('insurer', 'application-copy', 'proof')),
	CONSTRAINT "policy_documents_type" CHECK ("policy_documents"."content_type" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "policy_documents_size" CHECK ("policy_documents"."size_bytes" <= 10485760),
	CONSTRAINT "policy_documents_attached" CHECK ("policy_documents"."policy_id" is not null or "policy_documents"."application_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "after_sale_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"type" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"end_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_reminders_once" UNIQUE("policy_id","kind","end_date")
);
--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_after_sale_request_id_fk" FOREIGN KEY ("after_sale_request_id") REFERENCES "public"."after_sale_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_requests" ADD CONSTRAINT "after_sale_requests_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_requests" ADD CONSTRAINT "after_sale_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_reminders" ADD CONSTRAINT "policy_reminders_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policies_user_id_index" ON "policies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "policies_email_index" ON "policies" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "policies_application_index" ON "policies" USING btree ("application_kind","application_id");--> statement-breakpoint
CREATE INDEX "policies_active_end_date_index" ON "policies" USING btree ("end_date") WHERE "status" = 'Active';--> statement-breakpoint
CREATE INDEX "policy_documents_policy_id_index" ON "policy_documents" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "policy_documents_application_index" ON "policy_documents" USING btree ("application_kind","application_id");--> statement-breakpoint
CREATE INDEX "policy_documents_user_id_index" ON "policy_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "after_sale_requests_policy_id_index" ON "after_sale_requests" USING btree ("policy_id");--> statement-breakpoint
-- An after-sale request is a lead of the staff inbox: its row is written by this trigger in the
-- request's transaction and removed with it (retention, account deletion), as for the other leads.
CREATE FUNCTION inbox_sync_after_sale() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE p policies%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM inbox_items WHERE kind = 'after-sale' AND source_id = OLD.id::text;
    RETURN OLD;
  END IF;
  SELECT * INTO p FROM policies WHERE id = NEW.policy_id;
  PERFORM inbox_upsert('after-sale', NEW.id::text, inbox_reference('AS', NEW.id), p.product_value,
    p.first_name, p.last_name, NEW.email, p.phone, p.province, NEW.created_at, 'Pending', false);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER after_sale_requests_inbox AFTER INSERT OR UPDATE OR DELETE ON after_sale_requests
  FOR EACH ROW EXECUTE FUNCTION inbox_sync_after_sale();
