ALTER TABLE "account_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "life_quote_requests" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "travel_quote_requests" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "life_quote_requests" ADD CONSTRAINT "life_quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_quote_requests" ADD CONSTRAINT "travel_quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "life_quote_requests_user_id_index" ON "life_quote_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "travel_quote_requests_user_id_index" ON "travel_quote_requests" USING btree ("user_id");