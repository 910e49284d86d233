import { EmailSchema, texteLibre } from '@roulement/contract';

/** A cell that cannot be read: the French reason shown on its line. */
export class ValeurInvalide extends Error {}

const JJ_MM_AAAA = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const AAAA_MM_JJ = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 31/02/2026 is refused, not rolled over to March as `Date` would. */
export function lireDate(texte: string): string {
  const fr = JJ_MM_AAAA.exec(texte);
  const iso = AAAA_MM_JJ.exec(texte);
  const [a, m, j] = fr ? [fr[3], fr[2], fr[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!a || !m || !j) throw new ValeurInvalide(`Date illisible « ${texte} » (JJ/MM/AAAA attendu)`);
  const date = `${a}-${m.padStart(2, '0')}-${j.padStart(2, '0')}`;
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== date) {
    throw new ValeurInvalide(`La date ${texte} n'existe pas`);
  }
  return date;
}

const CIVILITES: Record<string, 'Mr' | 'Mme'> = {
  m: 'Mr',
  mr: 'Mr',
  monsieur: 'Mr',
  h: 'Mr',
  mme: 'Mme',
  madame: 'Mme',
  mlle: 'Mme',
  mademoiselle: 'Mme',
  f: 'Mme',
};

export function lireCivilite(texte: string): 'Mr' | 'Mme' {
  const civilite = CIVILITES[texte.toLowerCase().replace(/\./g, '')];
  if (!civilite) throw new ValeurInvalide(`Civilité inconnue « ${texte} » (M. ou Mme attendu)`);
  return civilite;
}

export function lireEmail(texte: string): string {
  const lu = EmailSchema.safeParse(texte);
  if (!lu.success) throw new ValeurInvalide(`E-mail invalide « ${texte} »`);
  return lu.data;
}

export function lireTexte(texte: string, max: number, nom: string): string {
  const lu = texteLibre(max).safeParse(texte);
  if (!lu.success) throw new ValeurInvalide(`${nom} : ${lu.error.issues[0]?.message ?? 'valeur invalide'}`);
  return lu.data;
}

export function lireTelephone(texte: string): string {
  if (texte.length > 30 || !/^\+?[0-9 .()-]*$/.test(texte)) {
    throw new ValeurInvalide(`Numéro de téléphone invalide « ${texte} »`);
  }
  return texte;
}

/** « 35 », « 35,5 » or « 35.5 »: payroll files write decimals the French way. */
export function lireNombre(texte: string, nom: string): number {
  const nombre = Number(texte.replace(',', '.').replace(/\s/g, ''));
  if (!/\d/.test(texte) || !Number.isFinite(nombre)) throw new ValeurInvalide(`${nom} : nombre illisible « ${texte} »`);
  return nombre;
}

const OUI_NON: Record<string, boolean> = {
  oui: true,
  o: true,
  vrai: true,
  x: true,
  1: true,
  non: false,
  n: false,
  faux: false,
  0: false,
};

export function lireOuiNon(texte: string): boolean {
  const valeur = OUI_NON[texte.toLowerCase()];
  if (valeur === undefined) throw new ValeurInvalide(`Oui ou Non attendu, et non « ${texte} »`);
  return valeur;
}
