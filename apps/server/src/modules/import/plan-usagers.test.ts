import { describe, expect, it } from 'vitest';
import type { LigneUsager } from './lignes-usagers';
import { planifierUsagers, type UsagerExistant } from './plan-usagers';

const ligne = (o: Partial<LigneUsager> = {}): LigneUsager => ({
  ligne: 2,
  numeroDossier: 'D001',
  etablissementId: 14,
  etablissement: 'Les Cèdres',
  genre: 'F',
  nom: 'Durand',
  prenom: 'Léa',
  dateNaissance: '1990-05-04',
  serviceId: 3,
  service: 'Foyer',
  dateDebut: '2026-01-05',
  dateFin: null,
  ...o,
});

const existant = (
  accueils: UsagerExistant['accueils'],
  o: Partial<UsagerExistant['etatCivil']> = {},
): UsagerExistant => ({
  usagerId: 9,
  etablissementId: 14,
  etatCivil: { numeroDossier: 'D001', genre: 'F', nom: 'Durand', prenom: 'Léa', dateNaissance: '1990-05-04', ...o },
  accueils,
});

const actions = (p: ReturnType<typeof planifierUsagers>) => p.lignes.map((l) => l.action);

describe('planifierUsagers', () => {
  it('creates a new resident with their stay', () => {
    const plan = planifierUsagers([ligne()], []);
    expect(actions(plan)).toEqual(['CREATION']);
    expect(plan.aCreer[0]).toMatchObject({
      etablissementId: 14,
      accueil: { serviceId: 3, dateDebut: '2026-01-05' },
    });
  });

  it('changes nothing for the same file again', () => {
    const plan = planifierUsagers(
      [ligne()],
      [existant([{ accueilId: 1, serviceId: 3, service: 'Foyer', dateDebut: '2026-01-05', dateFin: null }])],
    );
    expect(actions(plan)).toEqual(['INCHANGE']);
    expect(plan.aModifier).toEqual([]);
  });

  it('updates the civil status found by file number', () => {
    const plan = planifierUsagers(
      [ligne({ nom: 'Durand-Petit' })],
      [existant([{ accueilId: 1, serviceId: 3, service: 'Foyer', dateDebut: '2026-01-05', dateFin: null }])],
    );
    expect(actions(plan)).toEqual(['MODIFICATION']);
    expect(plan.aModifier[0]?.etatCivil?.apres.nom).toBe('Durand-Petit');
  });

  it('ends the open stay the day before a stay in another service', () => {
    const plan = planifierUsagers(
      [ligne({ serviceId: 4, service: 'Accueil de jour', dateDebut: '2026-03-01' })],
      [existant([{ accueilId: 1, serviceId: 3, service: 'Foyer', dateDebut: '2026-01-05', dateFin: null }])],
    );
    expect(plan.aModifier[0]).toMatchObject({
      finModifiee: { accueilId: 1, avant: null, apres: '2026-02-28' },
      ouvrir: { serviceId: 4, dateDebut: '2026-03-01', dateFin: null },
    });
  });

  it('changes the end of the same stay', () => {
    const plan = planifierUsagers(
      [ligne({ dateFin: '2026-06-30' })],
      [existant([{ accueilId: 1, serviceId: 3, service: 'Foyer', dateDebut: '2026-01-05', dateFin: null }])],
    );
    expect(plan.aModifier[0]?.finModifiee).toEqual({ accueilId: 1, avant: null, apres: '2026-06-30' });
  });

  it.each([
    [
      'a stay starting before the open one',
      ligne({ serviceId: 4, dateDebut: '2025-12-01' }),
      "Cet accueil chevauche l'accueil commencé le 05/01/2026",
    ],
    ['an end before the start', ligne({ dateFin: '2025-01-01' }), "La fin de l'accueil précède son début"],
  ])('refuses %s', (_, l, message) => {
    const plan = planifierUsagers(
      [l],
      [existant([{ accueilId: 1, serviceId: 3, service: 'Foyer', dateDebut: '2026-01-05', dateFin: null }])],
    );
    expect(plan.erreurs.map((e) => e.message)).toEqual([message]);
    expect(actions(plan)).toEqual(['ERREUR']);
  });

  it('refuses the same file number twice in a file', () => {
    const plan = planifierUsagers([ligne(), ligne({ ligne: 3 })], []);
    expect(plan.erreurs).toEqual([
      { ligne: 3, colonne: 'Numéro de dossier', message: 'Dossier D001 déjà présent à la ligne 2' },
    ]);
  });
});
