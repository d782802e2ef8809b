ALTER TABLE "race_data_audit" DROP CONSTRAINT "race_data_audit_action_check";--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "cancelled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "race_data_audit" ADD CONSTRAINT "race_data_audit_action_check" CHECK ("race_data_audit"."action" in ('classification', 'session-time', 'line-up', 'meeting', 'revert'));