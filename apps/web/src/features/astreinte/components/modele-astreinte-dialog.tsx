import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Step,
  StepLabel,
  Stepper,
} from '@mui/material';
import type { ModeleAstreinte } from '@roulement/contract';
import { useId, useMemo, useState } from 'react';
import { largeurDialogue } from '../../../components/dialogs/largeur-dialogue';
import { ApiCallError, messageOf } from '../../../lib/api-client';
import { useEmployes } from '../../../lib/lister-employes';
import { useDues } from '../api/lire-dues';
import { useGenererModele, usePublierModele } from '../api/modele-astreinte';
import { EtapeAjuster, EtapeDate, EtapeGenerer, EtapePublier, erreurDate } from './etapes-modele';

const ETAPES = ['Date', 'Générer', 'Ajuster', 'Publier'];

export interface ModeleAstreinteDialogProps {
  open: boolean;
  etablissementId: number;
  onClose: () => void;
  onPublie: (message: string) => void;
}

/** Spec §2.4 / §4 / §5: the on-call model, a 4-step stepper. Closing resets everything. */
export function ModeleAstreinteDialog(props: ModeleAstreinteDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: largeurDialogue(800) } }}
    >
      <DialogTitle id={titleId}>Créer un roulement</DialogTitle>
      {/* Mounted only while open: closing drops the model and the publication (spec §4). */}
      {props.open ? <Assistant {...props} /> : null}
    </Dialog>
  );
}

function Assistant({ etablissementId, onClose, onPublie }: ModeleAstreinteDialogProps) {
  const [etape, setEtape] = useState(0);
  const [date, setDate] = useState<string | null>(null);
  const [modele, setModele] = useState<ModeleAstreinte | null>(null);
  const [datePublication, setDatePublication] = useState<string | null>(null);
  const [debut, setDebut] = useState<number | null>(1);
  const dateValide = date !== null && erreurDate(date) === undefined;
  const dues = useDues(etablissementId, etape >= 1 && dateValide ? date : null);
  const employes = useEmployes(etablissementId);
  const generer = useGenererModele();
  const publier = usePublierModele();
  const noms = useMemo(() => {
    const m = new Map<number, string>();
    const parId = new Map((employes.data ?? []).map((e) => [e.employeId, e.nomComplet]));
    for (const id of Object.keys(dues.data ?? {})) m.set(Number(id), parId.get(Number(id)) ?? `Employé ${id}`);
    for (const s of modele?.semaines ?? []) if (!m.has(s.employeId)) m.set(s.employeId, parId.get(s.employeId) ?? '');
    return m;
  }, [employes.data, dues.data, modele]);

  const lancerGeneration = () =>
    generer.mutate(
      { etablissementId, nbJoursParEmployesParAn: dues.data ?? {}, dateMiseEnApplication: date! },
      {
        onSuccess: (m) => {
          setModele(m);
          setDatePublication(date);
          setDebut(1);
          setEtape(2);
        },
      },
    );
  const lancerPublication = () =>
    modele &&
    datePublication &&
    debut !== null &&
    publier.mutate(
      { etablissementId, modeleAPublier: modele, dateMiseEnApplication: datePublication, debutCyclePublication: debut },
      {
        onSuccess: (r) => {
          onPublie(
            `Roulement publié du ${r.du.split('-').reverse().join('/')} au ${r.au.split('-').reverse().join('/')}`,
          );
          onClose();
        },
      },
    );

  const erreursPublication =
    publier.error instanceof ApiCallError ? (publier.error.envelope.fieldErrors ?? {}) : ({} as Record<string, string>);
  const suivantPossible =
    (etape === 0 && dateValide) ||
    (etape === 1 && modele !== null) ||
    (etape === 2 && (modele?.semaines.length ?? 0) >= 1);
  const publicationPossible =
    datePublication !== null && erreurDate(datePublication) === undefined && debut !== null && modele !== null;

  return (
    <>
      <DialogContent>
        <Stepper activeStep={etape} sx={{ mb: 3 }}>
          {ETAPES.map((e, i) => (
            // Spec §4: the Publier step exists only once a model has been generated.
            <Step key={e} disabled={i === 3 && modele === null}>
              <StepLabel>{e}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {etape === 0 ? <EtapeDate date={date} onChange={setDate} /> : null}
        {etape === 1 && date ? (
          <EtapeGenerer
            date={date}
            dues={dues}
            noms={noms}
            enCours={generer.isPending}
            erreur={generer.isError ? messageOf(generer.error) : null}
            onGenerer={lancerGeneration}
          />
        ) : null}
        {etape === 2 && modele ? (
          <EtapeAjuster modele={modele} dues={dues.data ?? {}} noms={noms} onChange={setModele} />
        ) : null}
        {etape === 3 && modele ? (
          <EtapePublier
            modele={modele}
            date={datePublication}
            debut={debut}
            erreurs={erreursPublication}
            onDate={setDatePublication}
            onDebut={setDebut}
          />
        ) : null}
        {etape === 3 && publier.isError && Object.keys(erreursPublication).length === 0 ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {messageOf(publier.error)}
          </Alert>
        ) : null}
      </DialogContent>
      {/* No fade between disabled and enabled: mid-way the text is too pale for its background. */}
      <DialogActions sx={{ '& .MuiButton-root': { transition: 'none' } }}>
        <Button onClick={onClose}>Annuler</Button>
        <Button disabled={etape === 0} onClick={() => setEtape(etape - 1)}>
          Précédent
        </Button>
        {etape < 3 ? (
          <Button variant="contained" disabled={!suivantPossible} onClick={() => setEtape(etape + 1)}>
            Suivant
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={!publicationPossible}
            loading={publier.isPending}
            onClick={lancerPublication}
          >
            Publier
          </Button>
        )}
      </DialogActions>
    </>
  );
}
