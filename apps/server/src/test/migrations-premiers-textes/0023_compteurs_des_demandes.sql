ALTER TABLE "demande" ADD COLUMN "nb_validations_acceptees" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "demande" ADD COLUMN "nb_validations_en_attente" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "demande" ADD COLUMN "nb_validations_refusees" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "demande" ADD COLUMN "nb_commentaires" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The requests' summary counts (issue 10): each request keeps the number of its validations
-- accepted, pending and refused, and of its comments not deleted. Only these triggers write them,
-- whatever changes the validations or the comments, so that no write path can forget them; the
-- requests page reads them instead of counting for each request of the page.
CREATE FUNCTION demande_compter(demandes integer[]) RETURNS void LANGUAGE sql AS $$
  WITH cibles AS (SELECT DISTINCT c.id FROM unnest(demandes) AS c(id)),
  comptes AS (
    SELECT c.id, v.acceptees, v.en_attente, v.refusees, k.commentaires
    FROM cibles c
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE accepte)::int AS acceptees,
        count(*) FILTER (WHERE accepte IS NULL)::int AS en_attente,
        count(*) FILTER (WHERE NOT accepte)::int AS refusees
      FROM validation WHERE demande_id = c.id
    ) v
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS commentaires FROM commentaire_demande WHERE demande_id = c.id AND NOT supprime
    ) k
  )
  UPDATE demande d SET nb_validations_acceptees = r.acceptees, nb_validations_en_attente = r.en_attente,
    nb_validations_refusees = r.refusees, nb_commentaires = r.commentaires
  FROM comptes r
  WHERE d.id = r.id
    AND (d.nb_validations_acceptees, d.nb_validations_en_attente, d.nb_validations_refusees, d.nb_commentaires)
      IS DISTINCT FROM (r.acceptees, r.en_attente, r.refusees, r.commentaires);
$$;
--> statement-breakpoint
-- Statement triggers: a validation tree, or a seed, writes many validations in one statement.
CREATE FUNCTION demande_compteurs_apres() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touchees integer[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN touchees := touchees || array(SELECT demande_id FROM nouvelles); END IF;
  IF TG_OP <> 'INSERT' THEN touchees := touchees || array(SELECT demande_id FROM anciennes); END IF;
  PERFORM demande_compter(array(SELECT DISTINCT unnest(touchees)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['validation', 'commentaire_demande'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_compteurs_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS nouvelles '
      'FOR EACH STATEMENT EXECUTE FUNCTION demande_compteurs_apres()', t);
    EXECUTE format('CREATE TRIGGER %1$s_compteurs_update AFTER UPDATE ON %1$I '
      'REFERENCING OLD TABLE AS anciennes NEW TABLE AS nouvelles '
      'FOR EACH STATEMENT EXECUTE FUNCTION demande_compteurs_apres()', t);
    EXECUTE format('CREATE TRIGGER %1$s_compteurs_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS anciennes '
      'FOR EACH STATEMENT EXECUTE FUNCTION demande_compteurs_apres()', t);
  END LOOP;
END
$$;
--> statement-breakpoint
SELECT demande_compter(array(SELECT id FROM demande));
