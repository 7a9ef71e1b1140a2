CREATE TABLE "qr_logins" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"binding_hash" char(64) NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"account_id" integer,
	"auth_token_hash" char(64),
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" varchar(20) NOT NULL,
	"purpose" smallint NOT NULL,
	"channel" varchar(8) NOT NULL,
	"code_hash" char(64) NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ticket_hash" char(64),
	"ticket_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ticket_idx" ON "sms_codes" USING btree ("ticket_hash");