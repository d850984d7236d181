CREATE TABLE "travel_quote_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "travel_quote_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product" text NOT NULL,
	"result" jsonb NOT NULL,
	"rate_versions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "travel_quote_requests" ALTER COLUMN "result" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_quote_requests" ALTER COLUMN "rate_versions" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_quote_requests" ADD COLUMN "result_id" integer;--> statement-breakpoint
ALTER TABLE "travel_quote_requests" ADD CONSTRAINT "travel_quote_requests_result_id_travel_quote_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."travel_quote_results"("id") ON DELETE no action ON UPDATE no action;