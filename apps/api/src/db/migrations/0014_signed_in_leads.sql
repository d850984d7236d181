ALTER TABLE "contact_requests" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "service_inquiries" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_inquiries" ADD CONSTRAINT "service_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_applications" ADD CONSTRAINT "travel_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_user_id_index" ON "contact_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_inquiries_user_id_index" ON "service_inquiries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "travel_applications_user_id_index" ON "travel_applications" USING btree ("user_id");