import {
  Alert,
  Box,
  Button,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  DATE_LUNDI_REQUISE,
  DATE_TROP_ANCIENNE,
  type Dues,
  estDateDeModeleValide,
  estLundi,
  type ModeleAstreinte,
  PREMIERE_DATE_MODELE,
} from '@roulement/contract';
import { DatePicker } from '../../../components/date-picker/date-picker';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { MoyennesModele } from './moyennes-modele';

export const dateFr = (iso: string) => iso.split('-').reverse().join('/');

export function erreurDate(date: string | null): string | undefined {
  if (date === null) return undefined;
  if (date < PREMIERE_DATE_MODELE) return DATE_TROP_ANCIENNE;
  return estDateDeModeleValide(date) ? undefined : DATE_LUNDI_REQUISE;
}

/** Step 1 (spec §5): a Monday, not before 2022-12-26. */
export function EtapeDate({ date, onChange }: { date: string | null; onChange: (d: string | null) => void }) {
  const erreur = erreurDate(date);
  return (
    <DatePicker
      label="Date de début du modèle"
      value={date}
      onChange={onChange}
      minDate={PREMIERE_DATE_MODELE}
      shouldDisableDate={(iso) => !estLundi(iso)}
      required
      error={Boolean(erreur)}
      helperText={erreur ?? 'Un lundi'}
    />
  );
}

interface EtapeGenererProps {
  date: string;
  dues: { isPending: boolean; isError: boolean; error: unknown; data: Dues | undefined; refetch: () => unknown };
  noms: ReadonlyMap<number, string>;
  enCours: boolean;
  erreur: string | null;
  onGenerer: () => void;
}

/** Step 2: the days due at the date, then the generation (disabled when nobody owes any). */
export function EtapeGenerer({ date, dues, noms, enCours, erreur, onGenerer }: EtapeGenererProps) {
  if (dues.isPending) return <LoadingState />;
  if (dues.isError) return <ErrorState error={dues.error} onRetry={() => void dues.refetch()} />;
  const lignes = Object.entries(dues.data ?? {}).filter(([, j]) => j > 0);
  return (
    <Stack spacing={2}>
      {lignes.length === 0 ? (
        <Alert severity="info">{`Aucun employé ne doit d'astreinte au ${dateFr(date)}.`}</Alert>
      ) : (
        <Table size="small" aria-label="Jours dus par an">
          <TableHead>
            <TableRow>
              <TableCell>Employé</TableCell>
              <TableCell align="right">Jours dus par an</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lignes.map(([id, jours]) => (
              <TableRow key={id}>
                <TableCell>{noms.get(Number(id)) ?? `Employé ${id}`}</TableCell>
                <TableCell align="right">{jours.toLocaleString('fr-FR')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {erreur ? <Alert severity="error">{erreur}</Alert> : null}
      <Button
        variant="contained"
        disabled={lignes.length === 0}
        loading={enCours}
        onClick={onGenerer}
        sx={{ alignSelf: 'start' }}
      >
        Générer
      </Button>
    </Stack>
  );
}

interface EtapeAjusterProps {
  modele: ModeleAstreinte;
  dues: Dues;
  noms: ReadonlyMap<number, string>;
  onChange: (m: ModeleAstreinte) => void;
}

/** Step 3: change the person of a week of the model; the yearly averages follow each change. */
export function EtapeAjuster({ modele, dues, noms, onChange }: EtapeAjusterProps) {
  if (modele.semaines.length === 0)
    return <Alert severity="warning">Le modèle doit compter au moins une semaine</Alert>;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, alignItems: 'start' }}>
      {/* Beside a long model on a wide screen, the averages stay in sight while the weeks scroll. */}
      <Box sx={{ order: { md: 1 }, position: { md: 'sticky' }, top: { md: 0 } }}>
        <MoyennesModele modele={modele} dues={dues} noms={noms} />
      </Box>
      <SemainesModele modele={modele} noms={noms} onChange={onChange} />
    </Box>
  );
}

function SemainesModele({ modele, noms, onChange }: Omit<EtapeAjusterProps, 'dues'>) {
  return (
    <Table size="small" aria-label="Semaines du modèle">
      <TableHead>
        <TableRow>
          <TableCell>Semaine</TableCell>
          <TableCell>Personne d'astreinte</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {modele.semaines.map((s) => (
          <TableRow key={s.ordre}>
            <TableCell>{s.ordre}</TableCell>
            <TableCell>
              <TextField
                select
                size="small"
                fullWidth
                label={`Semaine ${s.ordre}`}
                value={s.employeId}
                onChange={(ev) =>
                  onChange({
                    semaines: modele.semaines.map((x) =>
                      x.ordre === s.ordre ? { ...x, employeId: Number(ev.target.value) } : x,
                    ),
                  })
                }
              >
                {[...noms].map(([id, nom]) => (
                  <MenuItem key={id} value={id}>
                    {nom}
                  </MenuItem>
                ))}
              </TextField>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

interface EtapePublierProps {
  modele: ModeleAstreinte;
  date: string | null;
  debut: number | null;
  erreurs: Record<string, string>;
  onDate: (d: string | null) => void;
  onDebut: (ordre: number) => void;
}

/** Step 4: from which Monday, starting with which model week. */
export function EtapePublier({ modele, date, debut, erreurs, onDate, onDebut }: EtapePublierProps) {
  const erreur = erreurDate(date) ?? erreurs.dateMiseEnApplication;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <DatePicker
        label="Date de mise en application"
        value={date}
        onChange={onDate}
        minDate={PREMIERE_DATE_MODELE}
        shouldDisableDate={(iso) => !estLundi(iso)}
        required
        error={Boolean(erreur)}
        helperText={erreur ?? 'Un lundi'}
      />
      <TextField
        select
        required
        label="Semaine de début du roulement"
        value={debut ?? ''}
        onChange={(ev) => onDebut(Number(ev.target.value))}
        error={Boolean(erreurs.debutCyclePublication)}
        helperText={erreurs.debutCyclePublication}
      >
        {modele.semaines.map((s) => (
          <MenuItem key={s.ordre} value={s.ordre}>
            {`Semaine ${s.ordre}`}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" color="text.secondary">
        La publication remplace le planning d'astreinte à partir de cette date.
      </Typography>
    </Stack>
  );
}
