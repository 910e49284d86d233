import Inbox from '@mui/icons-material/Inbox';
import { Box, Button } from '@mui/material';
import type { DemandeCompteurs } from '@roulement/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { libelleCompteur, useCompteursDemandes } from '../../lib/compteurs-demandes';

const PASTILLES = [
  { cle: 'aValider', etat: 'à valider', fond: 'error.main', texte: 'error.contrastText' },
  // Light blue with dark text: readable (contrast above 4.5) and apart from the blue header.
  { cle: 'enAttente', etat: 'en attente', fond: 'info.light', texte: 'text.primary' },
] as const;

/**
 * Spec §2.3: the counts of requests to validate (red) and of one's own pending requests (blue),
 * none at 0. Each pill is an image named by its sentence, so the link reads « Demandes, 3 demandes
 * à valider » to a screen reader (an aria-label on a plain span would be ignored).
 */
export function CompteursDemandes({
  compteurs,
  enMots = false,
}: {
  compteurs: DemandeCompteurs | undefined;
  /** On the phone (issue 25) a pill says what it counts: « 3 à valider », not a bare « 3 ». */
  enMots?: boolean;
}) {
  if (!compteurs) return null;
  return PASTILLES.filter(({ cle }) => compteurs[cle] > 0).map(({ cle, etat, fond, texte }) => {
    const libelle = libelleCompteur(compteurs[cle], etat);
    return (
      <Box
        key={cle}
        component="span"
        role="img"
        aria-label={libelle}
        title={libelle}
        sx={{
          ml: 0.75,
          minWidth: 20,
          height: 20,
          whiteSpace: 'nowrap',
          px: 0.75,
          borderRadius: 10,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: '0.75rem',
          fontWeight: 700,
          lineHeight: 1,
          bgcolor: fond,
          color: texte,
        }}
      >
        {compteurs[cle] > 99 ? '99+' : compteurs[cle]}
        {enMots ? ` ${etat}` : null}
      </Box>
    );
  });
}

/** The header's Demandes button and its badges, polled while the page is open. */
export function DemandesButton() {
  const { data } = useCompteursDemandes();
  return (
    <Button color="inherit" component={RouterLink} to={paths.demandes} startIcon={<Inbox />}>
      Demandes
      <CompteursDemandes compteurs={data} />
    </Button>
  );
}
