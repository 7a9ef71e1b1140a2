ALTER TABLE "brands" ADD COLUMN "flag_code" smallint GENERATED ALWAYS AS ((least(greatest(abandon_flag, 0), 7)
  + case when is_allow_upgrade = 1 then 8 else 0 end
  + case when account_version = 1 then 16 else 0 end
  + case produce_model when 1 then 0 when 2 then 32 when 3 then 64 else 96 end
  + case when boss_cockpit_open = 1 then 128 else 0 end)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "brands_flag_code_created_idx" ON "brands" USING btree ("flag_code","created_at","id");