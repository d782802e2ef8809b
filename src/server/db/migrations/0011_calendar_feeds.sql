CREATE TABLE "calendar_event_versions" (
	"uid" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_event_versions_sequence_check" CHECK ("calendar_event_versions"."sequence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"sessions" text NOT NULL,
	"alarm_minutes" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token"),
	CONSTRAINT "calendar_feeds_alarm_check" CHECK ("calendar_feeds"."alarm_minutes" between 0 and 10080),
	CONSTRAINT "calendar_feeds_sessions_check" CHECK ("calendar_feeds"."sessions" <> '')
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;