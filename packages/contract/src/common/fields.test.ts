import { describe, expect, it } from 'vitest';
import { DateSchema, EmailSchema, IdSchema } from './fields';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('DateSchema', () => {
  it.each(['2026-02-28', '2024-02-29', '1900-01-01', '2200-12-31'])('accepts %s', (date) => {
    expect(DateSchema.parse(date)).toBe(date);
  });

  it.each([
    ['26-02-28', 'Date invalide (AAAA-MM-JJ attendu)'],
    ['28/02/2026', 'Date invalide (AAAA-MM-JJ attendu)'],
    ['2026-02-28T00:00', 'Date invalide (AAAA-MM-JJ attendu)'],
    ['2025-02-29', 'Date invalide'],
    ['2026-13-01', 'Date invalide'],
    ['0000-01-01', 'Date invalide'],
    ['1899-12-31', 'Date invalide'],
    ['9999-12-31', 'Date invalide'],
  ])('refuses %s: « %s »', (date, message) => {
    expect(messageOf(DateSchema.safeParse(date))).toBe(message);
  });
});

describe('IdSchema', () => {
  it('reads digits or a JSON integer as a positive integer', () => {
    expect(IdSchema.parse('42')).toBe(42);
    expect(IdSchema.parse(42)).toBe(42);
    expect(IdSchema.parse('2147483647')).toBe(2_147_483_647);
  });

  it.each(['abc', '0', '-1', '1.5', '2147483648', '', '0x10', '1e1', '1.0', 1.5, 0, -3, null, true, [1]])(
    'refuses %j with « Identifiant invalide »',
    (id) => {
      expect(messageOf(IdSchema.safeParse(id))).toBe('Identifiant invalide');
    },
  );
});

describe('EmailSchema', () => {
  it('trims and lower-cases', () => {
    expect(EmailSchema.parse('  Marie.Martin@Asso.FR ')).toBe('marie.martin@asso.fr');
  });

  it.each([
    ['', 'Adresse E-mail obligatoire'],
    ['marie', "Format de l'adresse E-mail incorrect"],
    ['marie@', "Format de l'adresse E-mail incorrect"],
    [`${'a'.repeat(250)}@x.fr`, "Format de l'adresse E-mail incorrect"],
  ])('refuses %j: « %s »', (email, message) => {
    expect(messageOf(EmailSchema.safeParse(email))).toBe(message);
  });
});
