CREATE TABLE "prediction_league_members" (
	"league_id" text NOT NULL,
	"user_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prediction_league_members_league_id_user_id_pk" PRIMARY KEY("league_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "prediction_leagues" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"owner_id" text NOT NULL,
	"invite_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "prediction_leagues_inviteToken_unique" UNIQUE("invite_token"),
	CONSTRAINT "prediction_leagues_name_check" CHECK (char_length("prediction_leagues"."name") between 3 and 40)
);
--> statement-breakpoint
CREATE TABLE "prediction_picks" (
	"user_id" text NOT NULL,
	"race_id" integer NOT NULL,
	"pick" text NOT NULL,
	"driver_id" text NOT NULL,
	"points" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prediction_picks_user_id_race_id_pick_pk" PRIMARY KEY("user_id","race_id","pick"),
	CONSTRAINT "prediction_picks_pick_check" CHECK ("prediction_picks"."pick" in ('pole', 'sprint-winner', 'winner', 'second', 'third', 'fastest-lap')),
	CONSTRAINT "prediction_picks_points_check" CHECK ("prediction_picks"."points" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "prediction_race_scores" (
	"user_id" text NOT NULL,
	"race_id" integer NOT NULL,
	"season" integer NOT NULL,
	"points" integer NOT NULL,
	"exact" integer NOT NULL,
	CONSTRAINT "prediction_race_scores_user_id_race_id_pk" PRIMARY KEY("user_id","race_id"),
	CONSTRAINT "prediction_race_scores_counts_check" CHECK ("prediction_race_scores"."points" >= 0 and "prediction_race_scores"."exact" >= 0)
);
--> statement-breakpoint
CREATE TABLE "prediction_scoring_runs" (
	"race_id" integer PRIMARY KEY NOT NULL,
	"scored_at" timestamp with time zone NOT NULL,
	"picks" integer NOT NULL,
	"players" integer NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prediction_season_totals" (
	"user_id" text NOT NULL,
	"season" integer NOT NULL,
	"points" integer NOT NULL,
	"exact" integer NOT NULL,
	"races" integer NOT NULL,
	CONSTRAINT "prediction_season_totals_user_id_season_pk" PRIMARY KEY("user_id","season")
);
--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "picks_lock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "prediction_league_members" ADD CONSTRAINT "prediction_league_members_league_id_prediction_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."prediction_leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_league_members" ADD CONSTRAINT "prediction_league_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_leagues" ADD CONSTRAINT "prediction_leagues_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_picks" ADD CONSTRAINT "prediction_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_picks" ADD CONSTRAINT "prediction_picks_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_picks" ADD CONSTRAINT "prediction_picks_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_race_scores" ADD CONSTRAINT "prediction_race_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_race_scores" ADD CONSTRAINT "prediction_race_scores_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_scoring_runs" ADD CONSTRAINT "prediction_scoring_runs_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_season_totals" ADD CONSTRAINT "prediction_season_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prediction_league_members_user_idx" ON "prediction_league_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prediction_picks_race_idx" ON "prediction_picks" USING btree ("race_id","pick");--> statement-breakpoint
CREATE UNIQUE INDEX "prediction_picks_podium_driver_idx" ON "prediction_picks" USING btree ("user_id","race_id","driver_id") WHERE "prediction_picks"."pick" in ('winner', 'second', 'third');--> statement-breakpoint
CREATE INDEX "prediction_race_scores_race_idx" ON "prediction_race_scores" USING btree ("race_id","points");--> statement-breakpoint
CREATE INDEX "prediction_season_totals_table_idx" ON "prediction_season_totals" USING btree ("season","points","exact");