CREATE TABLE "live_feed_records" (
	"session_key" text NOT NULL,
	"seq" integer NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"topic" text NOT NULL,
	"patch" jsonb NOT NULL,
	"full" boolean DEFAULT false NOT NULL,
	CONSTRAINT "live_feed_records_session_key_seq_pk" PRIMARY KEY("session_key","seq"),
	CONSTRAINT "live_feed_records_seq_check" CHECK ("live_feed_records"."seq" > 0)
);
--> statement-breakpoint
CREATE TABLE "replay_feeds" (
	"session_key" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"record_count" integer DEFAULT 0 NOT NULL,
	"feed" "bytea",
	CONSTRAINT "replay_feeds_status_check" CHECK ("replay_feeds"."status" in ('ready', 'missing', 'forbidden')),
	CONSTRAINT "replay_feeds_ready_check" CHECK ("replay_feeds"."status" <> 'ready' or "replay_feeds"."feed" is not null)
);
