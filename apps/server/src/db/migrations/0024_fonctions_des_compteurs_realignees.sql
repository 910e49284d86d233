-- Migrations 0022 and 0023 were edited after they landed (decision 080): a database migrated from
-- their first text kept the first bodies of these four functions. Replacing them with the final
-- text brings every database to the same state; the summaries and counts they write were the same
-- numbers either way, so no row is recomputed.
CREATE OR REPLACE FUNCTION fiche_aim_resumer(fiches integer[]) RETURNS void LANGUAGE sql AS $$
  WITH cibles AS (SELECT DISTINCT c.id FROM unnest(fiches) AS c(id)),
  operations AS (
    SELECT a.fiche_aim_id, op.poste_aim_id, sum(op.montant) AS somme
    FROM cibles c JOIN ajustement a ON a.fiche_aim_id = c.id JOIN operation_aim op ON op.ajustement_id = a.id
    GROUP BY a.fiche_aim_id, op.poste_aim_id
  ),
  resumes AS (
    SELECT c.id,
      coalesce(array_agg(l.poste_aim_id ORDER BY l.ordre) FILTER (WHERE l.poste_aim_id IS NOT NULL), '{}') AS postes,
      coalesce(sum(greatest(l.montant_initial + coalesce(o.somme, 0), 0)), 0) AS total
    FROM cibles c
    LEFT JOIN fiche_aim_ligne l ON l.fiche_aim_id = c.id
    LEFT JOIN operations o ON o.fiche_aim_id = l.fiche_aim_id AND o.poste_aim_id = l.poste_aim_id
    GROUP BY c.id
  )
  UPDATE fiche_aim f SET postes = r.postes, total = r.total
  FROM resumes r
  WHERE f.id = r.id AND (f.postes, f.total) IS DISTINCT FROM (r.postes, r.total);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fiche_aim_resume_apres() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touchees integer[] := '{}';
  ajustements integer[] := '{}';
BEGIN
  IF TG_TABLE_NAME = 'operation_aim' THEN
    IF TG_OP <> 'DELETE' THEN ajustements := ajustements || array(SELECT ajustement_id FROM nouvelles); END IF;
    IF TG_OP <> 'INSERT' THEN ajustements := ajustements || array(SELECT ajustement_id FROM anciennes); END IF;
    -- Through an array: joined with the transition table, whose size the planner does not know,
    -- the adjustments were scanned once per operation (25 s for the large data set's 12,000).
    touchees := array(SELECT a.fiche_aim_id FROM ajustement a WHERE a.id = ANY (ajustements));
  ELSE
    IF TG_OP <> 'DELETE' THEN touchees := touchees || array(SELECT fiche_aim_id FROM nouvelles); END IF;
    IF TG_OP <> 'INSERT' THEN touchees := touchees || array(SELECT fiche_aim_id FROM anciennes); END IF;
  END IF;
  PERFORM fiche_aim_resumer(array(SELECT DISTINCT unnest(touchees)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION demande_compter(demandes integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION demande_compteurs_apres() RETURNS trigger LANGUAGE plpgsql AS $$
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
