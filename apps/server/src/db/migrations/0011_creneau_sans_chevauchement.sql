-- Issue 11 §7, decision 023: a member is never in two slots at once. The code checks it before each
-- slot it writes; this constraint holds it when two requests write at the same moment (the second
-- waits for the first, then fails: the API answers 409). Publication (decision 024) keeps the slots
-- posed by hand and may lay template slots over them, so the rule binds slots of the same origin:
-- template among template (a publication twice over is refused), by hand among by hand.
-- btree_gist gives GiST the equality of integers, dates and text; PGlite loads it in openPglite.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "creneau" ADD CONSTRAINT "creneau_sans_chevauchement" EXCLUDE USING gist (
  "membre_id" WITH =,
  "date" WITH =,
  int4range("heure_debut", "heure_fin") WITH &&,
  "origine" WITH =
);
