import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, ButtonBase, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import {
  type Creneau,
  decalerSemaine,
  jourMois,
  joursDeSemaine,
  libelleCreneau,
  lireNumeroSemaine,
  numeroSemaine,
  type PlanningUtilisateur,
  type Semaine,
  semaineDe,
  TYPES_CRENEAU_EFFECTIFS,
  textColorFor,
  titreSemaine,
} from '@roulement/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryState } from '../../../components/feedback/query-state';
import { aujourdhui, formatHeures } from '../../../lib/format';
import { useCreneauxUtilisateur } from '../api/lister-creneaux-utilisateur';
import type { DemandesCreneau } from './demandes-creneau';
import { type CibleMonCreneau, creneauDemandable, MonPlanningDemandes } from './mon-planning-demandes';

const JOURS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;

/** Effective minutes of the week (spec §9 counter: recovery is not presence). */
export const minutesEffectives = (creneaux: readonly Creneau[]): number =>
  creneaux
    .filter((c) => TYPES_CRENEAU_EFFECTIFS.includes(c.type))
    .reduce((total, c) => total + c.heureFin.valeur - c.heureDebut.valeur, 0);

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

function CreneauCard({
  creneau,
  planning,
  onCreneau,
}: {
  creneau: Creneau;
  planning: PlanningUtilisateur;
  onCreneau: OnCreneau;
}) {
  const service = planning.services.find((s) => s.serviceId === creneau.serviceId);
  const couleur = service?.couleur || undefined;
  const contenu = <CreneauContenu creneau={creneau} service={service} couleur={couleur} />;
  return (
    <Paper variant="outlined" component="li" data-testid="creneau">
      {onCreneau && creneauDemandable(creneau) ? (
        <ButtonBase
          aria-haspopup="menu"
          onClick={(event) => onCreneau({ creneau, ancre: event.currentTarget })}
          sx={{ display: 'block', width: '100%', textAlign: 'left', p: 1, borderRadius: 'inherit' }}
        >
          {contenu}
        </ButtonBase>
      ) : (
        <Box sx={{ p: 1 }}>{contenu}</Box>
      )}
    </Paper>
  );
}

function CreneauContenu({
  creneau,
  service,
  couleur,
}: {
  creneau: Creneau;
  service: PlanningUtilisateur['services'][number] | undefined;
  couleur: string | undefined;
}) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {creneau.heureDebut.toHeureMinute} – {creneau.heureFin.toHeureMinute}
      </Typography>
      {service ? (
        <Typography variant="caption" component="p" color="text.secondary" title={service.raisonSociale}>
          {service.nom}
        </Typography>
      ) : null}
      <Chip
        size="small"
        label={libelleCreneau(creneau)}
        sx={{
          mt: 0.5,
          maxWidth: '100%',
          ...(couleur ? { bgcolor: couleur, color: textColorFor(couleur) } : {}),
        }}
      />
    </>
  );
}

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
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        Total de la semaine : <strong>{formatHeures(minutesEffectives(planning.creneaux))}</strong>
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(7, minmax(0, 1fr))' },
        }}
      >
        {jours.map((date, i) => {
          const duJour = planning.creneaux
            .filter((c) => c.date === date)
            .sort((a, b) => a.heureDebut.valeur - b.heureDebut.valeur || a.heureFin.valeur - b.heureFin.valeur);
          const nom = `${JOURS[i]} ${jourMois(date)}`;
          return (
            <Box component="section" aria-label={nom} key={date}>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                {JOURS[i]}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  {jourMois(date)}
                </Typography>
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {duJour.map((c) => (
                  <CreneauCard key={c.creneauId} creneau={c} planning={planning} onCreneau={onCreneau} />
                ))}
              </Stack>
            </Box>
          );
        })}
      </Box>
    </>
  );
}

interface MonPlanningProps {
  utilisateurId: number;
  /** The owner's request dialogs (spec doc 2 §6): with them, a slot allowing a request opens a menu. */
  DemandesCreneau?: DemandesCreneau;
}

/** Spec doc 1 §2.1 / §2.3 « Mon planning »: the signed-in user's slots of a week, every service. */
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
          planning.creneaux.length === 0 ? (
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
