ALTER TABLE "demande" ADD COLUMN "nb_validations_acceptees" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "demande" ADD COLUMN "nb_validations_en_attente" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "demande" ADD COLUMN "nb_validations_refusees" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "demande" ADD COLUMN "nb_commentaires" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The requests' summary counts (issue 10): each request keeps the number of its validations
-- accepted, pending and refused, and of its comments not deleted. Only these triggers write them,
-- whatever changes the validations or the comments, so that no write path can forget them; the
-- requests page reads them instead of counting for each request of the page.
CREATE FUNCTION demande_compter(demandes integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Locked first, then counted by a statement that starts after the locks: a concurrent writer of
  -- the same request's validations or comments has committed by then, and its rows are counted.
  -- The use cases lock the request before writing its validations or comments, so this waits only
  -- for a writer that did not.
  PERFORM 1 FROM demande WHERE id = ANY (demandes) ORDER BY id FOR NO KEY UPDATE;
  WITH comptes AS (
    SELECT d.id, v.acceptees, v.en_attente, v.refusees, k.commentaires
    FROM demande d
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE accepte)::int AS acceptees,
        count(*) FILTER (WHERE accepte IS NULL)::int AS en_attente,
        count(*) FILTER (WHERE NOT accepte)::int AS refusees
      FROM validation WHERE demande_id = d.id
    ) v
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS commentaires FROM commentaire_demande WHERE demande_id = d.id AND NOT supprime
    ) k
    WHERE d.id = ANY (demandes)
  )
  UPDATE demande d SET nb_validations_acceptees = r.acceptees, nb_validations_en_attente = r.en_attente,
    nb_validations_refusees = r.refusees, nb_commentaires = r.commentaires
  FROM comptes r
  WHERE d.id = r.id
    AND (d.nb_validations_acceptees, d.nb_validations_en_attente, d.nb_validations_refusees, d.nb_commentaires)
      IS DISTINCT FROM (r.acceptees, r.en_attente, r.refusees, r.commentaires);
END
$$;
--> statement-breakpoint
-- Statement triggers: a validation tree, or a seed, writes many validations in one statement. An
-- update counts again only the requests whose counts it can move: the daily reminders and the copy
-- of a request's status into its validations rewrite validations without deciding them, and must
-- not lock their requests.
CREATE FUNCTION demande_compteurs_apres() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touchees integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    touchees := array(SELECT demande_id FROM nouvelles);
  ELSIF TG_OP = 'DELETE' THEN
    touchees := array(SELECT demande_id FROM anciennes);
  ELSIF TG_TABLE_NAME = 'validation' THEN
    touchees := array(SELECT unnest(array[o.demande_id, n.demande_id]) FROM anciennes o JOIN nouvelles n ON n.id = o.id
      WHERE (n.accepte, n.demande_id) IS DISTINCT FROM (o.accepte, o.demande_id));
  ELSE
    touchees := array(SELECT unnest(array[o.demande_id, n.demande_id]) FROM anciennes o JOIN nouvelles n ON n.id = o.id
      WHERE (n.supprime, n.demande_id) IS DISTINCT FROM (o.supprime, o.demande_id));
  END IF;
  IF cardinality(touchees) > 0 THEN
    PERFORM demande_compter(array(SELECT DISTINCT unnest(touchees)));
  END IF;
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
