ALTER TABLE "validation" ADD COLUMN "demande_statut_id" integer;--> statement-breakpoint
ALTER TABLE "validation" ADD COLUMN "demande_createur_id" integer;--> statement-breakpoint
ALTER TABLE "validation" ADD COLUMN "demande_employe_id" integer;--> statement-breakpoint
ALTER TABLE "validation" ADD COLUMN "demande_etablissement_id" integer;--> statement-breakpoint
-- 'À valider' (decision 046, revision 4): each validation carries the request's status, creator,
-- employee and establishment, copied here by these triggers only, so that no write path can
-- forget them. A validation takes them from its request when written; a request passes a change
-- of them on to its validations.
CREATE FUNCTION validation_copie_demande() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT d.statut_id, d.createur_id, d.employe_id, d.etablissement_id
    INTO NEW.demande_statut_id, NEW.demande_createur_id, NEW.demande_employe_id, NEW.demande_etablissement_id
    FROM demande d WHERE d.id = NEW.demande_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER validation_copie_demande BEFORE INSERT OR UPDATE ON validation
  FOR EACH ROW EXECUTE FUNCTION validation_copie_demande();
--> statement-breakpoint
CREATE FUNCTION demande_vers_validations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The copy itself is validation_copie_demande's: the update only wakes it.
  UPDATE validation SET demande_statut_id = NEW.statut_id WHERE demande_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER demande_vers_validations AFTER UPDATE ON demande
  FOR EACH ROW WHEN (
    OLD.statut_id IS DISTINCT FROM NEW.statut_id
    OR OLD.createur_id IS DISTINCT FROM NEW.createur_id
    OR OLD.employe_id IS DISTINCT FROM NEW.employe_id
    OR OLD.etablissement_id IS DISTINCT FROM NEW.etablissement_id
  ) EXECUTE FUNCTION demande_vers_validations();
--> statement-breakpoint
UPDATE validation SET demande_id = demande_id;--> statement-breakpoint
CREATE INDEX "validation_a_valider" ON "validation" USING btree ("authority","demande_id","demande_createur_id","demande_employe_id","demande_etablissement_id") WHERE "validation"."accepte" is null and "validation"."demande_statut_id" = 1;