import { describe, expect, it } from 'vitest';
import type { ContratExistant } from './contrats.lecture';
import type { EmployeExistant } from './import.lecture';
import type { LigneContrat } from './lignes-contrats';
import { planifierContrats } from './plan-contrats';

const employe: EmployeExistant = {
  employeId: 7,
  utilisateurId: 70,
  etablissementId: 1,
  matricule: 'M7',
  email: 'm7@test.local',
  genre: 'Mme',
  nom: 'Durand',
  prenom: 'Anne',
  dateDeNaissance: null,
  telephonePro: null,
};
const types = [
  { contratTypeId: 1, acronyme: 'CDI', libelle: 'CDI', eligibleRemplacement: false },
  { contratTypeId: 2, acronyme: 'CDD', libelle: 'CDD', eligibleRemplacement: true },
];
const ligne = (n: number, dateDebut: string, dateFin: string | null, contratTypeId = 2): LigneContrat => ({
  ligne: n,
  matricule: 'M7',
  etablissementId: 1,
  etablissement: 'Foyer',
  contratTypeId,
  acronyme: contratTypeId === 1 ? 'CDI' : 'CDD',
  metierId: 1,
  heuresHebdo: 35,
  dateDebut,
  dateFin,
  cadre: false,
  nbJoursAstreintesAnnuels: 0,
  matriculeRemplace: null,
});
const cddEnCours: ContratExistant = {
  contratId: 3,
  employeId: 7,
  contratTypeId: 2,
  acronyme: 'CDD',
  metierId: 1,
  metier: 'Éducateur',
  heuresHebdo: 35,
  dateDebut: '2026-01-01',
  dateFin: '2026-12-31',
  cadre: false,
  nbJoursAstreintesAnnuels: 0,
  remplaceEmployeId: null,
  remplaceMatricule: null,
};

describe('planifierContrats', () => {
  it('accepts a file that shortens a contract after adding the next one, whatever the order', () => {
    const plan = planifierContrats(
      [ligne(2, '2026-07-01', null, 1), ligne(3, '2026-01-01', '2026-06-30')],
      [employe],
      [cddEnCours],
      types,
    );
    expect(plan.erreurs).toEqual([]);
    expect(plan.lignes.map((l) => l.action)).toEqual(['CREATION', 'MODIFICATION']);
    expect(plan.aModifier[0]).toMatchObject({ contratId: 3, apres: { dateFin: '2026-06-30' } });
    expect(plan.employesTouches()).toEqual([7]);
  });

  it('refuses the new contract when the existing one keeps its dates', () => {
    const plan = planifierContrats([ligne(2, '2026-07-01', null, 1)], [employe], [cddEnCours], types);
    expect(plan.erreurs).toEqual([
      {
        ligne: 2,
        colonne: 'Date de début',
        message: 'Ce contrat chevauche le contrat CDD du 01/01/2026 au 31/12/2026',
      },
    ]);
    expect(plan.employesTouches()).toEqual([]);
  });

  it('finds an identical contract unchanged', () => {
    const plan = planifierContrats([ligne(2, '2026-01-01', '2026-12-31')], [employe], [cddEnCours], types);
    expect(plan.lignes).toMatchObject([{ action: 'INCHANGE', libelle: 'Anne Durand · CDD du 01/01/2026' }]);
  });
});
