import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { Box, Button, IconButton, LinearProgress, Typography } from '@mui/material';
import { type ApercuConges, joursDeLaPeriode, nomFichierApercu, titreMois } from '@roulement/contract';
import { useMemo } from 'react';
import { EmptyState } from '../../../../components/feedback/empty-state';
import { ErrorState } from '../../../../components/feedback/error-state';
import { ImpressionProgression } from '../../../../components/feedback/impression-progression';
import { LoadingState } from '../../../../components/feedback/loading-state';
import { useCongesTypes } from '../../../../lib/lister-conges-types';
import { useDatesFeriees } from '../../../../lib/use-dates-feriees';
import { useImpressionPdf } from '../../../../lib/use-impression-pdf';
import { useApercuMensuel } from '../../api/lire-apercu-mensuel';
import { useMoisApercu } from '../../hooks/apercu/use-mois-apercu';
import { imprimerApercu } from '../../impression/imprimer-apercu';
import { colonnesDuMois } from '../../utils/apercu/jours-apercu';
import { COULEUR_JOUR_CHOME, GrilleConges } from './grille-conges';
import { LegendeConges } from './legende-conges';

interface TableauDesCongesProps {
  etablissementId: number;
  /** The members of this service only (the service's tab). */
  serviceId?: number;
  /** Who the table is about, on paper: the establishment or the service. */
  sousTitre: string;
  notify: (message: string) => void;
}

const majuscule = (texte: string) => texte.charAt(0).toUpperCase() + texte.slice(1);

/** Spec §2.10 / doc 2 §2.6: the monthly leave table with its navigation, legend and print. */
export function TableauDesConges({ etablissementId, serviceId, sousTitre, notify }: TableauDesCongesProps) {
  const { mois, moisDemande, precedent, suivant } = useMoisApercu();
  const query = useApercuMensuel({ etablissementId, serviceId: serviceId ?? null, ...moisDemande });
  const types = useCongesTypes();
  const impression = useImpressionPdf(notify);
  const titre = majuscule(titreMois(mois.annee, mois.mois));
  const data = query.data;
  // The holidays of the year of the month received, so that columns and shading always agree.
  const annee = Number((data?.dateDebut ?? `${mois.annee}`).slice(0, 4));
  const feries = useDatesFeriees([annee]);
  const colonnes = useMemo(() => (data ? colonnesDuMois(joursDeLaPeriode(data), new Set(feries)) : []), [data, feries]);
  const aJour = !query.isPlaceholderData && moisDemande === mois && !query.isFetching;
  const imprimer = (apercu: ApercuConges) =>
    impression.imprimer((onProgression) =>
      imprimerApercu(
        {
          titre: `Tableau des congés — ${titreMois(moisDemande.annee, moisDemande.mois)} — ${sousTitre}`,
          nomFichier: nomFichierApercu(moisDemande.annee, moisDemande.mois),
          colonnes,
          employes: apercu.employes,
          types: types.data ?? [],
          couleurChome: COULEUR_JOUR_CHOME,
        },
        onProgression,
      ),
    );

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <IconButton aria-label="Mois précédent" onClick={precedent}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="h6" component="h2" sx={{ minWidth: 160, textAlign: 'center' }} aria-live="polite">
          {titre}
        </Typography>
        <IconButton aria-label="Mois suivant" onClick={suivant}>
          <ChevronRight />
        </IconButton>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          startIcon={<PictureAsPdf />}
          variant="outlined"
          // Enabled the moment the month arrives: a colour fading in from grey is, for a quarter of a
          // second, text too pale for its background (axe caught it mid-way).
          sx={{ transition: 'none' }}
          disabled={!data || !aJour || !types.data || data.employes.length === 0}
          onClick={() => data && void imprimer(data)}
        >
          Imprimer en PDF
        </Button>
      </Box>
      {types.data ? <LegendeConges types={types.data} /> : null}
      <Box sx={{ height: 4 }}>
        {query.isFetching && data ? <LinearProgress aria-label="Chargement du mois" /> : null}
      </Box>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : data && data.employes.length === 0 ? (
        <EmptyState message="Aucun employé sous contrat ce mois-ci" />
      ) : data ? (
        <Box sx={{ opacity: aJour ? 1 : 0.5, transition: 'opacity 150ms' }}>
          <GrilleConges
            titre={`Tableau des congés — ${titreMois(Number(data.dateDebut.slice(0, 4)), Number(data.dateDebut.slice(5, 7)))}`}
            colonnes={colonnes}
            employes={data.employes}
          />
        </Box>
      ) : null}
      <ImpressionProgression progression={impression.progression} titre="Impression du tableau des congés" />
    </Box>
  );
}
