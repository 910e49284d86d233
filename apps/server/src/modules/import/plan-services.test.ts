import { describe, expect, it } from 'vitest';
import type { LigneService } from './lignes-services';
import { planifierServices } from './plan-services';

const ligne = (n: number, valeurs: Partial<LigneService> = {}): LigneService => ({
  ligne: n,
  etablissementId: 1,
  siegeSocialId: 9,
  etablissement: 'Foyer',
  service: 'Accueil',
  chef: 'C1',
  membre: null,
  heuresHebdo: null,
  couleur: null,
  ...valeurs,
});
const employe = (employeId: number, matricule: string, etablissementId = 1) => ({
  employeId,
  etablissementId,
  matricule,
  prenom: 'Prénom',
  nom: `Nom${employeId}`,
});
const employes = [employe(1, 'C1'), employe(2, 'M2'), employe(3, 'C3', 9), employe(4, 'M4')];
const accueil = { serviceId: 10, nom: 'Accueil', etablissementId: 1, chefDeServiceId: 1 };

describe('planifierServices', () => {
  it('finds the service by establishment and name whatever the case, and the member by matricule', () => {
    const membres = [{ membreId: 5, serviceId: 10, employeId: 2, couleur: '#EEEEEE', heuresHebdo: 35 }];
    const plan = planifierServices(
      [ligne(2, { service: 'ACCUEIL', membre: 'M2', heuresHebdo: 35 }), ligne(3, { service: 'accueil', membre: 'M4' })],
      [accueil],
      membres,
      employes,
    );
    expect(plan.lignes.map((l) => l.action)).toEqual(['INCHANGE', 'CREATION']);
    expect(plan.services).toEqual([expect.objectContaining({ serviceId: 10, changerChef: false })]);
    expect(plan.membres).toEqual([
      { cleService: '1:accueil', employeId: 4, membre: null, valeurs: { couleur: '#EEEEEE', heuresHebdo: 0 } },
    ]);
  });

  it('keeps hours and colour left empty, and changes a head to one of the head office', () => {
    const membres = [{ membreId: 5, serviceId: 10, employeId: 2, couleur: '#ABCDEF', heuresHebdo: 20 }];
    const plan = planifierServices([ligne(2, { chef: 'C3', membre: 'M2' })], [accueil], membres, employes);
    expect(plan.membres).toEqual([]);
    expect(plan.services[0]).toMatchObject({ changerChef: true, chefDeServiceId: 3 });
    expect(plan.lignes[0]?.action).toBe('MODIFICATION');
  });

  it('refuses two heads for one service and a head out of the establishment and its head office', () => {
    const plan = planifierServices(
      [ligne(2), ligne(3, { chef: 'M2' }), ligne(4, { service: 'Nuit', chef: 'X', etablissementId: 2 })],
      [],
      [],
      [...employes, employe(7, 'X', 3)],
    );
    expect(plan.erreurs.map((e) => e.message)).toEqual([
      'Le service Accueil a un autre chef à la ligne 2',
      "Le chef de service X n'est pas un employé de Foyer ni de son siège",
    ]);
  });
});
