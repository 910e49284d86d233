import EventRepeat from '@mui/icons-material/EventRepeat';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import {
  Box,
  ButtonBase,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { type AstreinteHebdomadaire, type EmployeAstreinte, textColorFor } from '@roulement/contract';
import { dateDuJour, personneDeLaSemaine } from '../utils/grille-astreinte';

/** Read by screen readers, not shown. */
const MASQUE = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const JOURS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];

export interface GrilleAstreinteProps {
  semaines: readonly AstreinteHebdomadaire[];
  employes: readonly EmployeAstreinte[];
  /** The month shown, `YYYY-MM`: days of the neighbouring months are dimmed. */
  mois: string;
  /** Read-only: no picker, and the week and validation buttons are hidden (spec §2.4). */
  editable: boolean;
  onJour: (date: string, employeId: number | null) => void;
  onSemaine: (semaine: AstreinteHebdomadaire) => void;
  onValidation: (semaine: AstreinteHebdomadaire) => void;
}

/**
 * A day's person. In a week held by one person (`semaine`: the day's index), the seven days join
 * into one bar named once, each day still a button of its own.
 */
function Personne({ employe, semaine }: { employe: EmployeAstreinte | undefined; semaine: number | null }) {
  if (!employe) return <span>—</span>;
  const rayon = semaine === null ? 1 : ({ 0: '4px 0 0 4px', 6: '0 4px 4px 0' }[semaine] ?? 0);
  return (
    <Box
      component="span"
      sx={{
        display: 'block',
        px: 0.5,
        borderRadius: rayon,
        // Left: on a phone the table scrolls and a centred name of a whole week is off screen.
        textAlign: 'left',
        bgcolor: employe.couleur,
        color: textColorFor(employe.couleur),
        whiteSpace: 'nowrap',
        // A whole week's name runs over the bar of the next days rather than being cut on Monday.
        ...(semaine === 0
          ? { overflow: 'visible', position: 'relative', zIndex: 1 }
          : { overflow: 'hidden', textOverflow: 'ellipsis' }),
      }}
    >
      {semaine === null || semaine === 0 ? employe.nomComplet : '\u00a0'}
    </Box>
  );
}

/** Spec §2.4: the month's weeks; a week held by one person on all 7 days shows as one selection. */
export function GrilleAstreinte(props: GrilleAstreinteProps) {
  const { semaines, employes, mois, editable, onJour, onSemaine, onValidation } = props;
  const parId = new Map(employes.map((e) => [e.employeId, e]));
  return (
    // Focusable: on a phone the table scrolls sideways, and a keyboard must reach it (axe).
    <TableContainer tabIndex={0} role="region" aria-label="Planning des astreintes">
      <Table size="small" aria-label="Planning des astreintes" sx={{ tableLayout: 'fixed', minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 64 }}>Semaine</TableCell>
            {JOURS.map((j) => (
              <TableCell key={j}>{j}</TableCell>
            ))}
            {editable ? (
              <>
                <TableCell sx={{ width: 48 }} aria-label="Affecter la semaine" />
                <TableCell sx={{ width: 48 }} aria-label="Validation" />
              </>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {semaines.map((s) => {
            const entiere = personneDeLaSemaine(s);
            return (
              <TableRow
                key={s.semaine.semaine}
                data-semaine={s.semaine.numero}
                {...(entiere === null ? {} : { 'data-semaine-entiere': parId.get(entiere)?.nomComplet ?? '' })}
              >
                <TableCell component="th" scope="row">
                  {s.semaine.numero}
                </TableCell>
                {JOURS.map((j, i) => {
                  const date = dateDuJour(s.semaine.semaine, i + 1);
                  const id = s.planningDeLaSemaine[String(i + 1)] ?? null;
                  const libelle = `${j} ${date.split('-').reverse().join('/')}`;
                  const contenu = (
                    <Personne employe={id === null ? undefined : parId.get(id)} semaine={entiere === null ? null : i} />
                  );
                  return (
                    <TableCell
                      key={j}
                      // The neighbouring months' days on grey: dimming the text would fail contrast.
                      sx={{
                        bgcolor: date.startsWith(mois) ? undefined : 'action.hover',
                        px: entiere === null ? 0.5 : 0,
                      }}
                    >
                      {editable ? (
                        <ButtonBase sx={{ width: 1, display: 'block', minHeight: 24 }} onClick={() => onJour(date, id)}>
                          {/* The name read out is the day then its person, which the button shows. */}
                          <Box component="span" sx={MASQUE}>{`${libelle} : `}</Box>
                          {contenu}
                        </ButtonBase>
                      ) : (
                        contenu
                      )}
                    </TableCell>
                  );
                })}
                {editable ? (
                  <>
                    <TableCell>
                      <Tooltip title="Affecter la semaine">
                        <IconButton
                          size="small"
                          aria-label={`Affecter la semaine ${s.semaine.numero}`}
                          onClick={() => onSemaine(s)}
                        >
                          <EventRepeat fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                    <TableCell>
                      <Tooltip title="Validation">
                        <IconButton
                          size="small"
                          aria-label={`Validation de la semaine ${s.semaine.numero}`}
                          onClick={() => onValidation(s)}
                        >
                          <FactCheckOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
