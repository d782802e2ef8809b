CREATE TABLE "news_feeds" (
	"source" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	"item_count" integer,
	"etag" text,
	"last_modified" text
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"guid" text NOT NULL,
	"link" text NOT NULL,
	"title" text NOT NULL,
	"author" text,
	"published_at" timestamp with time zone,
	"summary" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_items_source_guid_unique" UNIQUE("source","guid"),
	CONSTRAINT "news_items_source_check" CHECK ("news_items"."source" in ('f1', 'racefans'))
);
--> statement-breakpoint
CREATE INDEX "news_items_source_published_at_index" ON "news_items" USING btree ("source","published_at");