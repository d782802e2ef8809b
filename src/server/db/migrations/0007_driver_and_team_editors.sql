CREATE TABLE "driver_season_styles" (
	"year" smallint NOT NULL,
	"driver_id" text NOT NULL,
	"number" text,
	"photo_url" text,
	"retired" boolean DEFAULT false NOT NULL,
	"source" "race_data_source" DEFAULT 'snapshot' NOT NULL,
	CONSTRAINT "driver_season_styles_year_driver_id_pk" PRIMARY KEY("year","driver_id"),
	CONSTRAINT "driver_season_styles_number_unique" UNIQUE("year","number"),
	CONSTRAINT "driver_season_styles_number_check" CHECK ("driver_season_styles"."number" ~ '^[0-9]{1,3}$')
);
--> statement-breakpoint
ALTER TABLE "race_data_audit" DROP CONSTRAINT "race_data_audit_action_check";--> statement-breakpoint
ALTER TABLE "team_season_styles" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_season_styles" ADD CONSTRAINT "driver_season_styles_year_seasons_year_fk" FOREIGN KEY ("year") REFERENCES "public"."seasons"("year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_season_styles" ADD CONSTRAINT "driver_season_styles_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_season_styles" ADD CONSTRAINT "team_season_styles_colour_check" CHECK ("team_season_styles"."colour" ~ '^#[0-9A-F]{6}$');--> statement-breakpoint
ALTER TABLE "race_data_audit" ADD CONSTRAINT "race_data_audit_action_check" CHECK ("race_data_audit"."action" in ('classification', 'session-time', 'line-up', 'meeting', 'driver', 'team', 'revert'));