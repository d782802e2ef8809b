ALTER TABLE "pit_stops" ADD COLUMN "display_order" smallint;--> statement-breakpoint
UPDATE "pit_stops" SET "display_order" = "ordered"."n" FROM (SELECT "race_id", "driver_id", "stop", row_number() OVER (PARTITION BY "race_id" ORDER BY "lap", "stop", "driver_id") AS "n" FROM "pit_stops") AS "ordered" WHERE "pit_stops"."race_id" = "ordered"."race_id" AND "pit_stops"."driver_id" = "ordered"."driver_id" AND "pit_stops"."stop" = "ordered"."stop";--> statement-breakpoint
ALTER TABLE "pit_stops" ALTER COLUMN "display_order" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pit_stops" ADD CONSTRAINT "pit_stops_race_order" UNIQUE("race_id","display_order");
