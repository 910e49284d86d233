import { describe, expect, it } from 'vitest';
import {
  canRevoquerDelegation,
  canVoirDelegation,
  DELEGATION_A_SOI_MEME,
  DELEGATION_PERIODE_PASSEE,
  erreursDelegation,
} from './delegation.policy';

const acteur = (utilisateurId: number, admin = false) => ({
  utilisateurId,
  username: `u${utilisateurId}@test.local`,
  roles: admin ? ['ROLE_Administrateur'] : ['ROLE_UTILISATEUR'],
});
const row = { delegantId: 1, delegataireId: 2 };

describe('delegation policy', () => {
  it.each([
    ['the delegant', acteur(1), true, true],
    ['the delegate', acteur(2), true, false],
    ['someone else', acteur(3), false, false],
    ['the Administrateur', acteur(3, true), true, true],
  ])('%s: sees %s, revokes %s', (_qui, actor, voit, revoque) => {
    expect(canVoirDelegation(actor, row)).toBe(voit);
    expect(canRevoquerDelegation(actor, row)).toBe(revoque);
  });

  it.each([
    [{ delegataireId: 2, dateFin: '2030-01-10' }, {}],
    [{ delegataireId: 2, dateFin: '2030-01-09' }, {}],
    [{ delegataireId: 1, dateFin: '2030-01-10' }, { delegataireId: DELEGATION_A_SOI_MEME }],
    [{ delegataireId: 2, dateFin: '2030-01-08' }, { dateFin: DELEGATION_PERIODE_PASSEE }],
    [
      { delegataireId: 1, dateFin: '2029-12-31' },
      { delegataireId: DELEGATION_A_SOI_MEME, dateFin: DELEGATION_PERIODE_PASSEE },
    ],
  ])('erreursDelegation(%j) on 2030-01-09 → %j', (body, erreurs) => {
    expect(erreursDelegation({ utilisateurId: 1 }, body, '2030-01-09')).toEqual(erreurs);
  });
});
