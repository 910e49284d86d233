-- Leave types every installation needs (DOMAIN.md, Leave and balances): ids 1–7 as the specification
-- shows them. Counting modes: OUVRABLES (Monday–Saturday) for the balance types, CALENDAIRES for
-- illness and unpaid leave, OUVRES (Monday–Friday) for exceptional leave and half days.
INSERT INTO "conges_type" ("id", "label", "short_label", "couleur", "avec_solde", "chevauchement_autorise", "demi_journee_autorisee", "mode_decompte") OVERRIDING SYSTEM VALUE VALUES
  (1, 'Congés payés', 'CP', '#43A047', true, false, false, 'OUVRABLES'),
  (2, 'Congés trimestriels', 'CT', '#1E88E5', true, false, false, 'OUVRABLES'),
  (3, 'Congés d''ancienneté', 'CA', '#8E24AA', true, false, false, 'OUVRABLES'),
  (4, 'Maladie', 'MAL', '#E53935', false, true, false, 'CALENDAIRES'),
  (5, 'Congé exceptionnel', 'CE', '#FB8C00', false, false, false, 'OUVRES'),
  (6, 'Congé sans solde', 'CSS', '#6D4C41', false, false, false, 'CALENDAIRES'),
  (7, 'Demi-journée / absence autorisée', 'DJ', '#00ACC1', false, false, true, 'OUVRES');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('conges_type', 'id'), 7);
