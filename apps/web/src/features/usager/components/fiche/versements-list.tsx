import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { dateFr, type FicheAim } from '@roulement/contract';
import { QueryState } from '../../../../components/feedback/query-state';
import { messageOf } from '../../../../lib/api-client';
import { useSupprimerVersement, useVersements, useVerser } from '../../api/versements';
import { MontantColore } from '../montant-colore';
import { COULEURS_MOYEN } from './moyen-paiement';

/** The sheet's payouts grouped by date: declare paid, or delete while prepared. */
export function VersementsList({ fiche }: { fiche: FicheAim }) {
  const query = useVersements({
    ficheAimId: fiche.ficheAIMId,
    usagerId: fiche.usager.usagerId,
    etablissementId: fiche.etablissement.etablissementId,
    mois: fiche.mois,
    annee: fiche.annee,
  });
  const verser = useVerser();
  const supprimer = useSupprimerVersement();
  const erreur = verser.error ?? supprimer.error;
  return (
    <Stack spacing={1} component="section" aria-labelledby="versements-titre">
      <Typography id="versements-titre" variant="h6" component="h2">
        Versements
      </Typography>
      {erreur ? <Alert severity="error">{messageOf(erreur)}</Alert> : null}
      <QueryState query={query} isEmpty={(g) => g.length === 0} emptyMessage="Aucun versement">
        {(groupes) =>
          groupes.map((g) => (
            <Box key={g.dateDeVersement}>
              <Typography variant="subtitle2" color="text.secondary">
                {dateFr(g.dateDeVersement)}
              </Typography>
              {g.versements.map((v) => (
                <Stack
                  key={v.versementId}
                  direction="row"
                  aria-label={`Versement du ${dateFr(v.dateDeVersement)}`}
                  sx={{
                    alignItems: 'center',
                    gap: 1,
                    flexWrap: 'wrap',
                    py: 0.5,
                    borderBottom: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Chip
                    size="small"
                    label={v.moyenDePaiement.libelle}
                    sx={COULEURS_MOYEN[v.moyenDePaiement.moyenDePaiementId]}
                  />
                  <MontantColore montant={v.montant} variant="body2" />
                  <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                    {v.lignesVersements.map((l) => l.posteAIM.libelle).join(', ')}
                  </Typography>
                  {v.verse ? (
                    <Chip size="small" color="success" label="Versé" />
                  ) : (
                    <>
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={verser.isPending}
                        onClick={() => verser.mutate(v.versementId)}
                      >
                        Déclarer versé
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        disabled={supprimer.isPending}
                        onClick={() => supprimer.mutate(v.versementId)}
                      >
                        Supprimer
                      </Button>
                    </>
                  )}
                </Stack>
              ))}
            </Box>
          ))
        }
      </QueryState>
    </Stack>
  );
}
