import {
  type Alerte,
  ajouterJours,
  alertesDuMembre,
  type InfoModele,
  JOURS_SEMAINE,
  joursEntre,
  type Membre,
  messageAlerte,
  type PlanningSemaine,
  TYPES_CRENEAU_EFFECTIFS,
  type TypeAlerte,
} from '@roulement/contract';

/** One line of the alerts box: whose, and what. */
export interface LigneAlerte {
  cle: string;
  nom: string;
  message: string;
}

const nomDe = (membres: readonly Membre[], membreId: number) =>
  membres.find((m) => m.membreId === membreId)?.nomComplet ?? `Membre ${membreId}`;

const jourMois = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/**
 * The alerts of a week of the service planning (DOMAIN.md), from its effective slots: work the
 * member does not do (a day of leave) raises nothing.
 */
export function alertesDeLaSemaine(planning: PlanningSemaine): LigneAlerte[] {
  const { semaine } = planning;
  const parMembre = new Map<number, { jour: number; debut: number; fin: number }[]>();
  for (const c of planning.creneaux) {
    if (!TYPES_CRENEAU_EFFECTIFS.includes(c.type) || c.indisponible) continue;
    const liste = parMembre.get(c.membreId) ?? [];
    liste.push({ jour: joursEntre(semaine.dateDebut, c.date), debut: c.heureDebut.valeur, fin: c.heureFin.valeur });
    parMembre.set(c.membreId, liste);
  }
  const lignes: LigneAlerte[] = [];
  for (const [membreId, intervalles] of parMembre) {
    for (const alerte of alertesDuMembre(intervalles, { nbJours: 7 })) {
      const date = alerte.jour === undefined ? undefined : ajouterJours(semaine.dateDebut, alerte.jour);
      const jour = date ? `${JOURS_SEMAINE[alerte.jour ?? 0]!.label.toLowerCase()} ${jourMois(date)}` : undefined;
      lignes.push({
        cle: `${semaine.numeroSemaine}-${membreId}-${alerte.type}-${alerte.jour ?? ''}`,
        nom: nomDe(planning.membres, membreId),
        message: messageAlerte(alerte, { semaine: `semaine ${semaine.semaine}`, jour }),
      });
    }
  }
  return lignes.sort((a, b) => a.nom.localeCompare(b.nom, 'fr'));
}

const ALERTE_DE_L_INFO: Partial<Record<InfoModele['type'], TypeAlerte>> = {
  SEMAINE_AU_DELA_DE_48H: 'SEMAINE_48H',
  SEMAINE_AU_DELA_DE_44H: 'SEMAINE_44H',
  JOURNEE_LONGUE: 'JOURNEE_LONGUE',
  REPOS_QUOTIDIEN: 'REPOS_QUOTIDIEN',
  MOINS_DE_DEUX_REPOS: 'JOURS_DE_REPOS',
};

/** The template editor's alerts, computed by the server in the template's `infos`. */
export function alertesDuModele(infos: readonly InfoModele[], membres: readonly Membre[]): LigneAlerte[] {
  return infos.flatMap((info, i) => {
    const type = ALERTE_DE_L_INFO[info.type];
    if (!type) return [];
    const alerte: Alerte = { type, semaine: info.valeur - 1, minutes: info.minutes ?? 0 };
    const semaine = `semaine ${info.valeur} du modèle`;
    const jour = info.jourId
      ? `${JOURS_SEMAINE[info.jourId - 1]!.label.toLowerCase()} de la semaine ${info.valeur}`
      : undefined;
    return [{ cle: `${i}`, nom: nomDe(membres, info.membreId), message: messageAlerte(alerte, { semaine, jour }) }];
  });
}
