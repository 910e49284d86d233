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

function Personne({ employe }: { employe: EmployeAstreinte | undefined }) {
  if (!employe) return <span>—</span>;
  return (
    <Box
      component="span"
      sx={{
        display: 'block',
        px: 0.5,
        borderRadius: 1,
        bgcolor: employe.couleur,
        color: textColorFor(employe.couleur),
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {employe.nomComplet}
    </Box>
  );
}

/** Spec §2.4: the month's weeks; a week held by one person on all 7 days shows as one selection. */
export function GrilleAstreinte(props: GrilleAstreinteProps) {
  const { semaines, employes, mois, editable, onJour, onSemaine, onValidation } = props;
  const parId = new Map(employes.map((e) => [e.employeId, e]));
  return (
    <TableContainer>
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
            const libelleSemaine = `Semaine ${s.semaine.numero}`;
            return (
              <TableRow key={s.semaine.semaine} data-semaine={s.semaine.numero}>
                <TableCell component="th" scope="row">
                  {s.semaine.numero}
                </TableCell>
                {entiere !== null ? (
                  <TableCell colSpan={7} data-semaine-entiere="">
                    {editable ? (
                      <ButtonBase
                        sx={{ width: 1, display: 'block' }}
                        aria-label={`${libelleSemaine} : ${parId.get(entiere)?.nomComplet ?? ''}`}
                        onClick={() => onSemaine(s)}
                      >
                        <Personne employe={parId.get(entiere)} />
                      </ButtonBase>
                    ) : (
                      <Personne employe={parId.get(entiere)} />
                    )}
                  </TableCell>
                ) : (
                  JOURS.map((j, i) => {
                    const date = dateDuJour(s.semaine.semaine, i + 1);
                    const id = s.planningDeLaSemaine[String(i + 1)] ?? null;
                    const libelle = `${j} ${date.split('-').reverse().join('/')}`;
                    const contenu = <Personne employe={id === null ? undefined : parId.get(id)} />;
                    return (
                      <TableCell key={j} sx={{ opacity: date.startsWith(mois) ? 1 : 0.5, px: 0.5 }}>
                        {editable ? (
                          <ButtonBase
                            sx={{ width: 1, display: 'block', minHeight: 24 }}
                            aria-label={libelle}
                            onClick={() => onJour(date, id)}
                          >
                            {contenu}
                          </ButtonBase>
                        ) : (
                          contenu
                        )}
                      </TableCell>
                    );
                  })
                )}
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
