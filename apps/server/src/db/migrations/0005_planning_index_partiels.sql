DROP INDEX "creneau_remplace_id_index";--> statement-breakpoint
DROP INDEX "creneau_origine_creneau_id_index";--> statement-breakpoint
CREATE INDEX "creneau_remplace_id_index" ON "creneau" USING btree ("remplace_id") WHERE "creneau"."remplace_id" is not null;--> statement-breakpoint
CREATE INDEX "creneau_origine_creneau_id_index" ON "creneau" USING btree ("origine_creneau_id") WHERE "creneau"."origine_creneau_id" is not null;