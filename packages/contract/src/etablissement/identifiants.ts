/**
 * French identifiers of associations and establishments (issue 23, point 9), checked by the
 * same pure functions in the web forms and on the server. Decision 073.
 */

/**
 * Luhn (ISO/IEC 7812-1): from the right, every second digit is doubled (less 9 above 9); the
 * sum of all is a multiple of 10. INSEE applies it to the SIREN and to the SIRET
 * (https://xml.insee.fr/schema/siret.html#controles).
 */
export function luhnValide(chiffres: string): boolean {
  if (!/^\d+$/.test(chiffres)) return false;
  let somme = 0;
  for (let i = 0; i < chiffres.length; i++) {
    const chiffre = Number(chiffres[chiffres.length - 1 - i]);
    const double = i % 2 === 1 ? chiffre * 2 : chiffre;
    somme += double > 9 ? double - 9 : double;
  }
  return somme % 10 === 0;
}

/** Spaces are how people write them (« 775 672 272 »), not part of them. */
export const sansEspaces = (v: string) => v.replace(/\s+/g, '').toUpperCase();

/** SIREN: 9 digits, the last one a Luhn key. */
export const sirenValide = (v: string): boolean => /^\d{9}$/.test(v) && luhnValide(v);

/**
 * La Poste (SIREN 356 000 000) numbers its many offices past what Luhn allows: their SIRET is
 * checked by the sum of its 14 digits, a multiple of 5 — except the head office's,
 * 356 000 000 00048, an ordinary Luhn number (the rule of the open-source ActiveModel
 * `SiretValidator`, constants `LA_POSTE_SIREN` and `LA_POSTE_SIRET_SIEGE`).
 */
const SIREN_LA_POSTE = '356000000';
const SIRET_SIEGE_LA_POSTE = '35600000000048';

/** SIRET: 14 digits, the SIREN then the NIC, the whole a Luhn number (La Poste apart). */
export function siretValide(v: string): boolean {
  if (!/^\d{14}$/.test(v) || !sirenValide(v.slice(0, 9))) return false;
  if (v.startsWith(SIREN_LA_POSTE) && v !== SIRET_SIEGE_LA_POSTE) {
    return [...v].reduce((n, c) => n + Number(c), 0) % 5 === 0;
  }
  return luhnValide(v);
}

/**
 * The extension (NIC) alone: 5 digits. Its key only shows with the SIREN before it, so the one
 * who knows the SIREN checks the whole SIRET (`siretValide(siren + extension)`).
 */
export const extensionSiretValide = (v: string): boolean => /^\d{5}$/.test(v);

/**
 * FINESS: 9 characters, the department first (2 digits, 2A or 2B for Corsica; 97x and 98 for
 * overseas take digits too — SNDS documentation « Le numéro FINESS dans le SNDS », Health Data
 * Hub), 6 digits, then the key: a Luhn check digit on the first 8 characters, so the 9 together
 * are a Luhn number. Checked on the example 010780914 of the ANS documentation (API FHIR
 * Annuaire santé). Corsica: no published text found on the key; the letters are read as the 20
 * of the department before 1976 (INSEE). Decision 073 keeps this reading and its doubt.
 */
export function finessValide(v: string): boolean {
  if (!/^(?:\d{2}|2[AB])\d{7}$/.test(v)) return false;
  return luhnValide(v.replace(/^2[AB]/, '20'));
}

/** The field of an association holds a whole SIRET or only the head office's extension. */
export const siretOuExtensionValide = (v: string): boolean => siretValide(v) || extensionSiretValide(v);

export const SIREN_INVALIDE = 'SIREN invalide : 9 chiffres dont la clé de contrôle (ex. 775 672 272)';
export const SIRET_INVALIDE =
  'SIRET invalide : 14 chiffres dont la clé de contrôle, ou l’extension de 5 chiffres (ex. 775 672 272 00017 ou 00017)';
export const EXTENSION_SIRET_INVALIDE = 'Extension SIRET invalide : 5 chiffres (ex. 00017)';
export const FINESS_INVALIDE =
  'FINESS invalide : 9 caractères, le département (2A ou 2B en Corse) puis des chiffres, clé de contrôle comprise (ex. 750 000 010)';
export const SIRET_HORS_SIREN = 'Le SIRET doit commencer par le SIREN';
export const CLE_SIRET_INVALIDE = 'Clé de contrôle invalide pour le SIRET formé du SIREN et de cette extension';
