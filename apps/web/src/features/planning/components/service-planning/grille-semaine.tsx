import { Typography } from '@mui/material';
import {
  type Creneau,
  type JourDeRepos,
  joursDeSemaine,
  type Membre,
  type ModeAffichage,
  type PlanningSemaine,
  titreSemaine,
} from '@roulement/contract';
import { type MouseEvent, useMemo } from 'react';
import type { ApercuEnAttente } from '../../api/creneau-actions';
import { axeDuPlanning, dureeAxe } from '../../utils/axe-planning';
import { enPixels } from '../../utils/geometrie';
import { cleColonne, creneauProvisoire, creneauxParColonne, joursIndisponibles } from '../../utils/semaine-planning';
import { AxeHoraire, LARGEUR_AXE, lignesHoraires } from './axe-horaire';
import { ColonneMembre } from './colonne-membre';
import { CompteursHeures } from './compteurs-heures';
import { EnTeteJour, hauteurEnTete } from './en-tete-jour';

export interface AffichageGrille {
  mode: ModeAffichage;
  absences: boolean;
  compteurs: boolean;
  compact: boolean;
  /** On a phone's day view, the one weekday shown (0 Monday … 6 Sunday). */
  jour?: number;
}

export interface GrilleSemaineProps {
  planning: PlanningSemaine;
  repos: readonly JourDeRepos[] | undefined;
  /** The members checked in the lateral panel, present this week. */
  membres: readonly Membre[];
  affichage: AffichageGrille;
  enAttente: readonly ApercuEnAttente[];
  onCreneau: (creneau: Creneau, planning: PlanningSemaine, ancre: HTMLElement) => void;
  /** Absent when the user has no member menu. */
  onMembre?: (membre: Membre, date: string, ancre: HTMLElement) => void;
}

/** Spec §2.8: one week, one column per member in each day, the hours down the left. */
export function GrilleSemaine({
  planning,
  repos,
  membres,
  affichage,
  enAttente,
  onCreneau,
  onMembre,
}: GrilleSemaineProps) {
  const { mode, compact } = affichage;
  const semaine = useMemo(() => joursDeSemaine(planning.semaine), [planning.semaine]);
  const jours = useMemo(
    () => (affichage.jour === undefined ? semaine : semaine.slice(affichage.jour, affichage.jour + 1)),
    [semaine, affichage.jour],
  );
  // From the whole week, so the phone's day view keeps one axis from day to day.
  const axe = useMemo(() => axeDuPlanning(mode, planning.creneaux), [mode, planning.creneaux]);
  const colonnes = useMemo(() => {
    const provisoires = enAttente.flatMap((a) =>
      a.provisoire && jours.includes(a.provisoire.date) ? [creneauProvisoire(planning.serviceId, a.provisoire)] : [],
    );
    return creneauxParColonne([...planning.creneaux, ...provisoires]);
  }, [planning, enAttente, jours]);
  const idsEnAttente = useMemo(() => new Set(enAttente.flatMap((a) => a.creneauId ?? [])), [enAttente]);
  const parId = useMemo(() => new Map(planning.creneaux.map((c) => [c.creneauId, c])), [planning.creneaux]);
  const absences = useMemo(
    () => (affichage.absences ? new Map(membres.map((m) => [m.membreId, joursIndisponibles(m)])) : null),
    [affichage.absences, membres],
  );
  const motifs = useMemo(
    () => new Map(planning.absences.map((a) => [cleColonne(a.date, a.membreId), a.motif])),
    [planning.absences],
  );
  const reposParColonne = useMemo(() => new Map(repos?.map((r) => [cleColonne(r.date, r.membreId), r])), [repos]);
  const membresParId = useMemo(() => new Map(membres.map((m) => [m.membreId, m])), [membres]);

  // One handler for the whole week rather than one per slot (hundreds of them).
  const activer = (event: MouseEvent) => {
    const cible = event.target as HTMLElement;
    const bloc = cible.closest<HTMLElement>('[data-creneau-id]');
    const creneau = bloc ? parId.get(Number(bloc.dataset.creneauId)) : undefined;
    if (bloc && creneau) return onCreneau(creneau, planning, bloc);
    const entete = cible.closest<HTMLElement>('[data-membre-id]');
    const membre = entete ? membresParId.get(Number(entete.dataset.membreId)) : undefined;
    if (entete && membre && onMembre) onMembre(membre, entete.dataset.date ?? jours[0]!, entete);
  };
  const hauteur = enPixels(dureeAxe(axe));
  // Issue 25: a week of ten members fits 1440 px beside the lateral panel.
  const largeurColonne = compact ? 12 : 15;

  return (
    <section aria-label={`Semaine ${planning.semaine.semaine}`} style={{ marginBottom: 24 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {titreSemaine(planning.semaine)}
      </Typography>
      {affichage.compteurs ? <CompteursHeures compteurs={planning.compteurs} membres={membres} /> : null}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegation; the slots and names inside are buttons */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegation, as above */}
      <div
        style={{ display: 'flex', minWidth: LARGEUR_AXE + jours.length * membres.length * largeurColonne }}
        onClick={activer}
      >
        <AxeHoraire axe={axe} decalage={hauteurEnTete(compact)} />
        {jours.map((date) => (
          <div key={date} style={{ flex: `${membres.length} 0 0`, minWidth: 0, borderLeft: '2px solid #90a4ae' }}>
            <div style={{ position: 'sticky', top: 0, zIndex: 3, background: '#fff' }}>
              <EnTeteJour
                date={date}
                jour={semaine.indexOf(date)}
                membres={membres}
                compact={compact}
                cliquable={onMembre !== undefined}
              />
            </div>
            <div style={{ display: 'flex', height: hauteur, backgroundImage: lignesHoraires() }}>
              {membres.map((m) => {
                const cle = cleColonne(date, m.membreId);
                const creneaux = colonnes.get(cle);
                return (
                  <ColonneMembre
                    key={m.membreId}
                    membre={m}
                    creneaux={creneaux}
                    axe={axe}
                    enAttente={creneaux?.some((c) => idsEnAttente.has(c.creneauId)) ? idsEnAttente : undefined}
                    absent={absences?.get(m.membreId)?.has(date) ?? false}
                    motif={motifs.get(cle)}
                    repos={reposParColonne.get(cle)}
                  />
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
