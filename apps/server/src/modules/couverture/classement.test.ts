import { REGLES_DU_TRAVAIL_PAR_DEFAUT as R } from '@roulement/contract';
import { describe, expect, it } from 'vitest';
import { type CreneauCible, cercleDe, classer, type Personne } from './classement';

// Wednesday 4 March 2026, 07:00–14:00, in establishment 1.
const cible: CreneauCible = { etablissementId: 1, date: '2026-03-04', heureDebut: 420, heureFin: 840 };
let id = 0;
const personne = (o: Partial<Personne> = {}): Personne => ({
  employeId: ++id,
  utilisateurId: id,
  etablissementId: 1,
  etablissement: 'Les Tilleuls',
  prenom: 'P',
  nom: `N${id}`,
  membre: false,
  titulaire: true,
  memeMetier: true,
  enConges: false,
  contratMinutes: 2100,
  travail: [],
  minutesOnzeSemaines: 0,
  remplacementsDuMois: 0,
  ...o,
});

describe('cercleDe (issue 27: service, establishment, association, vacataires)', () => {
  it.each([
    ['a member of the service', { membre: true, memeMetier: false }, 'SERVICE'],
    ['same job, open-ended contract', {}, 'ETABLISSEMENT'],
    ['same job, another establishment', { etablissementId: 2 }, 'ASSOCIATION'],
    ['same job, no open-ended contract', { titulaire: false }, 'VACATAIRE'],
    ['another job', { memeMetier: false }, null],
  ] as const)('%s', (_cas, o, cercle) => {
    expect(cercleDe(personne(o), cible)).toBe(cercle);
  });
});

describe('classer', () => {
  it('orders by circle, availability, derogation, hours kind, week, replacements', () => {
    const vacataire = personne({ titulaire: false, nom: 'Vacataire' });
    const ailleurs = personne({ etablissementId: 2, nom: 'Ailleurs' });
    const enConges = personne({ membre: true, enConges: true, nom: 'Conges' });
    const enPoste = personne({
      membre: true,
      nom: 'Poste',
      travail: [{ date: '2026-03-04', heureDebut: 600, heureFin: 900 }],
    });
    const derogation = personne({
      membre: true,
      nom: 'Derogation',
      travail: [{ date: '2026-03-03', heureDebut: 840, heureFin: 1290 }],
    });
    const tempsPartiel = personne({
      membre: true,
      nom: 'Partiel',
      contratMinutes: 1200,
      travail: [
        { date: '2026-03-02', heureDebut: 420, heureFin: 840 },
        { date: '2026-03-05', heureDebut: 420, heureFin: 840 },
      ],
    });
    const tempsPlein = personne({
      membre: true,
      nom: 'Plein',
      travail: ['2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06'].map((date) => ({
        date,
        heureDebut: 420,
        heureFin: 900,
      })),
    });
    const libreCharge = personne({
      membre: true,
      nom: 'Charge',
      remplacementsDuMois: 3,
      minutesOnzeSemaines: 11 * 2100,
    });
    const libre = personne({ membre: true, nom: 'Libre' });
    const bloque = personne({
      membre: true,
      nom: 'Bloque',
      travail: [{ date: '2026-03-03', heureDebut: 900, heureFin: 1380 }],
    });
    const { candidats, ecartes } = classer(R, cible, [
      vacataire,
      ailleurs,
      enConges,
      enPoste,
      derogation,
      tempsPlein,
      tempsPartiel,
      libreCharge,
      libre,
      bloque,
    ]);
    expect(ecartes).toBe(1);
    expect(candidats.map((c) => c.nomComplet)).toEqual(
      ['Libre', 'Charge', 'Partiel', 'Plein', 'Derogation', 'Conges', 'Poste', 'Ailleurs', 'Vacataire'].map(
        (n) => `P ${n}`,
      ),
    );
    expect(candidats.find((c) => c.nomComplet === 'P Poste')).toMatchObject({
      disponible: false,
      raisons: ['déjà en poste 10:00–15:00'],
    });
    expect(candidats.find((c) => c.nomComplet === 'P Conges')!.raisons).toEqual(['en congé']);
    expect(candidats.find((c) => c.nomComplet === 'P Charge')!.raisons).toEqual([
      'libre',
      'repos de 11 h respecté',
      '7 h / 35 h cette semaine',
      '32 h 40 de moyenne sur 12 semaines',
      '3 remplacements ce mois-ci',
    ]);
    expect(candidats.find((c) => c.nomComplet === 'P Partiel')!.raisons).toContain('1 h complémentaires');
    expect(candidats.find((c) => c.nomComplet === 'P Derogation')!.avertissement).toBe(true);
  });
});
