ALTER TABLE "employe" ADD COLUMN "matricule" text;--> statement-breakpoint
CREATE UNIQUE INDEX "employe_etablissement_id_matricule_index" ON "employe" USING btree ("etablissement_id","matricule");