import type { InfoModele } from '@roulement/contract';
import { HEURES_HEBDO_MAX } from '@roulement/contract';
import type { CreneauDeModele, ReposDeModele } from './repos';

/** Fewer rest days than this in a template week is flagged (DOMAIN.md planning alerts). */
export const REPOS_HEBDO_MIN = 2;

/**
 * The template editor's figures per member (DOMAIN.md planning alerts): average minutes per
 * week, weeks over 48 h, weeks with fewer than two rest days (a half day counts one half). Only
 * members who have slots in the template are looked at.
 */
export function infosModele(
  nbSemaines: number,
  creneaux: readonly CreneauDeModele[],
  repos: readonly ReposDeModele[],
): InfoModele[] {
  const infos: InfoModele[] = [];
  const membreIds = [...new Set(creneaux.map((c) => c.membreId))].sort((a, b) => a - b);
  for (const membreId of membreIds) {
    const minutesParSemaine = Array.from({ length: nbSemaines }, () => 0);
    const reposParSemaine = Array.from({ length: nbSemaines }, () => 0);
    for (const c of creneaux) {
      if (c.membreId === membreId && c.ordreSemaine <= nbSemaines) {
        minutesParSemaine[c.ordreSemaine - 1]! += c.heureFin - c.heureDebut;
      }
    }
    for (const r of repos) {
      if (r.membreId === membreId && r.ordreSemaine <= nbSemaines) {
        reposParSemaine[r.ordreSemaine - 1]! += r.demiJour ? 0.5 : 1;
      }
    }
    const total = minutesParSemaine.reduce((a, b) => a + b, 0);
    infos.push({ membreId, type: 'MINUTES_MOYENNES_PAR_SEMAINE', valeur: Math.round(total / Math.max(nbSemaines, 1)) });
    minutesParSemaine.forEach((minutes, i) => {
      if (minutes > HEURES_HEBDO_MAX * 60) infos.push({ membreId, type: 'SEMAINE_AU_DELA_DE_48H', valeur: i + 1 });
    });
    reposParSemaine.forEach((n, i) => {
      if (n < REPOS_HEBDO_MIN) infos.push({ membreId, type: 'MOINS_DE_DEUX_REPOS', valeur: i + 1 });
    });
  }
  return infos;
}
