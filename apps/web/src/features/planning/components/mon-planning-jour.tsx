import { Box, ButtonBase, Chip, Paper, Stack, Typography } from '@mui/material';
import {
  type CongesDuJourUtilisateur,
  type JourDeRepos,
  type JourFerie,
  libelleCreneau,
  type PlanningUtilisateur,
  textColorFor,
} from '@roulement/contract';
import { HOLIDAY_COLOR } from '../../../components/date-picker/day-styles';
import type { CarteCreneau } from '../utils/mon-planning';
import { type CibleMonCreneau, creneauDemandable } from './mon-planning-demandes';

type OnCreneau = ((cible: CibleMonCreneau) => void) | undefined;
type ServiceDuPlanning = PlanningUtilisateur['services'][number];

const libelleConges = (c: CongesDuJourUtilisateur) =>
  c.demiJourneeLabel ? `${c.type.label} (${c.demiJourneeLabel})` : c.type.label;

/** A leave in its type's colour (the colours of the leave table and the presence sheet). */
function CarteConges({ conges }: { conges: CongesDuJourUtilisateur }) {
  const couleur = conges.type.couleur;
  return (
    <Paper
      component="li"
      data-testid="conges"
      sx={{ p: 1, bgcolor: couleur, color: textColorFor(couleur), ...(conges.demiJournee ? { opacity: 0.85 } : {}) }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {libelleConges(conges)}
      </Typography>
    </Paper>
  );
}

function CarteRepos({ repos }: { repos: JourDeRepos }) {
  return (
    <Paper component="li" variant="outlined" data-testid="repos" sx={{ p: 1, bgcolor: 'rgba(120,144,156,.15)' }}>
      <Typography variant="body2" sx={{ color: '#455a64' }}>
        {repos.demiJour ? 'Demi-journée de repos' : 'Repos'}
      </Typography>
    </Paper>
  );
}

function ContenuCreneau({
  carte,
  service,
  conges,
}: {
  carte: CarteCreneau;
  service: ServiceDuPlanning | undefined;
  conges: CongesDuJourUtilisateur | undefined;
}) {
  const { creneau, suite } = carte;
  // A slot of a day of leave is not worked: it says the leave, not « Travail » (issue 23).
  const enConges = creneau.indisponible === true;
  const couleur = enConges ? conges?.type.couleur : service?.couleur || undefined;
  const fin = (suite ?? creneau).heureFin.toHeureMinute;
  return (
    <>
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, ...(enConges ? { textDecoration: 'line-through', color: 'text.secondary' } : {}) }}
      >
        {creneau.heureDebut.toHeureMinute} {suite ? '→' : '–'} {fin}
      </Typography>
      {suite ? (
        <Typography variant="caption" component="p" color="text.secondary">
          Nuit, jusqu’au lendemain
        </Typography>
      ) : null}
      {service ? (
        <Typography variant="caption" component="p" color="text.secondary" title={service.raisonSociale}>
          {service.nom}
        </Typography>
      ) : null}
      <Chip
        size="small"
        label={enConges ? `Non travaillé : ${conges?.type.label ?? 'congé'}` : libelleCreneau(creneau)}
        sx={{
          mt: 0.5,
          maxWidth: '100%',
          ...(couleur ? { bgcolor: couleur, color: textColorFor(couleur) } : {}),
          // A leave's label is longer than a slot type's: it wraps rather than being cut in a narrow day.
          ...(enConges ? { height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } } : {}),
        }}
      />
    </>
  );
}

function CarteDeCreneau({
  carte,
  planning,
  conges,
  onCreneau,
}: {
  carte: CarteCreneau;
  planning: PlanningUtilisateur;
  conges: CongesDuJourUtilisateur | undefined;
  onCreneau: OnCreneau;
}) {
  const { creneau } = carte;
  const service = planning.services.find((s) => s.serviceId === creneau.serviceId);
  const contenu = <ContenuCreneau carte={carte} service={service} conges={conges} />;
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

export interface JourMonPlanningProps {
  nom: string;
  jour: string;
  date: string;
  estAujourdhui: boolean;
  ferie: JourFerie | undefined;
  conges: readonly CongesDuJourUtilisateur[];
  repos: readonly JourDeRepos[];
  cartes: readonly CarteCreneau[];
  planning: PlanningUtilisateur;
  onCreneau: OnCreneau;
}

/** One day of Mon planning: today and public holiday marked, then its leave, rest day and slots. */
export function JourMonPlanning(props: JourMonPlanningProps) {
  const { nom, jour, date, estAujourdhui, ferie, conges, repos, cartes, planning, onCreneau } = props;
  return (
    <Box
      component="section"
      aria-label={nom}
      aria-current={estAujourdhui ? 'date' : undefined}
      sx={{
        minWidth: 0,
        p: 0.5,
        borderRadius: 1,
        ...(estAujourdhui ? { outline: 2, outlineColor: 'primary.main' } : {}),
        ...(ferie ? { bgcolor: HOLIDAY_COLOR } : {}),
      }}
    >
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {jour}{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          {date}
        </Typography>
        {estAujourdhui ? <Chip size="small" color="primary" label="Aujourd’hui" sx={{ ml: 0.5 }} /> : null}
      </Typography>
      {ferie ? (
        <Typography variant="caption" component="p" data-testid="ferie" sx={{ mb: 1 }}>
          Férié : {ferie.label}
        </Typography>
      ) : null}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {conges.map((c) => (
          <CarteConges key={`${c.type.congesTypeId}-${c.demiJournee}`} conges={c} />
        ))}
        {repos.map((r) => (
          <CarteRepos key={r.jourDeReposId} repos={r} />
        ))}
        {cartes.map((carte) => (
          <CarteDeCreneau
            key={carte.creneau.creneauId}
            carte={carte}
            planning={planning}
            conges={conges[0]}
            onCreneau={onCreneau}
          />
        ))}
      </Stack>
    </Box>
  );
}
