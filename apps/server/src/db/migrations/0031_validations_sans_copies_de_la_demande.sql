-- 'À valider' reads the pending validations through their request again (decision 098, issue 24):
-- the capacity budget holds without the copies of migration 0021, so their triggers, index and
-- columns go, and who may validate is decided by the request policy alone.
DROP TRIGGER "demande_vers_validations" ON "demande";--> statement-breakpoint
DROP FUNCTION "demande_vers_validations"();--> statement-breakpoint
DROP TRIGGER "validation_copie_demande" ON "validation";--> statement-breakpoint
DROP FUNCTION "validation_copie_demande"();--> statement-breakpoint
DROP INDEX "validation_a_valider";--> statement-breakpoint
ALTER TABLE "validation" DROP COLUMN "demande_statut_id";--> statement-breakpoint
ALTER TABLE "validation" DROP COLUMN "demande_createur_id";--> statement-breakpoint
ALTER TABLE "validation" DROP COLUMN "demande_employe_id";--> statement-breakpoint
ALTER TABLE "validation" DROP COLUMN "demande_etablissement_id";
