import {
  type PartHeuresComplementaires,
  REGLES_DU_TRAVAIL_PAR_DEFAUT,
  type ReglesDuTravail,
  type RegleTravail,
  type RegleTravailBody,
  RegleTravailBodySchema,
} from '@roulement/contract';
import { z } from 'zod';

type ChampDuree = Exclude<keyof ReglesDuTravail, 'joursConsecutifsMax' | 'partHeuresComplementaires'>;

/** Each rule with its French label and the text it comes from (docs/regles-du-travail.md). */
export const DUREES_REGLE: readonly { champ: ChampDuree; libelle: string; source: string }[] = [
  { champ: 'reposQuotidien', libelle: 'Repos quotidien', source: 'Code du travail, art. L3131-1' },
  {
    champ: 'reposQuotidienDerogatoire',
    libelle: 'Repos quotidien réduit par dérogation',
    source: 'Art. L3131-2 et CCN 66, avec un repos compensateur',
  },
  { champ: 'travailJourMax', libelle: 'Travail par jour au plus', source: 'Art. L3121-18' },
  {
    champ: 'travailJourMaxDerogatoire',
    libelle: 'Travail par jour au plus, par dérogation',
    source: 'Art. L3121-19 (accord collectif)',
  },
  { champ: 'travailSemaineMax', libelle: 'Travail dans une semaine au plus', source: 'Art. L3121-20' },
  {
    champ: 'moyenneDouzeSemainesMax',
    libelle: 'Moyenne par semaine sur 12 semaines au plus',
    source: 'Art. L3121-22',
  },
  { champ: 'reposHebdomadaire', libelle: 'Repos hebdomadaire', source: 'Art. L3132-2' },
];

export const JOURS_CONSECUTIFS = {
  libelle: 'Jours travaillés consécutifs au plus',
  source: 'Art. L3132-1',
} as const;

export const HEURES_COMPLEMENTAIRES = {
  libelle: 'Heures complémentaires d’un temps partiel',
  source: 'Art. L3123-20 et L3123-22',
} as const;

export const LIBELLES_PART: Record<PartHeuresComplementaires, string> = {
  DIXIEME: 'Un dixième du contrat',
  TIERS: 'Un tiers du contrat (par accord)',
};

/** « 11 h », « 9 h 30 »: how the candidates' reasons say a duration. */
export function dureeEnHeures(minutes: number): string {
  const reste = minutes % 60;
  return reste === 0 ? `${(minutes - reste) / 60} h` : `${(minutes - reste) / 60} h ${String(reste).padStart(2, '0')}`;
}

/** The version in force today: the latest begun, or the law's figures when none has begun. */
export function regleEnVigueur(versions: readonly RegleTravail[], aujourdhui: string): RegleTravail {
  return (
    versions.find((v) => v.dateDebut !== null && v.dateDebut <= aujourdhui) ?? {
      ...REGLES_DU_TRAVAIL_PAR_DEFAUT,
      regleTravailId: null,
      dateDebut: null,
    }
  );
}

const HEURES_INVALIDES = 'Entrez une durée en heures entre 0 et 168, au quart d’heure';
const heures = z
  .number({ error: HEURES_INVALIDES })
  .min(0, { error: HEURES_INVALIDES })
  .max(168, { error: HEURES_INVALIDES })
  .refine((h) => Number.isInteger(h * 4), { error: HEURES_INVALIDES });

/**
 * The form types hours (« 9,5 »), the contract carries minutes: each duration is read in hours,
 * then the whole body is checked by the contract's schema, whose messages land on the same fields.
 */
export const regleTravailFormSchema = RegleTravailBodySchema.safeExtend(
  Object.fromEntries(DUREES_REGLE.map(({ champ }) => [champ, heures])) as Record<ChampDuree, typeof heures>,
)
  .transform((saisie): RegleTravailBody => {
    const body = { ...saisie };
    for (const { champ } of DUREES_REGLE) body[champ] = Math.round(saisie[champ] * 60);
    return body;
  })
  .pipe(RegleTravailBodySchema);
export type RegleTravailForm = z.input<typeof regleTravailFormSchema>;

/** A version's figures as the form shows them, in hours. */
export function enHeures(regle: ReglesDuTravail): Omit<RegleTravailForm, 'dateDebut'> {
  const valeurs = { ...regle };
  for (const { champ } of DUREES_REGLE) valeurs[champ] = regle[champ] / 60;
  return valeurs;
}
