ALTER TABLE "fiche_aim" ADD COLUMN "postes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "fiche_aim" ADD COLUMN "total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Sheet summaries (issue 14): each sheet keeps its lines' items in order and its total, the sum of
-- its lines' positive final amounts (initial amount plus the operations on the line's item). Only
-- these triggers write them, whatever changes the lines, the operations or the adjustments, so
-- that no write path can forget them; the history screen and the sheet lists read them instead of
-- adding every line and operation of every sheet at each read.
CREATE FUNCTION fiche_aim_resumer(fiches integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE fiche_aim f SET postes = r.postes, total = r.total
  FROM (
    SELECT f2.id,
      coalesce((SELECT array_agg(l.poste_aim_id ORDER BY l.ordre) FROM fiche_aim_ligne l WHERE l.fiche_aim_id = f2.id),
        '{}') AS postes,
      coalesce((SELECT sum(greatest(l.montant_initial + coalesce(o.somme, 0), 0))
        FROM fiche_aim_ligne l
        LEFT JOIN (
          SELECT op.poste_aim_id, sum(op.montant) AS somme
          FROM ajustement a JOIN operation_aim op ON op.ajustement_id = a.id
          WHERE a.fiche_aim_id = f2.id
          GROUP BY op.poste_aim_id
        ) o ON o.poste_aim_id = l.poste_aim_id
        WHERE l.fiche_aim_id = f2.id), 0) AS total
    FROM fiche_aim f2 WHERE f2.id = ANY (fiches)
  ) r
  WHERE f.id = r.id AND (f.postes, f.total) IS DISTINCT FROM (r.postes, r.total);
$$;
--> statement-breakpoint
-- Statement triggers: a template copy or a seed writes many lines in one statement. Deleting an
-- adjustment deletes its operations first (the cascade), whose sheet is then found from the
-- adjustment's own trigger.
CREATE FUNCTION fiche_aim_resume_apres() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touchees integer[] := '{}';
BEGIN
  IF TG_TABLE_NAME = 'operation_aim' THEN
    IF TG_OP <> 'DELETE' THEN
      touchees := touchees || array(SELECT a.fiche_aim_id FROM ajustement a JOIN nouvelles n ON n.ajustement_id = a.id);
    END IF;
    IF TG_OP <> 'INSERT' THEN
      touchees := touchees || array(SELECT a.fiche_aim_id FROM ajustement a JOIN anciennes o ON o.ajustement_id = a.id);
    END IF;
  ELSE
    IF TG_OP <> 'DELETE' THEN touchees := touchees || array(SELECT fiche_aim_id FROM nouvelles); END IF;
    IF TG_OP <> 'INSERT' THEN touchees := touchees || array(SELECT fiche_aim_id FROM anciennes); END IF;
  END IF;
  PERFORM fiche_aim_resumer(array(SELECT DISTINCT unnest(touchees)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The same three triggers on every table the summary reads.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['fiche_aim_ligne', 'ajustement', 'operation_aim'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_resume_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS nouvelles '
      'FOR EACH STATEMENT EXECUTE FUNCTION fiche_aim_resume_apres()', t);
    EXECUTE format('CREATE TRIGGER %1$s_resume_update AFTER UPDATE ON %1$I '
      'REFERENCING OLD TABLE AS anciennes NEW TABLE AS nouvelles '
      'FOR EACH STATEMENT EXECUTE FUNCTION fiche_aim_resume_apres()', t);
    EXECUTE format('CREATE TRIGGER %1$s_resume_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS anciennes '
      'FOR EACH STATEMENT EXECUTE FUNCTION fiche_aim_resume_apres()', t);
  END LOOP;
END
$$;
--> statement-breakpoint
SELECT fiche_aim_resumer(array(SELECT id FROM fiche_aim));
