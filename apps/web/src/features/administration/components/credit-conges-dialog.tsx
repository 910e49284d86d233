import { Alert, Button, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import type { ResultatCredit } from '@roulement/contract';
import { useState } from 'react';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { messageOf } from '../../../lib/api-client';
import { aujourdhui, formatJours } from '../../../lib/format';
import { useCrediterConges } from '../api/crediter-conges';
import {
  anneesProposees,
  libelleMois,
  libelleTrimestre,
  moisPrecedent,
  trimestreCourant,
} from '../utils/periodes-credit';
import { PeriodeCreditFields } from './periode-credit-fields';

type Genre = 'annuels' | 'trimestriels';

const TITRES: Record<Genre, string> = {
  annuels: 'Créditer les congés annuels',
  trimestriels: 'Créditer les congés du trimestre',
};

export function resultatCredit(libelle: string, r: ResultatCredit): string {
  const deja = r.dejaCredites > 0 ? ` ; ${r.dejaCredites} employé(s) déjà crédité(s)` : '';
  return `${libelle} : ${r.employesCredites} employé(s) crédité(s), ${formatJours(r.totalJours)} au total${deja}`;
}

interface CreditCongesDialogProps {
  genre: Genre;
  open: boolean;
  onClose: () => void;
  /** Receives the French result sentence, shown by the caller once the dialog is closed. */
  onDone: (message: string) => void;
}

/**
 * Spec §2.3: the administrator credits a chosen month's paid leave, or a quarter's CCN 66
 * quarterly leave, to every employee. The server skips a period already credited.
 */
export function CreditCongesDialog({ genre, open, onClose, onDone }: CreditCongesDialogProps) {
  return (
    <FormDialog open={open} title={TITRES[genre]} width={600} onClose={onClose}>
      {() => <CreditCongesForm genre={genre} onClose={onClose} onDone={onDone} />}
    </FormDialog>
  );
}

function CreditCongesForm({ genre, onClose, onDone }: Omit<CreditCongesDialogProps, 'open'>) {
  const jour = aujourdhui();
  const initial = genre === 'annuels' ? moisPrecedent(jour) : trimestreCourant(jour);
  const [annee, setAnnee] = useState(initial.annee);
  const [valeur, setValeur] = useState('mois' in initial ? initial.mois : initial.trimestre);
  const crediter = useCrediterConges();
  const libelle = genre === 'annuels' ? libelleMois(annee, valeur) : libelleTrimestre(annee, valeur);
  const confirmer = () =>
    crediter.mutate(genre === 'annuels' ? { genre, annee, mois: valeur } : { genre, annee, trimestre: valeur }, {
      onSuccess: (resultat) => {
        onClose();
        onDone(resultatCredit(libelle, resultat));
      },
    });
  return (
    <>
      <DialogContent>
        <PeriodeCreditFields
          genre={genre === 'annuels' ? 'mois' : 'trimestre'}
          annees={anneesProposees(jour)}
          annee={annee}
          valeur={valeur}
          onAnnee={setAnnee}
          onValeur={setValeur}
        />
        <DialogContentText sx={{ mt: 2 }}>
          {genre === 'annuels'
            ? `Les congés payés acquis en ${libelle} seront crédités à chaque employé, selon les règles de congés en vigueur.`
            : `Les congés trimestriels du ${libelle} seront crédités à chaque employé, selon la catégorie de son métier ; ils expirent à la fin du trimestre.`}{' '}
          Une période déjà créditée ne l’est pas une seconde fois.
        </DialogContentText>
        {crediter.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {messageOf(crediter.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button variant="contained" onClick={confirmer} loading={crediter.isPending}>
          Créditer
        </Button>
      </DialogActions>
    </>
  );
}
