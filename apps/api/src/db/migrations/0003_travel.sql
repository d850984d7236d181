CREATE TABLE "travel_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "travel_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form" text NOT NULL,
	"product_value" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_plans" (
	"plan_code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"insurer_code" text NOT NULL,
	"policy_name" text NOT NULL,
	"rate_table" text NOT NULL,
	"rating" jsonb NOT NULL,
	"benefits" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_plans_policy_name_unique" UNIQUE("policy_name")
);
--> statement-breakpoint
CREATE TABLE "travel_quote_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "travel_quote_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product" text NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"rate_versions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_rate_tables" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"source" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "travel_applications" ADD CONSTRAINT "travel_applications_product_value_products_value_fk" FOREIGN KEY ("product_value") REFERENCES "public"."products"("value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_plans" ADD CONSTRAINT "travel_plans_insurer_code_insurers_code_fk" FOREIGN KEY ("insurer_code") REFERENCES "public"."insurers"("code") ON DELETE no action ON UPDATE no action;