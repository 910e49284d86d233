/**
 * The feed address with the webcal: scheme: a phone hands it to its calendar app, which subscribes
 * in one tap instead of asking for the address to be pasted.
 */
export const adresseWebcal = (adresse: string): string => adresse.replace(/^https?:\/\//i, 'webcal://');
