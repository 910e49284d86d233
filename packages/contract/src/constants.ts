/** Business constants and French labels shared by the server and the web (spec §9). */

export const JOURS_SEMAINE = [
  { jourId: 1, label: 'Lundi' },
  { jourId: 2, label: 'Mardi' },
  { jourId: 3, label: 'Mercredi' },
  { jourId: 4, label: 'Jeudi' },
  { jourId: 5, label: 'Vendredi' },
  { jourId: 6, label: 'Samedi' },
  { jourId: 7, label: 'Dimanche' },
] as const;

export const NON_RENSEIGNE = 'Non renseigné';
export const MESSAGE_CONNEXION_REFUSEE = 'Adresse e-mail ou mot de passe incorrect';
export const LIEN_AIDE = 'https://aide.roulement.fr';
