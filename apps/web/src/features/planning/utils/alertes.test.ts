import { borneHoraire, type Creneau, type Membre, type PlanningSemaine } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { alertesDeLaSemaine, alertesDuModele } from './alertes';

const membre = (membreId: number, nomComplet: string): Membre => ({
  membreId,
  serviceId: 1,
  couleur: '#EEEEEE',
  heuresHebdo: 35,
  titulaire: true,
  nomComplet,
  dateFin: null,
  employe: {
    employeId: membreId,
    nomComplet,
    etablissement: { etablissementId: 14 },
    utilisateur: { utilisateurId: membreId, prenom: '', nom: nomComplet, nomComplet },
    indisponibilites: [],
  },
});

let id = 0;
const creneau = (
  membreId: number,
  date: string,
  debut: number,
  fin: number,
  extra: Partial<Creneau> = {},
): Creneau => ({
  creneauId: ++id,
  creneauTriId: id,
  type: 'CreneauDeTravail',
  serviceId: 1,
  membreId,
  date,
  heureDebut: borneHoraire(debut),
  heureFin: borneHoraire(fin),
  abilities: {},
  ...extra,
});

const semaine = (creneaux: Creneau[]): PlanningSemaine => ({
  serviceId: 1,
  semaine: { semaine: 48, annee: 2026, numeroSemaine: '48-2026', dateDebut: '2026-11-23', dateFin: '2026-11-29' },
  modeleEnVigueur: true,
  membres: [membre(1, 'Alice Martin'), membre(2, 'Bruno Petit')],
  creneaux,
  absences: [],
  feriesAutomatiques: [],
  compteurs: [],
  abilities: { ajouterCreneau: false, ajouterFormation: false, modifierModele: false },
});

describe('planning alerts on screen', () => {
  it('names the member, the week and the day of each alert of a service week', () => {
    const lignes = alertesDeLaSemaine(
      semaine([
        creneau(2, '2026-11-23', 840, 1380),
        creneau(2, '2026-11-24', 420, 840),
        creneau(1, '2026-11-25', 420, 840),
      ]),
    );
    expect(lignes.map((l) => `${l.nom} : ${l.message}`)).toEqual([
      'Bruno Petit : 8 h de repos seulement avant le mardi 24/11 (11 h minimum)',
    ]);
  });

  it('ignores the work of a member on leave that day', () => {
    const longue = creneau(1, '2026-11-25', 420, 1140, { indisponible: true });
    expect(alertesDeLaSemaine(semaine([longue]))).toEqual([]);
    expect(alertesDeLaSemaine(semaine([{ ...longue, indisponible: undefined }]))[0]?.message).toBe(
      '12 h le mercredi 25/11 : journée de plus de 10 h',
    );
  });

  it('words the template infos of the server', () => {
    const lignes = alertesDuModele(
      [
        { membreId: 1, type: 'MINUTES_MOYENNES_PAR_SEMAINE', valeur: 2100 },
        { membreId: 1, type: 'SEMAINE_AU_DELA_DE_44H', valeur: 2, minutes: 2700 },
        { membreId: 2, type: 'REPOS_QUOTIDIEN', valeur: 1, jourId: 3, minutes: 570 },
        { membreId: 2, type: 'MOINS_DE_DEUX_REPOS', valeur: 1 },
      ],
      [membre(1, 'Alice Martin'), membre(2, 'Bruno Petit')],
    );
    expect(lignes.map((l) => `${l.nom} : ${l.message}`)).toEqual([
      'Alice Martin : 45 h sur la semaine 2 du modèle : au-delà de 44 h',
      'Bruno Petit : 9 h 30 de repos seulement avant le mercredi de la semaine 1 (11 h minimum)',
      'Bruno Petit : moins de deux jours de repos sur la semaine 1 du modèle',
    ]);
  });
});
