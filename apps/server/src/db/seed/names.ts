/** Deterministic French names for generated people (demo and large data sets). */
export const PRENOMS_F = [
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Inès',
  'Sarah',
  'Julie',
  'Emma',
  'Claire',
  'Nadia',
  'Sophie',
  'Aurélie',
  'Céline',
  'Hélène',
  'Fatou',
  'Anaïs',
];
export const PRENOMS_M = [
  'Lucas',
  'Hugo',
  'Thomas',
  'Nicolas',
  'Karim',
  'Julien',
  'Mathieu',
  'Antoine',
  'Yanis',
  'Olivier',
  'Sébastien',
  'Romain',
  'Mehdi',
  'Pierre',
  'Bastien',
  'Étienne',
];
export const NOMS = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
];

export function personne(i: number): { genre: 'Mr' | 'Mme'; prenom: string; nom: string } {
  const genre = i % 2 === 0 ? 'Mme' : 'Mr';
  const prenoms = genre === 'Mme' ? PRENOMS_F : PRENOMS_M;
  return { genre, prenom: prenoms[(i >> 1) % prenoms.length]!, nom: NOMS[(i * 7) % NOMS.length]! };
}

export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.');
}
