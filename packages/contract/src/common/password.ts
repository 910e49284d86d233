/** Spec §5 (profile dialog): the five password rules, each with its message. */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULES: readonly { message: string; test: (value: string) => boolean }[] = [
  { message: 'Entrer le nouveau mot de passe', test: (v) => v.length > 0 },
  { message: 'Au moins un chiffre', test: (v) => /\d/.test(v) },
  { message: 'Au moins une majuscule', test: (v) => /\p{Lu}/u.test(v) },
  { message: 'Au moins un caractère spécial', test: (v) => /[^\p{L}\p{N}\s]/u.test(v) },
  { message: `Au moins ${PASSWORD_MIN_LENGTH} caractères`, test: (v) => v.length >= PASSWORD_MIN_LENGTH },
];

export const PASSWORD_MISMATCH = 'Les mots de passe ne correspondent pas';

/** Messages of every rule the password breaks, in the spec's order. */
export function passwordErrors(value: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(value)).map((rule) => rule.message);
}
