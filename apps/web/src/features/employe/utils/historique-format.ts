import type { ChampsHistorique, HistoriqueEntree, ValeurHistorique } from '@roulement/contract';
import { formatHeures, formatJours } from '../../../lib/format';

/** Field names of the history rows, as the screens call them. */
const LIBELLES_CHAMPS: Record<string, string> = {
  administrateur: 'Administrateur',
  avatar: 'Avatar',
  cadre: 'Cadre',
  commentaire: 'Commentaire',
  congesTypeId: 'Type de congé (n°)',
  contratTypeId: 'Type de contrat (n°)',
  couleur: 'Couleur',
  date: 'Date',
  dateDebut: 'Date de début',
  dateDeNaissance: 'Date de naissance',
  dateDuRemplacement: 'Date du remplacement',
  dateEntreeAnciennete: "Date d'entrée (ancienneté)",
  dateExpiration: "Date d'expiration",
  dateFermeture: 'Date de fermeture',
  dateFin: 'Date de fin',
  dateHorizon: 'Horizon',
  dateMiseEnApplication: 'Mise en application',
  debutCyclePublication: 'Semaine de début du cycle',
  delegueDuPersonnel: 'Délégué du personnel',
  demiJournee: 'Demi-journée',
  email: 'E-mail',
  emailPro: 'E-mail pro',
  exceptionnel: 'Exceptionnel',
  genre: 'Civilité',
  heureDebut: 'Début',
  heureFin: 'Fin',
  heuresHebdo: 'Heures hebdomadaires',
  heuresSurJoursFeriesAutomatiques: 'Heures sur jours fériés automatiques',
  labelFormation: 'Formation',
  metierId: 'Métier (n°)',
  minutes: 'Heures',
  motDePasse: 'Mot de passe',
  nbCreneaux: 'Créneaux écrits',
  nbJours: 'Jours',
  nbJoursAstreintesAnnuels: "Jours d'astreinte annuels",
  nbJoursDeRepos: 'Jours de repos écrits',
  nbSemaines: 'Semaines du modèle',
  nePasRemplacer: 'Ne pas remplacer',
  nom: 'Nom',
  prenom: 'Prénom',
  raison: 'Raison',
  remplace: 'Remplacé(e)',
  service: 'Service',
  services: 'Services (n°)',
  soldeInitialCongesPayes: 'Solde initial de congés payés',
  soldeInitialCongesTrimestriels: 'Solde initial de congés trimestriels',
  soldeRecupInitial: 'Solde de récupération initial',
  telephonePro: 'Téléphone pro',
  type: 'Type',
  validationAutonome: 'Validation autonome',
};

/** Technical fields a reader has no use for. */
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
]);

export const libelleChamp = (champ: string): string => LIBELLES_CHAMPS[champ] ?? champ;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DEMI_JOURNEES = ['Journée entière', 'Matin', 'Après-midi'];
const heureDuJour = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A recorded value in readable French: dates as « 02/03/2026 », times, hours, days, Oui/Non. */
export function formatValeur(champ: string, valeur: ValeurHistorique | undefined): string {
  if (valeur === null || valeur === undefined || valeur === '') return '—';
  if (typeof valeur === 'boolean') return valeur ? 'Oui' : 'Non';
  if (typeof valeur === 'number') {
    if (champ === 'heureDebut' || champ === 'heureFin') return heureDuJour(valeur);
    if (champ === 'minutes' || champ === 'soldeRecupInitial') return formatHeures(valeur);
    if (champ === 'nbJours' || champ.startsWith('soldeInitialConges')) return formatJours(valeur);
    if (champ === 'demiJournee') return DEMI_JOURNEES[valeur] ?? String(valeur);
    return valeur.toLocaleString('fr-FR');
  }
  const date = DATE.exec(valeur);
  return date ? `${date[3]}/${date[2]}/${date[1]}` : valeur;
}

export interface Changement {
  champ: string;
  libelle: string;
  avant: string | null;
  apres: string | null;
}

/** The row's fields, before → after; a creation has only « after », a deletion only « before ». */
export function changementsDe(entree: Pick<HistoriqueEntree, 'avant' | 'apres'>): Changement[] {
  const avant: ChampsHistorique = entree.avant ?? {};
  const apres: ChampsHistorique = entree.apres ?? {};
  const champs = [...new Set([...Object.keys(avant), ...Object.keys(apres)])].filter((c) => !CACHES.has(c));
  return champs.map((champ) => ({
    champ,
    libelle: libelleChamp(champ),
    avant: entree.avant ? formatValeur(champ, avant[champ]) : null,
    apres: entree.apres ? formatValeur(champ, apres[champ]) : null,
  }));
}
