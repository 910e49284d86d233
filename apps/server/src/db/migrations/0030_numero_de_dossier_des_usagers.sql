ALTER TABLE "usager" ADD COLUMN "numero_dossier" text;--> statement-breakpoint
ALTER TABLE "usager" ADD COLUMN "date_naissance" date;--> statement-breakpoint
CREATE UNIQUE INDEX "usager_numero_dossier_unique" ON "usager" USING btree ("etablissement_id","numero_dossier") WHERE "usager"."numero_dossier" is not null;