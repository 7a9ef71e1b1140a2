CREATE TABLE "base_data" (
	"name" varchar(200) PRIMARY KEY NOT NULL,
	"hash" varchar(64) DEFAULT '' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "key" varchar(150);--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "key" varchar(50);--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "remark" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "data_scope_group_ids" integer[];--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "menus_key_uq" ON "menus" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_key_uq" ON "roles" USING btree ("key");--> statement-breakpoint
-- Databases made before base data: their system roles get their stable keys once, here; from now on code finds roles by key.
UPDATE "roles" SET "key" = 'platform_admin' WHERE "key" IS NULL AND "name" = '运营管理员' AND "id" = (SELECT min("id") FROM "roles" WHERE "name" = '运营管理员');--> statement-breakpoint
UPDATE "roles" SET "key" = 'brand_staff' WHERE "key" IS NULL AND "name" = '品牌员工' AND "id" = (SELECT min("id") FROM "roles" WHERE "name" = '品牌员工');--> statement-breakpoint
UPDATE "roles" SET "key" = 'group_ops' WHERE "key" IS NULL AND "name" = '集团运营' AND "id" = (SELECT min("id") FROM "roles" WHERE "name" = '集团运营');
