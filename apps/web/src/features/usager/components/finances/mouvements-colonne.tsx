import { Box, Stack, Typography } from '@mui/material';
import { dateFr, type MouvementsHistoriqueParMois, type PosteAimId, type Solde } from '@roulement/contract';
import { titreMois } from '../../utils/mois';
import { MontantColore } from '../montant-colore';
import { Colonne } from './colonne';

const LIBELLES_TYPE = { CREANCE: 'Acquis', DETTE: 'Dette', VERSEMENT: 'Versement' } as const;

interface MouvementsColonneProps {
  groupes: MouvementsHistoriqueParMois[];
  /** The history's balances: one per item of its movements, which name their item by id. */
  soldes: Solde[];
}

/** Spec §2 column 3: the movements grouped by month and year. */
export function MouvementsColonne({ groupes, soldes }: MouvementsColonneProps) {
  const libelles = new Map<PosteAimId, string>(soldes.map((s) => [s.poste.posteAIMId, s.poste.libelle]));
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
                    {LIBELLES_TYPE[m.typeDeMouvement]} · {libelles.get(m.posteAIMId) ?? m.posteAIMId}
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
