import { describe, expect, it } from 'vitest';
import { type RoleHolder, roleChefDeService } from '../common/roles';
import { abilitiesService, peutGererService, peutVoirService, posePourMembre } from './service.access';
import { ABILITIES_SERVICE_TOUS_LES_EMPLOYES, afficheLesHeures, groupesMembres, ongletsService } from './service.rules';

const m = (membreId: number, employeId: number, nomComplet: string, titulaire: boolean) => ({
  membreId,
  titulaire,
  nomComplet,
  employe: { employeId },
});

describe('members groups (spec §2.7)', () => {
  it('groups titulaires then remplaçants, sorted, without empty groups', () => {
    const groupes = groupesMembres(5, [m(1, 1, 'Zoé Z', true), m(2, 2, 'Éric E', false), m(3, 3, 'Anne A', true)]);
    expect(groupes.map((g) => [g.titre, g.membres.map((x) => x.membreId)])).toEqual([
      ['Titulaires', [3, 1]],
      ['Remplacants', [2]],
    ]);
    expect(groupesMembres(5, [m(1, 1, 'A', true)]).map((g) => g.titre)).toEqual(['Titulaires']);
  });

  it('lists each employee once and without headings in service 0', () => {
    const groupes = groupesMembres(0, [m(1, 7, 'B', true), m(2, 7, 'B', true), m(3, 8, 'A', false)]);
    expect(groupes).toEqual([{ titre: null, membres: [m(3, 8, 'A', false), m(1, 7, 'B', true)] }]);
    expect(afficheLesHeures(0)).toBe(false);
    expect(afficheLesHeures(3)).toBe(true);
  });
});

describe('service roles (spec §6)', () => {
  const scope = {
    serviceId: 9,
    etablissement: { etablissementId: 6, siegeSocialId: 1, aideIndividuelleMensuelle: true },
  };
  const u = (...roles: string[]): RoleHolder => ({ username: 'x@y.fr', roles });

  it.each([
    { cas: 'head of the service', user: u(`ROLE_${roleChefDeService(9)}`), voir: true, gerer: true },
    { cas: 'head of another service', user: u(`ROLE_${roleChefDeService(8)}`), voir: false, gerer: false },
    { cas: 'employee of the establishment', user: u('ROLE_SALARIE_6'), voir: true, gerer: false },
    { cas: 'employee of another establishment', user: u('ROLE_SALARIE_14'), voir: false, gerer: false },
    { cas: 'administrator of the establishment', user: u('ROLE_ADMINISTRATEUR_6'), voir: true, gerer: true },
    { cas: 'administrator of the head office', user: u('ROLE_ADMINISTRATEUR_1'), voir: true, gerer: true },
    { cas: 'director', user: u('ROLE_DIRECTEUR_6'), voir: true, gerer: false },
    { cas: 'Administrateur', user: u('ROLE_Administrateur'), voir: true, gerer: true },
  ])('$cas: sees $voir, manages $gerer', ({ user, voir, gerer }) => {
    expect(peutVoirService(user, scope)).toBe(voir);
    expect(peutGererService(user, scope)).toBe(gerer);
  });

  it('gives close and delete to the establishment administrator, the strategy switch to the director', () => {
    const chef = abilitiesService(u(`ROLE_${roleChefDeService(9)}`), scope);
    expect(chef).toMatchObject({
      administrer: true,
      fermer: false,
      supprimer: false,
      modifierValidationAutonome: false,
    });
    expect(chef.voirAim).toBe(true);
    // Spec §6: the head poses leave from the planning; editing it stays the administrator's.
    expect(chef.poserConges).toBe(true);
    const admin = abilitiesService(u('ROLE_ADMINISTRATEUR_6'), scope);
    expect(admin).toMatchObject({ fermer: true, supprimer: true, publierDansLePasse: true, voirFicheEmploye: true });
    expect(admin.poserConges).toBe(true);
    expect(abilitiesService(u('ROLE_DIRECTEUR_6'), scope).modifierValidationAutonome).toBe(true);
    expect(abilitiesService(u('ROLE_COMPTABLE_6'), scope)).toMatchObject({ exportPaye: true, gererMembres: false });
  });

  it('shows the tabs the abilities allow, and only Membres for service 0', () => {
    const admin = abilitiesService(u('ROLE_ADMINISTRATEUR_6'), scope);
    expect(ongletsService(9, admin)).toEqual([
      'Membres',
      'Tableau des congés',
      'Administration',
      'Aide Indiv. Mensuelle',
    ]);
    expect(ongletsService(9, abilitiesService(u('ROLE_SALARIE_6'), scope))).toEqual(['Membres', 'Tableau des congés']);
    expect(ongletsService(0, ABILITIES_SERVICE_TOUS_LES_EMPLOYES)).toEqual(['Membres']);
  });
});

describe("who poses a member's leave (spec §6, decision 010)", () => {
  it.each([
    [{ administrateur: true, chef: false }, false, true],
    [{ administrateur: true, chef: false }, true, false],
    [{ administrateur: false, chef: true }, false, true],
    [{ administrateur: false, chef: true }, true, false],
    [{ administrateur: false, chef: false }, false, false],
  ])('%o, for themself: %s → %s', (droits, soiMeme, attendu) => {
    expect(posePourMembre(droits, soiMeme)).toBe(attendu);
  });
});
