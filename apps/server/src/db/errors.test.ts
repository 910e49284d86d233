import { describe, expect, it } from 'vitest';
import { constraintOf, messageDeConflit, sqlStateOf } from './errors';

/** What the drivers throw: Drizzle wraps the PostgreSQL error in `cause`. */
const erreur = (code: string, constraint?: string) => ({
  message: 'Failed query',
  cause: { code, ...(constraint ? { constraint } : {}) },
});

describe('database refusals as a French 409 (issue 11 §7)', () => {
  it.each([
    [
      'an overlapping slot',
      erreur('23P01', 'creneau_sans_chevauchement'),
      'Ce créneau chevauche un autre créneau du membre ce jour-là',
    ],
    ['a second current membership', erreur('23505', 'membre_actif_unique'), 'Cet employé est déjà membre du service'],
    [
      'another unique key',
      erreur('23505', 'role_utilisateur_pkey'),
      expect.stringMatching(/^Cette modification entre en conflit/),
    ],
    ['a row deleted meanwhile', erreur('23503', 'creneau_membre_id_membre_id_fk'), expect.stringMatching(/réessayez$/)],
    ['a deadlock', erreur('40P01'), expect.stringMatching(/réessayez$/)],
    ['a serialization failure', erreur('40001'), expect.stringMatching(/réessayez$/)],
  ])('%s', (_, error, attendu) => {
    expect(messageDeConflit(error)).toEqual(attendu);
  });

  it('leaves other failures to the 500 path', () => {
    expect(messageDeConflit(erreur('42P01'))).toBeUndefined();
    expect(messageDeConflit(new Error('boom'))).toBeUndefined();
  });

  it('reads the state and the constraint through the wrappers', () => {
    const e = erreur('23P01', 'creneau_sans_chevauchement');
    expect(sqlStateOf(e)).toBe('23P01');
    expect(constraintOf(e)).toBe('creneau_sans_chevauchement');
  });
});
