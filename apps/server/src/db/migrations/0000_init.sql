CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(32) NOT NULL,
	"country_code" varchar(8) DEFAULT '+86' NOT NULL,
	"name" varchar(50) NOT NULL,
	"contact_email" varchar(100) DEFAULT '' NOT NULL,
	"password_hash" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"admin_type" smallint DEFAULT 3 NOT NULL,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" char(64) NOT NULL,
	"account_id" integer NOT NULL,
	"org_type" smallint,
	"org_id" integer,
	"role_id" integer,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"contact_phone" varchar(11) DEFAULT '' NOT NULL,
	"contact_email" varchar(100) DEFAULT '' NOT NULL,
	"remark" varchar(50) DEFAULT '' NOT NULL,
	"logo" varchar(500) DEFAULT '' NOT NULL,
	"sys_version" smallint DEFAULT 2 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"username" varchar(11) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"brand_type" smallint NOT NULL,
	"industry_id" integer,
	"logo" varchar(500) DEFAULT '' NOT NULL,
	"address" varchar(50) DEFAULT '' NOT NULL,
	"is_test" smallint DEFAULT 1 NOT NULL,
	"is_asset_exchange" smallint DEFAULT 1 NOT NULL,
	"is_allow_upgrade" smallint DEFAULT 0 NOT NULL,
	"account_version" smallint,
	"produce_version" integer DEFAULT 10001 NOT NULL,
	"produce_model" smallint DEFAULT 1 NOT NULL,
	"boss_cockpit_open" smallint DEFAULT 0 NOT NULL,
	"abandon_flag" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"sys_version" smallint DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_type" smallint NOT NULL,
	"name" varchar(30) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_orgs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"org_type" smallint NOT NULL,
	"org_id" integer NOT NULL,
	"role_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"name" varchar(50) NOT NULL,
	"path" varchar(200) DEFAULT '' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"type" smallint NOT NULL,
	"client_type" smallint DEFAULT 1 NOT NULL,
	"menu_status" smallint DEFAULT 1 NOT NULL,
	"icon" varchar(100) DEFAULT '' NOT NULL,
	"url" varchar(300) DEFAULT '' NOT NULL,
	"service_id" integer,
	"code" varchar(100) DEFAULT '' NOT NULL,
	"keep_alive" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "role_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"scope" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" varchar(80) PRIMARY KEY NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"owner_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"org_type" smallint,
	"org_id" integer,
	"method" varchar(10) NOT NULL,
	"route" varchar(200) NOT NULL,
	"operating_url" varchar(500) DEFAULT '' NOT NULL,
	"status_code" smallint NOT NULL,
	"code" integer,
	"request_id" varchar(64) NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" varchar(100) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_steps" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_orgs" ADD CONSTRAINT "account_orgs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_orgs" ADD CONSTRAINT "account_orgs_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_username_uq" ON "accounts" USING btree ("username");--> statement-breakpoint
CREATE INDEX "accounts_created_idx" ON "accounts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "groups_name_idx" ON "groups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "groups_created_idx" ON "groups" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "brands_created_idx" ON "brands" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "brands_group_idx" ON "brands" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "brands_type_created_idx" ON "brands" USING btree ("brand_type","created_at","id");--> statement-breakpoint
CREATE INDEX "brands_status_created_idx" ON "brands" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_orgs_uq" ON "account_orgs" USING btree ("account_id","org_type","org_id","role_id");--> statement-breakpoint
CREATE INDEX "menus_pid_idx" ON "menus" USING btree ("pid","sort");--> statement-breakpoint
CREATE INDEX "stored_files_created_idx" ON "stored_files" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operation_logs_created_idx" ON "operation_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operation_logs_account_idx" ON "operation_logs" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("key","created_at");