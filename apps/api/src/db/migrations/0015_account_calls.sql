ALTER TABLE "appointments" ALTER COLUMN "seat" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "appointments_user" ON "appointments" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_seat_until_cancelled" CHECK (("appointments"."seat" IS NULL) = ("appointments"."cancelled_at" IS NOT NULL));