CREATE TABLE "spoiler_shields" (
	"user_id" text PRIMARY KEY NOT NULL,
	"hide_from" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watched_sessions" (
	"user_id" text NOT NULL,
	"session_key" text NOT NULL,
	"watched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watched_sessions_user_id_session_key_pk" PRIMARY KEY("user_id","session_key"),
	CONSTRAINT "watched_sessions_key_check" CHECK ("watched_sessions"."session_key" ~ '^[0-9]{4}-[0-9]{1,2}-(sprint_qualifying|sprint|qualifying|race)$')
);
--> statement-breakpoint
ALTER TABLE "spoiler_shields" ADD CONSTRAINT "spoiler_shields_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_sessions" ADD CONSTRAINT "watched_sessions_user_id_spoiler_shields_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."spoiler_shields"("user_id") ON DELETE cascade ON UPDATE no action;