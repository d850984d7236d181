CREATE TABLE "insurers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"value" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"product_group" text NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
