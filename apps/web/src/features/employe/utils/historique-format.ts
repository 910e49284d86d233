import {
  type ChampsHistorique,
  type HistoriqueEntree,
  JOURS_SEMAINE,
  LIBELLES_CRENEAU,
  LIBELLES_MOYEN_DE_PAIEMENT,
  STATUT_FICHE_AIM_AFFICHAGE,
  type ValeurHistorique,
} from '@roulement/contract';
import { dateHeure, formatHeures, formatJours } from '../../../lib/format';
import { libelleChamp } from './historique-libelles';

/** Names of the reference data a row names by id (types of leave and contract, trades). */
export interface Referentiels {
  congesTypes: ReadonlyMap<number, string>;
  contratTypes: ReadonlyMap<number, string>;
  metiers: ReadonlyMap<number, string>;
}

/**
 * Technical fields a reader has no use for; `validationId` is named by the row's `authority`, and
 * the establishment and the employee are those of the page.
 */
const CACHES = new Set([
  'id',
  'employeId',
  'utilisateurId',
  'etablissementId',
  'serviceId',
  'membreId',
  'modeleId',
  'origineCreneauId',
  'remplaceId',
  'validationId',
]);

/** Events rather than changes: the row says what happened, there is no « before ». */
const EVENEMENTS: Record<string, (v: ValeurHistorique) => string> = {
  commentaireAjoute: () => 'ajouté',
  commentaireSupprime: () => 'supprimé',
  ajustementAjoute: (v) => `n° ${v}`,
  ajustementRetire: (v) => `n° ${v}`,
  semaineCopiee: (v) => `semaine ${v}`,
  semaineSupprimee: (v) => `semaine ${v}`,
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DEMI_JOURNEES = ['Journée entière', 'Matin', 'Après-midi'];
const STATUTS_DEMANDE: Record<number, string> = { 1: 'En attente', 2: 'Acceptée', 3: 'Refusée', 4: 'Annulée' };
const MOIS = 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' ');
const HEURES_DU_JOUR = new Set(['heureDebut', 'heureFin', 'debutMidi', 'finMidi', 'debutSoir', 'finSoir']);
const ENUMS: Record<string, Record<string, string>> = {
  type: LIBELLES_CRENEAU,
  statut: Object.fromEntries(Object.entries(STATUT_FICHE_AIM_AFFICHAGE).map(([k, v]) => [k, v.label])),
  moyen: LIBELLES_MOYEN_DE_PAIEMENT,
  action: { DEPLACER: 'Déplacer', HEURES_SUPPLEMENTAIRES: 'Heures supplémentaires', RECUPERATION: 'Récupération' },
  origine: { MODELE: 'Modèle de planning', MANUEL: 'Saisie manuelle' },
  genre: { Mr: 'M.', Mme: 'Mme' },
  raison: {
    PAIEMENT: 'Paiement',
    'JOURNEE DE SOLIDARITE': 'Journée de solidarité',
    RÉGULARISATION: 'Régularisation',
    AUTRES: 'Autres',
  },
};

const heureDuJour = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** An authority as the request screens name it, without the establishment or service the row lacks. */
export function libelleAutorite(authority: string): string {
  if (authority.startsWith('DIRECTEUR_')) return 'Direction';
  if (authority.startsWith('ADMINISTRATEUR_')) return 'Administration';
  if (authority.startsWith('CHEF_DE_SERVICE_')) return 'Chef de service';
  return authority;
}

function formatNombre(champ: string, n: number, ref?: Referentiels): string {
  if (HEURES_DU_JOUR.has(champ)) return heureDuJour(n);
  if (champ === 'minutes' || champ === 'soldeRecupInitial') return formatHeures(n);
  if (champ === 'nbJours' || champ === 'totalJours' || champ.startsWith('soldeInitialConges')) return formatJours(n);
  if (champ === 'heuresHebdo') return `${n.toLocaleString('fr-FR')} h`;
  if (champ === 'demiJournee') return DEMI_JOURNEES[n] ?? String(n);
  if (champ === 'statutId') return STATUTS_DEMANDE[n] ?? `n° ${n}`;
  if (champ === 'mois') return MOIS[n - 1] ?? String(n);
  if (champ === 'jourId') return JOURS_SEMAINE.find((j) => j.jourId === n)?.label ?? String(n);
  if (champ === 'ordreSemaine') return `Semaine ${n}`;
  const nomme =
    champ === 'congesTypeId' ? ref?.congesTypes : champ === 'contratTypeId' ? ref?.contratTypes : ref?.metiers;
  if (champ === 'congesTypeId' || champ === 'contratTypeId' || champ === 'metierId') {
    return nomme?.get(n) ?? `n° ${n}`;
  }
  if (/I[dD]$/.test(champ)) return `n° ${n}`;
  return n.toLocaleString('fr-FR');
}

function formatTexte(champ: string, texte: string): string {
  if (champ === 'authority') return libelleAutorite(texte);
  if (champ === 'validations') return texte.split(', ').map(libelleAutorite).join(', ');
  const libelle = ENUMS[champ]?.[texte];
  if (libelle) return libelle;
  if (INSTANT.test(texte)) return dateHeure(texte);
  // A single date, or a list of them (the dates of payouts).
  return texte.replace(/\d{4}-\d{2}-\d{2}/g, (d) => d.replace(DATE, '$3/$2/$1'));
}

/** A recorded value in readable French: dates as « 02/03/2026 », times, hours, days, Oui/Non, labels. */
export function formatValeur(champ: string, valeur: ValeurHistorique | undefined, ref?: Referentiels): string {
  if (valeur === null || valeur === undefined || valeur === '') return '—';
  if (EVENEMENTS[champ]) return EVENEMENTS[champ](valeur);
  if (typeof valeur === 'boolean') {
    if (champ === 'accepte') return valeur ? 'Acceptée' : 'Refusée';
    return valeur ? 'Oui' : 'Non';
  }
  if (typeof valeur === 'number') return formatNombre(champ, valeur, ref);
  return formatTexte(champ, valeur);
}

/**
 * PostgreSQL's jsonb keeps keys shortest first: what a row is about, then its dates in reading
 * order, come before the rest, which keeps its stored order.
 */
const PREMIERS = ['type', 'authority', 'accepte', 'date', 'dateDebut', 'heureDebut', 'dateFin', 'heureFin'];
const rang = (champ: string) => {
  const i = PREMIERS.indexOf(champ);
  return i < 0 ? PREMIERS.length : i;
};

export interface Changement {
  champ: string;
  libelle: string;
  avant: string | null;
  apres: string | null;
}

/** The row's fields, before → after; a creation has only « after », a deletion only « before ». */
export function changementsDe(entree: Pick<HistoriqueEntree, 'avant' | 'apres'>, ref?: Referentiels): Changement[] {
  const avant: ChampsHistorique = entree.avant ?? {};
  const apres: ChampsHistorique = entree.apres ?? {};
  const champs = [...new Set([...Object.keys(avant), ...Object.keys(apres)])]
    .filter((c) => !CACHES.has(c))
    .sort((a, b) => rang(a) - rang(b));
  return champs.map((champ) => {
    const evenement = Boolean(EVENEMENTS[champ]) && entree.apres !== null;
    return {
      champ,
      libelle: libelleChamp(champ),
      avant: entree.avant && !evenement ? formatValeur(champ, avant[champ], ref) : null,
      apres: entree.apres ? formatValeur(champ, apres[champ], ref) : null,
    };
  });
}
