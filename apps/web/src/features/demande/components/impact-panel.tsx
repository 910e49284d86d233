import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { dateFr } from '@roulement/contract';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingState } from '../../../components/feedback/loading-state';
import { useImpactDemande } from '../api/lire-impact-demande';
import { CarteDemande } from './carte-demande';

function Section({
  titre,
  id,
  vide,
  lignes,
}: {
  titre: string;
  id: string;
  vide: string;
  lignes: [string, string, string][];
}) {
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h4">
        {titre}
      </Typography>
      {lignes.length === 0 ? (
        <Typography color="text.secondary">{vide}</Typography>
      ) : (
        <List dense aria-labelledby={id}>
          {lignes.map(([cle, primaire, secondaire]) => (
            <ListItem key={cle} disableGutters>
              <ListItemText primary={primaire} secondary={secondaire} sx={{ overflowWrap: 'anywhere' }} />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}

/** For a pending validator: the slots that will need a replacement and who else is away then. */
export function ImpactPanel({ demandeId }: { demandeId: number }) {
  const query = useImpactDemande(demandeId);
  return (
    <CarteDemande id="impact" titre="Impact">
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Stack spacing={2}>
          <Section
            titre="Créneaux qui deviendront à remplacer"
            id="impact-creneaux"
            vide="Aucun créneau à remplacer"
            lignes={query.data.creneaux.map((c) => [
              String(c.creneauId),
              `${dateFr(c.date)} · ${c.heureDebut.toHeureMinute} – ${c.heureFin.toHeureMinute}`,
              c.serviceNom,
            ])}
          />
          <Section
            titre="Absents des mêmes services"
            id="impact-absents"
            vide="Aucun autre absent"
            lignes={query.data.absents.map((a) => [
              `${a.date}-${a.employeId}-${a.serviceNom}`,
              `${dateFr(a.date)} · ${a.nomComplet}`,
              `${a.serviceNom} · ${a.congesType}`,
            ])}
          />
        </Stack>
      )}
    </CarteDemande>
  );
}
