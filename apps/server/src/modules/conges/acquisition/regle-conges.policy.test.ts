import { describe, expect, it } from 'vitest';
import { canCreerRegle, canVoirRegles } from './regle-conges.policy';

const siege = { etablissementId: 1, siegeSocialId: null };
const foyer = { etablissementId: 6, siegeSocialId: 1 };
const acteur = (roles: string[]) => ({ username: 'x@test.local', roles });

describe('who reads and who adds a version of the leave rules', () => {
  it.each([
    ['the global Administrateur', ['ROLE_Administrateur'], true, true],
    ['an administrator of the head office', ['ROLE_ADMINISTRATEUR_1'], true, true],
    ['an administrator of an establishment', ['ROLE_ADMINISTRATEUR_6'], true, false],
    ['a director of the head office', ['ROLE_DIRECTEUR_1'], false, false],
    ['an employee', ['ROLE_UTILISATEUR', 'ROLE_SALARIE_6'], false, false],
  ])('%s: reads %s, adds %s', (_qui, roles, voir, creer) => {
    expect(canVoirRegles(acteur(roles), [siege, foyer])).toBe(voir);
    expect(canCreerRegle(acteur(roles), [siege, foyer])).toBe(creer);
  });
});
