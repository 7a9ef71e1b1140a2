CREATE TABLE "job_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"worker_id" varchar(80) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" varchar(12),
	"error" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"status" varchar(12) DEFAULT 'queued' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"worker_id" varchar(80),
	"heartbeat_at" timestamp with time zone,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer,
	"error" text DEFAULT '' NOT NULL,
	"dedupe_key" varchar(80),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "download_links" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"org_type" smallint,
	"org_id" integer,
	"biz_type" smallint DEFAULT 105 NOT NULL,
	"kind" varchar(10) NOT NULL,
	"model_name" varchar(60) NOT NULL,
	"model_name_desc" varchar(60) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"remark" varchar(20) DEFAULT '' NOT NULL,
	"export_person" varchar(32) DEFAULT '' NOT NULL,
	"export_person_name" varchar(50) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"download_status" smallint DEFAULT 0 NOT NULL,
	"flow_no" varchar(40) NOT NULL,
	"job_id" integer,
	"file_key" varchar(80),
	"file_size" bigint,
	"source_key" varchar(80),
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"rows_failed" integer DEFAULT 0 NOT NULL,
	"error" varchar(500) DEFAULT '' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_batch_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"order_no" varchar(40) NOT NULL,
	"actual_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"shop_name" varchar(50) DEFAULT '' NOT NULL,
	"order_at" timestamp with time zone,
	"operate_flag" smallint NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_super_admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_attempts" ADD CONSTRAINT "job_attempts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_links" ADD CONSTRAINT "download_links_plan_id_task_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."task_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_plans" ADD CONSTRAINT "task_plans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_batch_results" ADD CONSTRAINT "order_batch_results_plan_id_task_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."task_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_super_admins" ADD CONSTRAINT "brand_super_admins_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_super_admins" ADD CONSTRAINT "brand_super_admins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_attempts_job_idx" ON "job_attempts" USING btree ("job_id","attempt");--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","run_after","id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_uq" ON "jobs" USING btree ("dedupe_key") WHERE status in ('queued', 'running') and dedupe_key is not null;--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "download_links_expires_idx" ON "download_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "task_plans_account_idx" ON "task_plans" USING btree ("account_id","biz_type","id");--> statement-breakpoint
CREATE INDEX "task_plans_created_idx" ON "task_plans" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "task_plans_flow_uq" ON "task_plans" USING btree ("flow_no");--> statement-breakpoint
CREATE INDEX "order_batch_results_plan_idx" ON "order_batch_results" USING btree ("plan_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_super_admins_uq" ON "brand_super_admins" USING btree ("brand_id","account_id");--> statement-breakpoint
CREATE INDEX "brand_super_admins_account_idx" ON "brand_super_admins" USING btree ("account_id");