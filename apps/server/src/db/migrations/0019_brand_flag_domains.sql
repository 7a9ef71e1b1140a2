ALTER TABLE "brands" ADD CONSTRAINT "brands_abandon_flag_check" CHECK (abandon_flag between 0 and 7);--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_is_allow_upgrade_check" CHECK (is_allow_upgrade in (0, 1));--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_produce_model_check" CHECK (produce_model in (1, 2, 3, 31));--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_boss_cockpit_open_check" CHECK (boss_cockpit_open in (0, 1));