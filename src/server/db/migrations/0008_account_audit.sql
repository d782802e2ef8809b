CREATE TABLE "account_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"action" text NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb,
	CONSTRAINT "account_audit_action_check" CHECK ("account_audit"."action" in ('role', 'disabled', 'deleted'))
);
--> statement-breakpoint
ALTER TABLE "account_audit" ADD CONSTRAINT "account_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_audit_account_idx" ON "account_audit" USING btree ("account_id");