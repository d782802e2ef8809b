CREATE TABLE "circuit_layouts" (
	"id" text PRIMARY KEY NOT NULL,
	"circuit_id" text NOT NULL,
	"length" double precision,
	"turns" smallint,
	"first_year" smallint,
	"last_year" smallint
);
--> statement-breakpoint
CREATE TABLE "circuits" (
	"id" text PRIMARY KEY NOT NULL,
	"ergast_id" text NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"type" text NOT NULL,
	"direction" text NOT NULL,
	"place_name" text NOT NULL,
	"country_id" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"length" double precision,
	"turns" smallint,
	CONSTRAINT "circuits_ergastId_unique" UNIQUE("ergast_id")
);
--> statement-breakpoint
CREATE TABLE "constructor_standings" (
	"race_id" integer NOT NULL,
	"display_order" smallint NOT NULL,
	"position_number" smallint,
	"position_text" text NOT NULL,
	"constructor_id" text NOT NULL,
	"engine_manufacturer_id" text,
	"points" numeric NOT NULL,
	CONSTRAINT "constructor_standings_race_id_display_order_pk" PRIMARY KEY("race_id","display_order")
);
--> statement-breakpoint
CREATE TABLE "constructors" (
	"id" text PRIMARY KEY NOT NULL,
	"ergast_id" text,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"country_id" text
);
--> statement-breakpoint
CREATE TABLE "continents" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"demonym" text
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" text PRIMARY KEY NOT NULL,
	"alpha2_code" text NOT NULL,
	"alpha3_code" text NOT NULL,
	"name" text NOT NULL,
	"demonym" text,
	"continent_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_loads" (
	"year" smallint PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_of_the_day" (
	"race_id" integer NOT NULL,
	"display_order" smallint NOT NULL,
	"position_number" smallint,
	"position_text" text NOT NULL,
	"driver_number" text,
	"driver_id" text NOT NULL,
	"constructor_id" text NOT NULL,
	"engine_manufacturer_id" text,
	"percentage" double precision,
	CONSTRAINT "driver_of_the_day_race_id_display_order_pk" PRIMARY KEY("race_id","display_order")
);
--> statement-breakpoint
CREATE TABLE "driver_standings" (
	"race_id" integer NOT NULL,
	"display_order" smallint NOT NULL,
	"position_number" smallint,
	"position_text" text NOT NULL,
	"driver_id" text NOT NULL,
	"points" numeric NOT NULL,
	CONSTRAINT "driver_standings_race_id_display_order_pk" PRIMARY KEY("race_id","display_order")
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" text PRIMARY KEY NOT NULL,
	"ergast_id" text,
	"name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"full_name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"permanent_number" text,
	"gender" text NOT NULL,
	"date_of_birth" date,
	"date_of_death" date,
	"place_of_birth" text,
	"country_of_birth_country_id" text,
	"nationality_country_id" text,
	"second_nationality_country_id" text,
	CONSTRAINT "drivers_ergastId_unique" UNIQUE("ergast_id")
);
--> statement-breakpoint
CREATE TABLE "engine_manufacturers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_id" text
);
--> statement-breakpoint
CREATE TABLE "fastest_laps" (
	"race_id" integer NOT NULL,
	"display_order" smallint NOT NULL,
	"position_number" smallint,
	"position_text" text NOT NULL,
	"driver_number" text,
	"driver_id" text NOT NULL,
	"constructor_id" text NOT NULL,
	"engine_manufacturer_id" text,
	"lap" smallint,
	"time" text,
	"time_millis" integer,
	"gap" text,
	"interval" text,
	CONSTRAINT "fastest_laps_race_id_display_order_pk" PRIMARY KEY("race_id","display_order")
);
--> statement-breakpoint
CREATE TABLE "grands_prix" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"short_name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"country_id" text
);
--> statement-breakpoint
CREATE TABLE "pit_stops" (
	"race_id" integer NOT NULL,
	"driver_id" text NOT NULL,
	"constructor_id" text NOT NULL,
	"driver_number" text,
	"stop" smallint NOT NULL,
	"lap" smallint NOT NULL,
	"time" text,
	"time_millis" integer,
	CONSTRAINT "pit_stops_race_id_driver_id_stop_pk" PRIMARY KEY("race_id","driver_id","stop")
);
--> statement-breakpoint
CREATE TABLE "practice_results" (
	"race_id" integer NOT NULL,
	"kind" text NOT NULL,
	"display_order" smallint NOT NULL,
	"position_number" smallint,
	"position_text" text NOT NULL,
	"driver_number" text,
	"driver_id" text NOT NULL,
	"constructor_id" text NOT NULL,
	"engine_manufacturer_id" text,
	"time" text,
	"time_millis" integer,
	"gap" text,
	"interval" text,
	"laps" smallint,
	CONSTRAINT "practice_results_race_id_kind_display_order_pk" PRIMARY KEY("race_id","kind","display_order")
);
--> statement-breakpoint
CREATE TABLE "qualifying_results" (
	"race_id" integer NOT NULL,
	"kind" text NOT NULL,
	"display_order" smallint NOT NULL,
	"position_number" smallint,
	"position_text" text NOT NULL,
	"driver_number" text,
	"driver_id" text NOT NULL,
	"constructor_id" text NOT NULL,
	"engine_manufacturer_id" text,
	"time" text,
	"time_millis" integer,
	"q1" text,
	"q1_millis" integer,
	"q2" text,
	"q2_millis" integer,
	"q3" text,
	"q3_millis" integer,
	"gap" text,
	"interval" text,
	"laps" smallint,
	CONSTRAINT "qualifying_results_race_id_kind_display_order_pk" PRIMARY KEY("race_id","kind","display_order")
);
--> statement-breakpoint
CREATE TABLE "race_results" (
	"race_id" integer NOT NULL,
	"kind" text NOT NULL,
	"display_order" smallint NOT NULL,
	"position_number" smallint,
	"position_text" text NOT NULL,
	"driver_number" text,
	"driver_id" text NOT NULL,
	"constructor_id" text NOT NULL,
	"engine_manufacturer_id" text,
	"shared_car" boolean DEFAULT false NOT NULL,
	"laps" smallint,
	"time" text,
	"time_millis" integer,
	"time_penalty" text,
	"gap" text,
	"gap_millis" integer,
	"gap_laps" smallint,
	"interval" text,
	"reason_retired" text,
	"points" numeric,
	"grid_position_number" smallint,
	"grid_position_text" text,
	"grand_slam" boolean DEFAULT false NOT NULL,
	CONSTRAINT "race_results_race_id_kind_display_order_pk" PRIMARY KEY("race_id","kind","display_order")
);
--> statement-breakpoint
CREATE TABLE "race_sessions" (
	"race_id" integer NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"starts_at" timestamp with time zone,
	CONSTRAINT "race_sessions_race_id_kind_pk" PRIMARY KEY("race_id","kind")
);
--> statement-breakpoint
CREATE TABLE "races" (
	"id" integer PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"round" smallint NOT NULL,
	"date" date NOT NULL,
	"starts_at" timestamp with time zone,
	"grand_prix_id" text NOT NULL,
	"official_name" text NOT NULL,
	"qualifying_format" text NOT NULL,
	"sprint_qualifying_format" text,
	"circuit_id" text NOT NULL,
	"circuit_layout_id" text,
	"circuit_type" text NOT NULL,
	"direction" text NOT NULL,
	"course_length" double precision NOT NULL,
	"turns" smallint NOT NULL,
	"laps" smallint NOT NULL,
	"distance" double precision NOT NULL,
	"scheduled_laps" smallint,
	"scheduled_distance" double precision,
	"drivers_championship_decider" boolean DEFAULT false NOT NULL,
	"constructors_championship_decider" boolean DEFAULT false NOT NULL,
	CONSTRAINT "races_year_round_unique" UNIQUE("year","round")
);
--> statement-breakpoint
CREATE TABLE "season_entrant_drivers" (
	"year" smallint NOT NULL,
	"entrant_id" text NOT NULL,
	"constructor_id" text NOT NULL,
	"engine_manufacturer_id" text NOT NULL,
	"driver_id" text NOT NULL,
	"rounds" text,
	"test_driver" boolean DEFAULT false NOT NULL,
	CONSTRAINT "season_entrant_drivers_year_entrant_id_constructor_id_engine_manufacturer_id_driver_id_pk" PRIMARY KEY("year","entrant_id","constructor_id","engine_manufacturer_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"year" smallint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "starting_grid_positions" (
	"race_id" integer NOT NULL,
	"kind" text NOT NULL,
	"display_order" smallint NOT NULL,
	"position_number" smallint,
	"position_text" text NOT NULL,
	"driver_number" text,
	"driver_id" text NOT NULL,
	"constructor_id" text NOT NULL,
	"engine_manufacturer_id" text,
	"grid_penalty" text,
	"time" text,
	"time_millis" integer,
	CONSTRAINT "starting_grid_positions_race_id_kind_display_order_pk" PRIMARY KEY("race_id","kind","display_order")
);
--> statement-breakpoint
CREATE TABLE "team_season_styles" (
	"year" smallint NOT NULL,
	"constructor_id" text NOT NULL,
	"colour" text NOT NULL,
	"logo_url" text,
	"car_image_url" text,
	CONSTRAINT "team_season_styles_year_constructor_id_pk" PRIMARY KEY("year","constructor_id")
);
--> statement-breakpoint
ALTER TABLE "circuit_layouts" ADD CONSTRAINT "circuit_layouts_circuit_id_circuits_id_fk" FOREIGN KEY ("circuit_id") REFERENCES "public"."circuits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits" ADD CONSTRAINT "circuits_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "constructor_standings" ADD CONSTRAINT "constructor_standings_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "constructor_standings" ADD CONSTRAINT "constructor_standings_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "constructor_standings" ADD CONSTRAINT "constructor_standings_engine_manufacturer_id_engine_manufacturers_id_fk" FOREIGN KEY ("engine_manufacturer_id") REFERENCES "public"."engine_manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "constructors" ADD CONSTRAINT "constructors_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_continent_id_continents_id_fk" FOREIGN KEY ("continent_id") REFERENCES "public"."continents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_of_the_day" ADD CONSTRAINT "driver_of_the_day_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_of_the_day" ADD CONSTRAINT "driver_of_the_day_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_of_the_day" ADD CONSTRAINT "driver_of_the_day_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_of_the_day" ADD CONSTRAINT "driver_of_the_day_engine_manufacturer_id_engine_manufacturers_id_fk" FOREIGN KEY ("engine_manufacturer_id") REFERENCES "public"."engine_manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_standings" ADD CONSTRAINT "driver_standings_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_standings" ADD CONSTRAINT "driver_standings_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_country_of_birth_country_id_countries_id_fk" FOREIGN KEY ("country_of_birth_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_nationality_country_id_countries_id_fk" FOREIGN KEY ("nationality_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_second_nationality_country_id_countries_id_fk" FOREIGN KEY ("second_nationality_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_manufacturers" ADD CONSTRAINT "engine_manufacturers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fastest_laps" ADD CONSTRAINT "fastest_laps_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fastest_laps" ADD CONSTRAINT "fastest_laps_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fastest_laps" ADD CONSTRAINT "fastest_laps_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fastest_laps" ADD CONSTRAINT "fastest_laps_engine_manufacturer_id_engine_manufacturers_id_fk" FOREIGN KEY ("engine_manufacturer_id") REFERENCES "public"."engine_manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grands_prix" ADD CONSTRAINT "grands_prix_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pit_stops" ADD CONSTRAINT "pit_stops_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pit_stops" ADD CONSTRAINT "pit_stops_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pit_stops" ADD CONSTRAINT "pit_stops_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_results" ADD CONSTRAINT "practice_results_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_results" ADD CONSTRAINT "practice_results_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_results" ADD CONSTRAINT "practice_results_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_results" ADD CONSTRAINT "practice_results_engine_manufacturer_id_engine_manufacturers_id_fk" FOREIGN KEY ("engine_manufacturer_id") REFERENCES "public"."engine_manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifying_results" ADD CONSTRAINT "qualifying_results_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifying_results" ADD CONSTRAINT "qualifying_results_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifying_results" ADD CONSTRAINT "qualifying_results_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifying_results" ADD CONSTRAINT "qualifying_results_engine_manufacturer_id_engine_manufacturers_id_fk" FOREIGN KEY ("engine_manufacturer_id") REFERENCES "public"."engine_manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_results" ADD CONSTRAINT "race_results_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_results" ADD CONSTRAINT "race_results_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_results" ADD CONSTRAINT "race_results_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_results" ADD CONSTRAINT "race_results_engine_manufacturer_id_engine_manufacturers_id_fk" FOREIGN KEY ("engine_manufacturer_id") REFERENCES "public"."engine_manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_sessions" ADD CONSTRAINT "race_sessions_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_year_seasons_year_fk" FOREIGN KEY ("year") REFERENCES "public"."seasons"("year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_grand_prix_id_grands_prix_id_fk" FOREIGN KEY ("grand_prix_id") REFERENCES "public"."grands_prix"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_circuit_id_circuits_id_fk" FOREIGN KEY ("circuit_id") REFERENCES "public"."circuits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_circuit_layout_id_circuit_layouts_id_fk" FOREIGN KEY ("circuit_layout_id") REFERENCES "public"."circuit_layouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_entrant_drivers" ADD CONSTRAINT "season_entrant_drivers_year_seasons_year_fk" FOREIGN KEY ("year") REFERENCES "public"."seasons"("year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_entrant_drivers" ADD CONSTRAINT "season_entrant_drivers_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_entrant_drivers" ADD CONSTRAINT "season_entrant_drivers_engine_manufacturer_id_engine_manufacturers_id_fk" FOREIGN KEY ("engine_manufacturer_id") REFERENCES "public"."engine_manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_entrant_drivers" ADD CONSTRAINT "season_entrant_drivers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starting_grid_positions" ADD CONSTRAINT "starting_grid_positions_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starting_grid_positions" ADD CONSTRAINT "starting_grid_positions_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starting_grid_positions" ADD CONSTRAINT "starting_grid_positions_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "starting_grid_positions" ADD CONSTRAINT "starting_grid_positions_engine_manufacturer_id_engine_manufacturers_id_fk" FOREIGN KEY ("engine_manufacturer_id") REFERENCES "public"."engine_manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_season_styles" ADD CONSTRAINT "team_season_styles_year_seasons_year_fk" FOREIGN KEY ("year") REFERENCES "public"."seasons"("year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_season_styles" ADD CONSTRAINT "team_season_styles_constructor_id_constructors_id_fk" FOREIGN KEY ("constructor_id") REFERENCES "public"."constructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qualifying_results_driver_idx" ON "qualifying_results" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "race_results_driver_idx" ON "race_results" USING btree ("driver_id");