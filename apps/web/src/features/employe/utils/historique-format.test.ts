import { describe, expect, it } from 'vitest';
import { changementsDe, formatValeur, type Referentiels } from './historique-format';
import { humaniser, libelleChamp } from './historique-libelles';

const REFERENTIELS: Referentiels = {
  congesTypes: new Map([[1, 'Congés payés']]),
  contratTypes: new Map([[2, 'Contrat à durée déterminée']]),
  metiers: new Map([[3, 'Éducateur spécialisé']]),
};

describe('formatValeur', () => {
  it('writes dates, times, hours, days and yes/no in French', () => {
    expect(formatValeur('dateDebut', '2026-03-02')).toBe('02/03/2026');
    expect(formatValeur('heureDebut', 450)).toBe('07:30');
    expect(formatValeur('minutes', 180)).toBe('3,00 h');
    expect(formatValeur('nbJours', 2.5)).toBe('2,5 j');
    expect(formatValeur('cadre', true)).toBe('Oui');
    expect(formatValeur('demiJournee', 1)).toBe('Matin');
    expect(formatValeur('dateFin', null)).toBe('—');
  });

  it('writes enums in their French wording and instants as date and time (issue 23)', () => {
    expect(formatValeur('authority', 'CHEF_DE_SERVICE_3')).toBe('Chef de service');
    expect(formatValeur('authority', 'DIRECTEUR_14')).toBe('Direction');
    expect(formatValeur('authority', 'paul@demo.test')).toBe('paul@demo.test');
    expect(formatValeur('validations', 'DIRECTEUR_14, CHEF_DE_SERVICE_3')).toBe('Direction, Chef de service');
    expect(formatValeur('accepte', true)).toBe('Acceptée');
    expect(formatValeur('accepte', false)).toBe('Refusée');
    expect(formatValeur('statutId', 4)).toBe('Annulée');
    expect(formatValeur('type', 'CreneauDeTravail')).toBe('Travail');
    expect(formatValeur('type', 'Congés')).toBe('Congés');
    expect(formatValeur('statut', 'EN_ATTENTE_DE_VALIDATION')).toBe('En attente de validation');
    expect(formatValeur('moyen', 'ESPECE')).toBe('Espèces');
    expect(formatValeur('raison', 'JOURNEE DE SOLIDARITE')).toBe('Journée de solidarité');
    expect(formatValeur('genre', 'Mr')).toBe('M.');
    expect(formatValeur('jourId', 1)).toBe('Lundi');
    expect(formatValeur('mois', 3)).toBe('mars');
    expect(formatValeur('heuresHebdo', 17.5)).toBe('17,5 h');
    expect(formatValeur('dates', '2026-02-02, 2026-02-16')).toBe('02/02/2026, 16/02/2026');
    expect(formatValeur('revoqueeLe', '2026-03-02T09:15:00.000Z')).toMatch(/^02\/03\/2026 à \d{2}:15$/);
  });

  it('names reference data by their label, other ids by their number', () => {
    expect(formatValeur('congesTypeId', 1, REFERENTIELS)).toBe('Congés payés');
    expect(formatValeur('contratTypeId', 2, REFERENTIELS)).toBe('Contrat à durée déterminée');
    expect(formatValeur('metierId', 3, REFERENTIELS)).toBe('Éducateur spécialisé');
    expect(formatValeur('metierId', 9, REFERENTIELS)).toBe('n° 9');
    expect(formatValeur('congesTypeId', 1)).toBe('n° 1');
    expect(formatValeur('chefDeServiceId', 12)).toBe('n° 12');
  });
});

describe('libelleChamp', () => {
  it('labels the keys the server writes, and humanises an unknown one', () => {
    expect(libelleChamp('authority')).toBe('Validation de');
    expect(libelleChamp('commentaireAjoute')).toBe('Commentaire');
    expect(libelleChamp('dateDernierExportElementsPaye')).toBe('Dernier export des éléments de paye');
    expect(humaniser('dureeMinimumEnJours')).toBe('Duree minimum en jours');
    expect(humaniser('posteAimId')).toBe('Poste aim (n°)');
    expect(humaniser('HEURES_NUIT')).toBe('Heures nuit');
    expect(libelleChamp('')).toBe('');
  });
});

describe('changementsDe', () => {
  it('pairs before and after by field, with the field names of the screens', () => {
    expect(changementsDe({ avant: { heuresHebdo: 35 }, apres: { heuresHebdo: 28 } })).toEqual([
      { champ: 'heuresHebdo', libelle: 'Heures hebdomadaires', avant: '35 h', apres: '28 h' },
    ]);
  });

  it('has only « after » on a creation, only « before » on a deletion, and hides technical ids', () => {
    expect(changementsDe({ avant: null, apres: { dateDebut: '2035-06-04', employeId: 4 } })).toEqual([
      { champ: 'dateDebut', libelle: 'Date de début', avant: null, apres: '04/06/2035' },
    ]);
    expect(changementsDe({ avant: { commentaire: 'x' }, apres: null })).toEqual([
      { champ: 'commentaire', libelle: 'Commentaire', avant: 'x', apres: null },
    ]);
  });

  it('reads a decision and a comment as what happened, without ids (issue 23)', () => {
    expect(
      changementsDe({ avant: null, apres: { accepte: true, authority: 'CHEF_DE_SERVICE_3', validationId: 77 } }),
    ).toEqual([
      { champ: 'authority', libelle: 'Validation de', avant: null, apres: 'Chef de service' },
      { champ: 'accepte', libelle: 'Décision', avant: null, apres: 'Acceptée' },
    ]);
    expect(changementsDe({ avant: { commentaireAjoute: null }, apres: { commentaireAjoute: 801 } })).toEqual([
      { champ: 'commentaireAjoute', libelle: 'Commentaire', avant: null, apres: 'ajouté' },
    ]);
  });

  it('reads what a row is about, then its dates in order, before the rest', () => {
    const apres = { dateFin: '2026-03-06', commentaire: null, type: 'Congés', dateDebut: '2026-03-02' };
    expect(changementsDe({ avant: null, apres }).map((c) => c.champ)).toEqual([
      'type',
      'dateDebut',
      'dateFin',
      'commentaire',
    ]);
  });
});
