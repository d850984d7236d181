CREATE TABLE "content_entries" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "province_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source_form" text NOT NULL,
	"wording_version" text NOT NULL,
	"ip_address" text NOT NULL,
	CONSTRAINT "province_subscriptions_email_unique" UNIQUE("email")
);
