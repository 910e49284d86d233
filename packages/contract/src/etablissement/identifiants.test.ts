import { describe, expect, it } from 'vitest';
import { AssociationCreationBodySchema } from './association.schemas';
import { EtablissementCreationBodySchema } from './etablissement-admin.schemas';
import {
  CLE_SIRET_INVALIDE,
  EXTENSION_SIRET_INVALIDE,
  FINESS_INVALIDE,
  finessValide,
  luhnValide,
  SIREN_INVALIDE,
  SIRET_HORS_SIREN,
  SIRET_INVALIDE,
  sirenValide,
  siretOuExtensionValide,
  siretValide,
} from './identifiants';

describe('luhnValide', () => {
  it.each([
    ['79927398713', true],
    ['79927398710', false],
    ['0', true],
    ['', false],
    ['12a4', false],
  ])('%s → %s', (v, attendu) => expect(luhnValide(v)).toBe(attendu));
});

describe('sirenValide', () => {
  it.each([
    ['775672272', true, 'the demo association'],
    ['356000000', true, 'La Poste'],
    ['123456782', true, 'key 2'],
    ['123456789', false, 'wrong key'],
    ['12345678', false, '8 digits'],
    ['1234567820', false, '10 digits'],
    ['12345678A', false, 'a letter'],
    ['abc', false, 'free text'],
  ])('%s → %s (%s)', (v, attendu) => expect(sirenValide(v)).toBe(attendu));
});

describe('siretValide', () => {
  it.each([
    ['77567227200017', true, 'the demo head office'],
    ['77567227200066', true, 'the demo foyer de vie'],
    ['77567227200011', false, 'wrong key'],
    ['12345678900015', false, 'a Luhn number whose SIREN is not'],
    ['35600000000015', true, 'a La Poste office: digits summing to 20, a multiple of 5, though not Luhn'],
    ['35600000000014', false, 'a La Poste office: a Luhn number whose digits sum to 19'],
    ['35600000000048', true, 'the La Poste head office: Luhn'],
    ['7756722720001', false, '13 digits'],
    ['!!', false, 'free text'],
  ])('%s → %s (%s)', (v, attendu) => expect(siretValide(v)).toBe(attendu));

  it('La Poste needs its exception: 35600000000015 is not a Luhn number', () => {
    expect(luhnValide('35600000000015')).toBe(false);
  });

  it.each([
    ['00017', true],
    ['77567227200017', true],
    ['0001', false],
    ['000170', false],
    ['0001A', false],
  ])('siret or extension %s → %s', (v, attendu) => expect(siretOuExtensionValide(v)).toBe(attendu));
});

describe('finessValide', () => {
  it.each([
    ['010780914', true, 'ANS documentation example'],
    ['750000010', true, 'demo head office'],
    ['971000013', true, 'Guadeloupe'],
    ['2A0000016', true, 'Corse-du-Sud, letters read as 20'],
    ['2B0000024', true, 'Haute-Corse'],
    ['2A0000017', false, 'Corsica, wrong key'],
    ['2C0000016', false, 'no department 2C'],
    ['750000011', false, 'wrong key'],
    ['75000001', false, '8 characters'],
    ['7500000100', false, '10 characters'],
    ['xyz', false, 'free text'],
  ])('%s → %s (%s)', (v, attendu) => expect(finessValide(v)).toBe(attendu));
});

const erreurs = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('AssociationCreationBodySchema', () => {
  it('refuses free text, each field with its French message', () => {
    const r = AssociationCreationBodySchema.safeParse({ nom: 'A', SIREN: 'abc', FINESS: 'xyz', SIRET: '!!' });
    expect(erreurs(r)).toEqual({ SIREN: SIREN_INVALIDE, FINESS: FINESS_INVALIDE, SIRET: SIRET_INVALIDE });
  });

  it('keeps valid numbers without their spaces, and none as null', () => {
    const r = AssociationCreationBodySchema.parse({
      nom: 'A',
      SIREN: '775 672 272',
      FINESS: '2a 000 001 6',
      SIRET: '',
    });
    expect(r).toEqual({ nom: 'A', SIREN: '775672272', FINESS: '2A0000016', SIRET: null });
  });

  it.each([
    ['77567227200017', undefined],
    ['00017', undefined],
    ['12345678200010', SIRET_HORS_SIREN],
    ['00011', CLE_SIRET_INVALIDE],
  ])('SIRET %s beside the SIREN 775672272 → %s', (SIRET, message) => {
    const r = AssociationCreationBodySchema.safeParse({ nom: 'A', SIREN: '775672272', SIRET });
    expect(erreurs(r).SIRET).toBe(message);
  });
});

describe('EtablissementCreationBodySchema', () => {
  it('checks the FINESS and the extension', () => {
    const r = EtablissementCreationBodySchema.safeParse({
      raisonSociale: 'X',
      numeroFINESS: '750000011',
      extensionSIRET: '1',
    });
    expect(erreurs(r)).toEqual({ numeroFINESS: FINESS_INVALIDE, extensionSIRET: EXTENSION_SIRET_INVALIDE });
  });

  it('accepts a valid FINESS and a 5-digit extension', () => {
    const r = EtablissementCreationBodySchema.parse({
      raisonSociale: 'X',
      numeroFINESS: '750 000 143',
      extensionSIRET: '00140',
    });
    expect(r).toMatchObject({ numeroFINESS: '750000143', extensionSIRET: '00140' });
  });
});

describe('the examples the messages give', () => {
  it('are valid themselves', () => {
    expect(sirenValide('775672272')).toBe(true);
    expect(siretValide('77567227200017')).toBe(true);
    expect(siretValide(`775672272${'00017'}`)).toBe(true);
    expect(finessValide('750000010')).toBe(true);
    expect(SIRET_INVALIDE).toContain('775 672 272 00017 ou 00017');
    expect(FINESS_INVALIDE).toContain('750 000 010');
  });
});
