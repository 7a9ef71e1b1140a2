CREATE TABLE "group_boss_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"create_channel" varchar(10) DEFAULT 'pc' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_boss_accounts" ADD CONSTRAINT "group_boss_accounts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_boss_accounts" ADD CONSTRAINT "group_boss_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_boss_accounts_uq" ON "group_boss_accounts" USING btree ("group_id","account_id");--> statement-breakpoint
CREATE INDEX "group_boss_accounts_list_idx" ON "group_boss_accounts" USING btree ("group_id","created_at");