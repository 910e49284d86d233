-- Reference data every installation needs: contract types and jobs (spec: /contrat/types, /contrat/metiers).
INSERT INTO "contrat_type" ("id", "acronyme", "libelle", "eligible_remplacement") OVERRIDING SYSTEM VALUE VALUES
  (1, 'CDI', 'Contrat à durée indéterminée', false),
  (2, 'CDD', 'Contrat à durée déterminée', true),
  (3, 'CDDR', 'Contrat à durée déterminée de remplacement', true),
  (4, 'VAC', 'Vacation', true),
  (5, 'APP', 'Contrat d''apprentissage', false),
  (6, 'STA', 'Stage', false);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('contrat_type', 'id'), 6);
--> statement-breakpoint
INSERT INTO "metier" ("libelle", "categorie") VALUES
  ('Éducateur spécialisé', 'educatif'),
  ('Moniteur éducateur', 'educatif'),
  ('Aide médico-psychologique', 'educatif'),
  ('Accompagnant éducatif et social', 'educatif'),
  ('Éducateur de jeunes enfants', 'educatif'),
  ('Infirmier', 'educatif'),
  ('Veilleur de nuit', 'educatif'),
  ('Psychologue', 'cadre'),
  ('Chef de service', 'cadre'),
  ('Directeur', 'cadre'),
  ('Comptable', 'administratif'),
  ('Secrétaire', 'administratif'),
  ('Agent administratif', 'administratif'),
  ('Maîtresse de maison', 'services_generaux'),
  ('Agent d''entretien', 'services_generaux'),
  ('Cuisinier', 'services_generaux');
