import { type Alerte, alertesDuMembre, type InfoModele, type TypeAlerte } from '@roulement/contract';
import type { CreneauDeModele, ReposDeModele } from './repos';

/** Fewer rest days than this in a template week is flagged (DOMAIN.md planning alerts). */
const REPOS_HEBDO_MIN = 2;

/**
 * The shared planning alerts as template infos. Days off are read from the template's declared
 * rest days instead (MOINS_DE_DEUX_REPOS), so that alert of the shared rule is not used here.
 */
const INFO_DE_L_ALERTE: Partial<Record<TypeAlerte, InfoModele['type']>> = {
  SEMAINE_48H: 'SEMAINE_AU_DELA_DE_48H',
  SEMAINE_44H: 'SEMAINE_AU_DELA_DE_44H',
  JOURNEE_LONGUE: 'JOURNEE_LONGUE',
  REPOS_QUOTIDIEN: 'REPOS_QUOTIDIEN',
};

function infoDe(membreId: number, alerte: Alerte): InfoModele | null {
  const type = INFO_DE_L_ALERTE[alerte.type];
  if (!type) return null;
  const jour = alerte.jour === undefined ? {} : { jourId: (alerte.jour % 7) + 1 };
  return { membreId, type, valeur: alerte.semaine + 1, minutes: alerte.minutes, ...jour };
}

/**
 * The template editor's figures per member (DOMAIN.md planning alerts): average minutes per
 * week, then the alerts of the rotation taken as a cycle (its last day is followed by its first):
 * weeks over 48 h or 44 h, long days, short daily rest, weeks with fewer than two rest days (a
 * half day counts one half). Only members who have slots in the template are looked at.
 */
export function infosModele(
  nbSemaines: number,
  creneaux: readonly CreneauDeModele[],
  repos: readonly ReposDeModele[],
): InfoModele[] {
  const infos: InfoModele[] = [];
  const membreIds = [...new Set(creneaux.map((c) => c.membreId))].sort((a, b) => a - b);
  for (const membreId of membreIds) {
    const siens = creneaux.filter((c) => c.membreId === membreId && c.ordreSemaine <= nbSemaines);
    const total = siens.reduce((a, c) => a + c.heureFin - c.heureDebut, 0);
    infos.push({ membreId, type: 'MINUTES_MOYENNES_PAR_SEMAINE', valeur: Math.round(total / Math.max(nbSemaines, 1)) });
    const intervalles = siens.map((c) => ({
      jour: (c.ordreSemaine - 1) * 7 + c.jourId - 1,
      debut: c.heureDebut,
      fin: c.heureFin,
    }));
    for (const alerte of alertesDuMembre(intervalles, { nbJours: nbSemaines * 7, cyclique: true })) {
      const info = infoDe(membreId, alerte);
      if (info) infos.push(info);
    }
    const reposParSemaine = Array.from({ length: nbSemaines }, () => 0);
    for (const r of repos) {
      if (r.membreId === membreId && r.ordreSemaine <= nbSemaines) {
        reposParSemaine[r.ordreSemaine - 1]! += r.demiJour ? 0.5 : 1;
      }
    }
    reposParSemaine.forEach((n, i) => {
      if (n < REPOS_HEBDO_MIN) infos.push({ membreId, type: 'MOINS_DE_DEUX_REPOS', valeur: i + 1 });
    });
  }
  return infos;
}
