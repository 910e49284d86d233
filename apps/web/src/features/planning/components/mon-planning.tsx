import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import {
  decalerSemaine,
  jourMois,
  joursDeSemaine,
  lireNumeroSemaine,
  numeroSemaine,
  type PlanningUtilisateur,
  type Semaine,
  semaineDe,
  titreSemaine,
} from '@roulement/contract';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryState } from '../../../components/feedback/query-state';
import { aujourdhui, formatHeures } from '../../../lib/format';
import { useCreneauxUtilisateur } from '../api/lister-creneaux-utilisateur';
import { cartesParJour, minutesTravaillees } from '../utils/mon-planning';
import type { DemandesCreneau } from './demandes-creneau';
import { type CibleMonCreneau, MonPlanningDemandes } from './mon-planning-demandes';
import { JourMonPlanning } from './mon-planning-jour';

const JOURS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;

const semaineInfo = (s: Semaine) => {
  const jours = joursDeSemaine(s);
  return { semaine: s.semaine, dateDebut: jours[0]!, dateFin: jours[6]! };
};

/** The week shown: `?semaine=SS-AAAA` when valid, the current week otherwise. */
function useSemaineAffichee() {
  const [search, setSearch] = useSearchParams();
  const courante = semaineDe(aujourdhui());
  const semaine = lireNumeroSemaine(search.get('semaine') ?? '') ?? courante;
  const aller = (s: Semaine) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.set('semaine', numeroSemaine(s));
      return next;
    });
  return { semaine, courante, aller };
}

type OnCreneau = ((cible: CibleMonCreneau) => void) | undefined;

/** Whether the week has anything to show: a slot, a leave or a rest day. */
const semaineVide = (p: PlanningUtilisateur) =>
  p.creneaux.length === 0 && p.conges.length === 0 && p.joursDeRepos.length === 0;

function Semainier({
  planning,
  semaine,
  onCreneau,
}: {
  planning: PlanningUtilisateur;
  semaine: Semaine;
  onCreneau: OnCreneau;
}) {
  const jours = joursDeSemaine(semaine);
  const cartes = useMemo(() => cartesParJour(planning.creneaux), [planning.creneaux]);
  const today = aujourdhui();
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        Total de la semaine : <strong>{formatHeures(minutesTravaillees(planning.creneaux))}</strong>
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(7, minmax(0, 1fr))' },
        }}
      >
        {jours.map((date, i) => (
          <JourMonPlanning
            key={date}
            nom={`${JOURS[i]} ${jourMois(date)}`}
            jour={JOURS[i]!}
            date={jourMois(date)}
            estAujourdhui={date === today}
            ferie={planning.joursFeries.find((f) => f.date === date)}
            conges={planning.conges.filter((c) => c.date === date)}
            repos={planning.joursDeRepos.filter((r) => r.date === date)}
            cartes={cartes.get(date) ?? []}
            planning={planning}
            onCreneau={onCreneau}
          />
        ))}
      </Box>
    </>
  );
}

interface MonPlanningProps {
  utilisateurId: number;
  /** The owner's request dialogs (spec doc 2 §6): with them, a slot allowing a request opens a menu. */
  DemandesCreneau?: DemandesCreneau;
}

/**
 * Spec doc 1 §2.1 / §2.3 « Mon planning »: the signed-in user's week, every service: slots, leave,
 * rest days, public holidays and today (issue 23).
 */
export function MonPlanning({ utilisateurId, DemandesCreneau }: MonPlanningProps) {
  const { semaine, courante, aller } = useSemaineAffichee();
  const query = useCreneauxUtilisateur(utilisateurId, semaine);
  const [cible, setCible] = useState<CibleMonCreneau | null>(null);
  const estCourante = semaine.semaine === courante.semaine && semaine.annee === courante.annee;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <IconButton aria-label="Semaine précédente" onClick={() => aller(decalerSemaine(semaine, -1))}>
          <ChevronLeft />
        </IconButton>
        {/* On a phone the title takes its own line above the arrows rather than splitting them. */}
        <Typography
          variant="h6"
          component="p"
          data-testid="titre-semaine"
          sx={{ order: { xs: -1, sm: 0 }, flexBasis: { xs: '100%', sm: 'auto' } }}
        >
          {titreSemaine(semaineInfo(semaine))}
        </Typography>
        <IconButton aria-label="Semaine suivante" onClick={() => aller(decalerSemaine(semaine, 1))}>
          <ChevronRight />
        </IconButton>
        <Button variant="outlined" size="small" disabled={estCourante} onClick={() => aller(courante)}>
          Cette semaine
        </Button>
      </Stack>
      <QueryState query={query}>
        {(planning) =>
          semaineVide(planning) ? (
            <EmptyState message="Aucun créneau cette semaine" />
          ) : (
            <Semainier planning={planning} semaine={semaine} onCreneau={DemandesCreneau ? setCible : undefined} />
          )
        }
      </QueryState>
      {DemandesCreneau ? (
        <MonPlanningDemandes
          planning={query.data}
          cible={cible}
          onClose={() => setCible(null)}
          DemandesCreneau={DemandesCreneau}
        />
      ) : null}
    </>
  );
}
