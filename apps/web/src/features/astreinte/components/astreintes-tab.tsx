import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import {
  type AstreinteHebdomadaire,
  type EmployeAstreinte,
  type EtablissementScope,
  hasPermission,
  titreMois,
} from '@roulement/contract';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { messageOf } from '../../../lib/api-client';
import { roleHolderOf, useSession } from '../../../lib/auth';
import { usePlanningAstreinte } from '../api/lire-planning-astreinte';
import { useResumeAnnuel } from '../api/lire-resume-annuel';
import { type ChoixAstreinte, useModifierAstreinte } from '../api/modifier-astreinte';
import { useMoisAstreinte } from '../hooks/use-mois-astreinte';
import { personneDeLaSemaine } from '../utils/grille-astreinte';
import { ChoixAstreinteDialog } from './choix-astreinte-dialog';
import { GrilleAstreinte } from './grille-astreinte';
import { ModeleAstreinteDialog } from './modele-astreinte-dialog';
import { RedirectionUrgence } from './redirection-urgence';
import { ResumeAnnuelCartes } from './resume-annuel';
import { ValidationSemaineDialog } from './validation-semaine-dialog';

type Cible =
  | { portee: 'jour'; date: string; actuel: number | null }
  | { portee: 'semaine'; semaine: AstreinteHebdomadaire; actuel: number | null };

const majuscule = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** Spec §2.4: the on-call tab of an establishment (summary, monthly grid, picker, model). */
export function AstreintesTab({ etablissement }: { etablissement: EtablissementScope }) {
  const session = useSession();
  const etablissementId = etablissement.etablissementId;
  // Spec §6: editable by an administrator of the establishment or its head office, who also sees the redirect line.
  const editable = session !== null && hasPermission(roleHolderOf(session), 'ADMINISTRATEUR', etablissement);
  const { mois, demande, auPlusTot, precedent, suivant } = useMoisAstreinte(etablissementId);
  const planning = usePlanningAstreinte(demande.etablissementId, demande.annee, demande.mois);
  const resume = useResumeAnnuel(demande.etablissementId, demande.annee);
  const modifier = useModifierAstreinte();
  const [cible, setCible] = useState<Cible | null>(null);
  const [validation, setValidation] = useState<number | null>(null);
  const [modeleOuvert, setModeleOuvert] = useState(false);
  const { notify, snackbar } = useNotice();

  const employes = useMemo(() => {
    const m = new Map<number, EmployeAstreinte>();
    for (const e of resume.data?.employes ?? []) m.set(e.employeId, e);
    for (const e of planning.data?.employes ?? []) if (!m.has(e.employeId)) m.set(e.employeId, e);
    return [...m.values()];
  }, [resume.data, planning.data]);

  const choisir = (employeId: number | null) => {
    if (!cible) return;
    const choix: ChoixAstreinte =
      cible.portee === 'jour'
        ? { portee: 'jour', etablissementId, date: cible.date, employeId }
        : {
            portee: 'semaine',
            etablissementId,
            semaine: { semaine: cible.semaine.semaine.numero, annee: cible.semaine.semaine.annee },
            employeId,
          };
    modifier.mutate(choix, {
      onSuccess: () => setCible(null),
      onError: (e) => notify(messageOf(e)),
    });
  };
  const aJour =
    !planning.isPlaceholderData && !planning.isFetching && demande.annee === mois.annee && demande.mois === mois.mois;
  const titreCible =
    cible?.portee === 'jour'
      ? `Astreinte du ${cible.date.split('-').reverse().join('/')}`
      : cible
        ? `Astreinte de la semaine ${cible.semaine.semaine.numero}`
        : '';

  return (
    <Box sx={{ mt: 1 }}>
      {editable ? <RedirectionUrgence etablissementId={etablissementId} /> : null}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h3">{`Résumé ${mois.annee}`}</Typography>
        {editable ? (
          <Button variant="contained" onClick={() => setModeleOuvert(true)}>
            Créer un roulement
          </Button>
        ) : null}
      </Stack>
      {resume.isPending ? (
        <LoadingState />
      ) : resume.isError ? (
        <ErrorState error={resume.error} onRetry={() => void resume.refetch()} />
      ) : (
        <ResumeAnnuelCartes key={`${etablissementId}-${resume.data.annee}`} resume={resume.data} />
      )}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 2 }}>
        <IconButton aria-label="Mois précédent" disabled={auPlusTot} onClick={precedent}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="h6" component="h3" sx={{ minWidth: 160, textAlign: 'center' }} aria-live="polite">
          {majuscule(titreMois(mois.annee, mois.mois))}
        </Typography>
        <IconButton aria-label="Mois suivant" onClick={suivant}>
          <ChevronRight />
        </IconButton>
      </Stack>
      <Box sx={{ height: 4 }}>
        {planning.isFetching && planning.data ? <LinearProgress aria-label="Chargement du mois" /> : null}
      </Box>
      {planning.isPending ? (
        <LoadingState />
      ) : planning.isError ? (
        <ErrorState error={planning.error} onRetry={() => void planning.refetch()} />
      ) : planning.data.astreintesHedbdomadaires.length === 0 ? (
        <EmptyState message="Aucune semaine ce mois-ci" />
      ) : (
        <Box sx={{ opacity: aJour ? 1 : 0.5, transition: 'opacity 150ms' }}>
          <GrilleAstreinte
            semaines={planning.data.astreintesHedbdomadaires}
            employes={employes}
            mois={`${demande.annee}-${String(demande.mois).padStart(2, '0')}`}
            editable={editable}
            onJour={(date, actuel) => setCible({ portee: 'jour', date, actuel })}
            onSemaine={(semaine) => setCible({ portee: 'semaine', semaine, actuel: personneDeLaSemaine(semaine) })}
            onValidation={(s) => setValidation(s.semaine.numero)}
          />
        </Box>
      )}
      <ChoixAstreinteDialog
        open={cible !== null}
        titre={titreCible}
        etablissementId={etablissementId}
        employes={employes}
        actuel={cible?.actuel ?? null}
        enCours={modifier.isPending}
        onChoisir={choisir}
        onClose={() => setCible(null)}
      />
      <ValidationSemaineDialog semaine={validation} onClose={() => setValidation(null)} />
      {editable ? (
        <ModeleAstreinteDialog
          open={modeleOuvert}
          etablissementId={etablissementId}
          onClose={() => setModeleOuvert(false)}
          onPublie={notify}
        />
      ) : null}
      {snackbar}
    </Box>
  );
}
