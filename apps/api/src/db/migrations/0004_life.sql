CREATE TABLE "life_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product" text NOT NULL,
	"product_value" integer NOT NULL,
	"quote" jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"coverage_cents" integer NOT NULL,
	"premium_cents" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"province" text NOT NULL,
	"postal_code" text NOT NULL,
	"beneficiary_name" text,
	"contact_time" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "life_quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product" text NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb,
	"refusal" text,
	"rate_versions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "life_rate_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product" text NOT NULL,
	"version" text NOT NULL,
	"source" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "life_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"table_id" uuid NOT NULL,
	"insurer_code" text NOT NULL,
	"plan_code" text NOT NULL,
	"plan_name" text NOT NULL,
	"payment_period" integer NOT NULL,
	"gender" text NOT NULL,
	"smoker" boolean NOT NULL,
	"illness_covered" text,
	"min_age" integer NOT NULL,
	"annual_rates_per1000" jsonb NOT NULL,
	"policy_fee_cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "life_applications" ADD CONSTRAINT "life_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_rates" ADD CONSTRAINT "life_rates_table_id_life_rate_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."life_rate_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "life_applications_created_at_index" ON "life_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "life_applications_user_id_index" ON "life_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "life_quote_requests_product_created_at_index" ON "life_quote_requests" USING btree ("product","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "life_rate_tables_product_version_index" ON "life_rate_tables" USING btree ("product","version");--> statement-breakpoint
CREATE INDEX "life_rate_tables_product_active_index" ON "life_rate_tables" USING btree ("product","active");--> statement-breakpoint
CREATE INDEX "life_rates_table_id_gender_smoker_index" ON "life_rates" USING btree ("table_id","gender","smoker");