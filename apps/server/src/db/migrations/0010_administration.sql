CREATE TABLE "login_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"username" varchar(32) DEFAULT '' NOT NULL,
	"method" varchar(16) NOT NULL,
	"success" boolean NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "login_logs_created_idx" ON "login_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "login_logs_account_idx" ON "login_logs" USING btree ("account_id","created_at");