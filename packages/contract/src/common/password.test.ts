import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, PASSWORD_MISMATCH, PASSWORD_RULES, passwordErrors } from './password';

describe('password rules (spec §5, profile dialog)', () => {
  it('accepts a password that follows the five rules', () => {
    expect(passwordErrors('Demo-2026!')).toEqual([]);
    expect(passwordErrors('Élise#2026')).toEqual([]);
  });

  it.each([
    { regle: 'a digit', valeur: 'Demo-demo!', message: 'Au moins un chiffre' },
    { regle: 'an uppercase letter', valeur: 'demo-2026!', message: 'Au moins une majuscule' },
    { regle: 'a special character', valeur: 'Demo20260', message: 'Au moins un caractère spécial' },
    { regle: '8 characters', valeur: 'De-2026', message: 'Au moins 8 caractères' },
  ])('breaking only $regle gives exactly « $message »', ({ valeur, message }) => {
    expect(passwordErrors(valeur)).toEqual([message]);
  });

  it('asks for the password when empty, listing every rule it breaks in the spec order', () => {
    expect(passwordErrors('')).toEqual([
      'Entrer le nouveau mot de passe',
      'Au moins un chiffre',
      'Au moins une majuscule',
      'Au moins un caractère spécial',
      'Au moins 8 caractères',
    ]);
  });

  it('counts an accented capital as uppercase and a space as no special character', () => {
    expect(passwordErrors('élan 2026É')).toEqual(['Au moins un caractère spécial']);
  });

  it('accepts exactly the minimum length, not one less', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordErrors('Ab1!abcd')).toEqual([]);
    expect(passwordErrors('Ab1!abc')).toEqual(['Au moins 8 caractères']);
  });

  it('keeps five rules and the confirmation message of the spec', () => {
    expect(PASSWORD_RULES).toHaveLength(5);
    expect(PASSWORD_MISMATCH).toBe('Les mots de passe ne correspondent pas');
  });
});
