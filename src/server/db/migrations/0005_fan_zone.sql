CREATE TABLE "fan_votes" (
	"user_id" text NOT NULL,
	"race_id" integer NOT NULL,
	"category" text NOT NULL,
	"candidate_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fan_votes_user_id_race_id_category_pk" PRIMARY KEY("user_id","race_id","category"),
	CONSTRAINT "fan_votes_category_check" CHECK ("fan_votes"."category" in ('best-point-scorer', 'best-of-the-rest', 'best-team'))
);
--> statement-breakpoint
CREATE TABLE "reaction_times" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reaction_times_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"time_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reaction_times_range_check" CHECK ("reaction_times"."time_ms" between 100 and 2000)
);
--> statement-breakpoint
ALTER TABLE "fan_votes" ADD CONSTRAINT "fan_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_votes" ADD CONSTRAINT "fan_votes_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reaction_times" ADD CONSTRAINT "reaction_times_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fan_votes_race_category_idx" ON "fan_votes" USING btree ("race_id","category","candidate_id");--> statement-breakpoint
CREATE INDEX "reaction_times_user_idx" ON "reaction_times" USING btree ("user_id","time_ms");--> statement-breakpoint
CREATE INDEX "reaction_times_created_idx" ON "reaction_times" USING btree ("created_at");