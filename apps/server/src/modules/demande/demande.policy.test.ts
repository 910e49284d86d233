import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/actor';
import {
  type AutoriteDeleguee,
  canAnnuler,
  canDemanderPour,
  canVoirDemande,
  type DemandeScope,
  peutDecider,
} from './demande.policy';

const acteur = (utilisateurId: number, roles: string[], username = `u${utilisateurId}@test.local`): Actor => ({
  utilisateurId,
  username,
  roles: roles.map((r) => `ROLE_${r}`),
});
const demande: DemandeScope = {
  statutId: 1,
  etablissement: { etablissementId: 3, siegeSocialId: 1 },
  createurId: 10,
  employeUtilisateurId: 10,
};
const delegation: AutoriteDeleguee = { authority: 'DIRECTEUR_3', etablissementId: 3, delegantId: 20 };

describe('peutDecider', () => {
  it.each<[string, Actor, AutoriteDeleguee[], Partial<DemandeScope>, string, boolean | null, number | null | false]>([
    ['the director', acteur(20, ['DIRECTEUR_3']), [], {}, 'DIRECTEUR_3', null, null],
    ['a head on the director validation', acteur(30, ['CHEF_DE_SERVICE_5']), [], {}, 'DIRECTEUR_3', null, false],
    ['the Administrateur passes', acteur(1, ['Administrateur']), [], {}, 'DIRECTEUR_3', null, null],
    ['the delegate of the director', acteur(40, ['SALARIE_3']), [delegation], {}, 'DIRECTEUR_3', null, 20],
    [
      'a delegation for another establishment',
      acteur(40, []),
      [{ ...delegation, etablissementId: 4 }],
      {},
      'DIRECTEUR_3',
      null,
      false,
    ],
    ['the requester holding the role', acteur(10, ['DIRECTEUR_3']), [], {}, 'DIRECTEUR_3', null, false],
    ['the requester named by e-mail', acteur(10, [], 'Moi@test.local'), [], {}, 'moi@test.local', null, null],
    ['another e-mail', acteur(11, []), [], {}, 'moi@test.local', null, false],
    ['an already decided validation', acteur(20, ['DIRECTEUR_3']), [], {}, 'DIRECTEUR_3', true, false],
    ['a request no longer pending', acteur(20, ['DIRECTEUR_3']), [], { statutId: 4 }, 'DIRECTEUR_3', null, false],
    [
      'the target employee holding the role, created by another',
      acteur(10, ['DIRECTEUR_3']),
      [],
      { createurId: 99 },
      'DIRECTEUR_3',
      null,
      false,
    ],
  ])('%s', (_cas, actor, delegations, d, authority, accepte, attendu) => {
    const qualite = peutDecider(actor, delegations, { ...demande, ...d }, { authority, accepte });
    expect(qualite === null ? false : qualite.pourId).toBe(attendu);
  });
});

describe('canVoirDemande', () => {
  it.each<[string, Actor, AutoriteDeleguee[], boolean]>([
    ['the creator', acteur(10, []), [], true],
    ['a holder of an authority', acteur(30, ['CHEF_DE_SERVICE_5']), [], true],
    ['a delegate', acteur(40, []), [delegation], true],
    ['the establishment administrator', acteur(50, ['ADMINISTRATEUR_3']), [], true],
    ['the head office director', acteur(51, ['DIRECTEUR_1']), [], true],
    ['a colleague', acteur(52, ['SALARIE_3']), [], false],
    ['the head of another service', acteur(53, ['CHEF_DE_SERVICE_6']), [], false],
    ['the Administrateur', acteur(1, ['Administrateur']), [], true],
  ])('%s', (_cas, actor, delegations, attendu) => {
    expect(canVoirDemande(actor, delegations, demande, ['DIRECTEUR_3', 'CHEF_DE_SERVICE_5'])).toBe(attendu);
  });
});

describe('canAnnuler and canDemanderPour', () => {
  it('lets the creator and the Administrateur cancel', () => {
    expect(canAnnuler(acteur(10, []), demande)).toBe(true);
    expect(canAnnuler(acteur(1, ['Administrateur']), demande)).toBe(true);
    expect(canAnnuler(acteur(20, ['DIRECTEUR_3']), { ...demande, createurId: 99 })).toBe(false);
  });

  it.each<[string, Actor, boolean]>([
    ['the employee themself', acteur(10, ['SALARIE_3']), true],
    ['the head of their service', acteur(30, ['CHEF_DE_SERVICE_5']), true],
    ['the establishment administrator', acteur(50, ['ADMINISTRATEUR_3']), true],
    ['the director', acteur(20, ['DIRECTEUR_3']), false],
    ['the head of another service', acteur(53, ['CHEF_DE_SERVICE_6']), false],
  ])('%s requests for the employee: %s', (_cas, actor, attendu) => {
    const cible = { utilisateurId: 10, etablissement: demande.etablissement, services: [5] };
    expect(canDemanderPour(actor, cible)).toBe(attendu);
  });
});
