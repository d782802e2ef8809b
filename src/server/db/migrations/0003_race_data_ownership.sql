CREATE TYPE "public"."race_data_source" AS ENUM('snapshot', 'sync', 'admin');--> statement-breakpoint
CREATE TABLE "race_data_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "race_data_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"action" text NOT NULL,
	"key" jsonb NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reverts_id" integer,
	"reverted_by_id" integer,
	CONSTRAINT "race_data_audit_action_check" CHECK ("race_data_audit"."action" in ('classification', 'session-time', 'revert'))
);
--> statement-breakpoint
ALTER TABLE "circuit_layouts" ADD COLUMN "source" "race_data_source" DEFAULT 'snapshot' NOT NULL;--> statement-breakpoint
ALTER TABLE "circuits" ADD COLUMN "source" "race_data_source" DEFAULT 'snapshot' NOT NULL;--> statement-breakpoint
ALTER TABLE "constructor_standings" ADD COLUMN "source" "race_data_source" DEFAULT 'snapshot' NOT NULL;--> statement-breakpoint
ALTER TABLE "constructors" ADD COLUMN "source" "race_data_source" DEFAULT 'snapshot' NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_of_the_day" ADD COLUMN "source" "race_data_source" DEFAULT 'snapshot' NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_standings" ADD COLUMN "source" "race_data_source" DEFAULT 'snapshot' NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "source" "race_data_source" DEFAULT 'snapshot' NOT NULL;--> statement-breakpoint
ALTER TABLE "engine_manufacturers" ADD COLUMN "source" "race_data_source" DEFAULT 'snapshot' NOT NULL;--> statement-breakpoint
ALTER TABLE "fastest_laps" ADD COLUMN "source" "race_data_source" DEFAULT 'snapshot' NOT NULL;--> statement-breakpoint
ALTER TABLE "grands_prix" ADD COLUMN "source" "race_data_source" DEFAULT 'snapshot' NOT NULL;--> statement-breakpoint
ALTER TABLE "pit_stops" ADD COLUMN "source" "race_data_source" DEFAULT 'snapshot' NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_results" ADD COLUMN "source" "race_data_source" DEFAULT 'snapshot' NOT NULL;--> statement-breakpoint
ALTER TABLE "qualifying_results" ADD COLUMN "source" "race_data_source" DEFAULT 'snapshot' NOT NULL;--> statement-breakpoint
ALTER TABLE "race_results" ADD COLUMN "source" "race_data_source" DEFAULT 'snapshot' NOT NULL;--> statement-breakpoint
ALTER TABLE "race_sessions" ADD COLUMN "source" "race_data_source" DEFAULT 'snapshot' NOT NULL;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "source" "race_data_source" DEFAULT 'snapshot' NOT NULL;--> statement-breakpoint
ALTER TABLE "season_entrant_drivers" ADD COLUMN "source" "race_data_source" DEFAULT 'snapshot' NOT NULL;--> statement-breakpoint
ALTER TABLE "starting_grid_positions" ADD COLUMN "source" "race_data_source" DEFAULT 'snapshot' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_season_styles" ADD COLUMN "source" "race_data_source" DEFAULT 'snapshot' NOT NULL;--> statement-breakpoint
ALTER TABLE "race_data_audit" ADD CONSTRAINT "race_data_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_data_audit" ADD CONSTRAINT "race_data_audit_reverts_id_race_data_audit_id_fk" FOREIGN KEY ("reverts_id") REFERENCES "public"."race_data_audit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_data_audit" ADD CONSTRAINT "race_data_audit_reverted_by_id_race_data_audit_id_fk" FOREIGN KEY ("reverted_by_id") REFERENCES "public"."race_data_audit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "race_data_audit_key_idx" ON "race_data_audit" USING btree ("key");