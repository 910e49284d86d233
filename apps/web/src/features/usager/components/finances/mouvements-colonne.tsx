import { Box, Stack, Typography } from '@mui/material';
import { dateFr, type MouvementsParMois } from '@roulement/contract';
import { titreMois } from '../../utils/mois';
import { MontantColore } from '../montant-colore';
import { Colonne } from './colonne';

const LIBELLES_TYPE = { CREANCE: 'Acquis', DETTE: 'Dette', VERSEMENT: 'Versement' } as const;

/** Spec §2 column 3: the movements grouped by month and year. */
export function MouvementsColonne({ groupes }: { groupes: MouvementsParMois[] }) {
  return (
    <Colonne titre="Versements & Acquis" vide={groupes.length === 0 ? 'Aucun mouvement' : null}>
      <Stack spacing={2}>
        {groupes.map((g) => (
          <Box key={`${g.annee}-${g.mois}`} component="section" aria-label={titreMois(g)}>
            <Typography variant="subtitle2" sx={{ textTransform: 'capitalize', color: 'text.secondary' }}>
              {titreMois(g)}
            </Typography>
            {g.mouvements.map((m) => (
              <Stack
                key={m.mouvementId}
                direction="row"
                sx={{ justifyContent: 'space-between', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2">
                    {LIBELLES_TYPE[m.typeDeMouvement]} · {m.posteAim.libelle}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {dateFr(m.dateApplication)}
                  </Typography>
                </Box>
                <MontantColore montant={m.montantMensuel} variant="body2" />
              </Stack>
            ))}
          </Box>
        ))}
      </Stack>
    </Colonne>
  );
}
