import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { PosteAimId, Solde } from '@roulement/contract';
import { MontantColore } from '../montant-colore';
import { Colonne } from './colonne';

interface SoldesColonneProps {
  soldes: Solde[];
  totalSoldes: number;
  filtre: PosteAimId | null;
  onFiltre: (poste: PosteAimId) => void;
}

/** Spec §2 column 1: one balance card per aid item; a click filters the other two columns. */
export function SoldesColonne({ soldes, totalSoldes, filtre, onFiltre }: SoldesColonneProps) {
  return (
    <Colonne titre="Soldes par poste AIM" vide={soldes.length === 0 ? 'Aucun solde pour cet usager' : null}>
      <Stack spacing={1}>
        {soldes.map((s) => (
          <Card
            key={s.poste.posteAIMId}
            variant="outlined"
            sx={{
              borderColor: filtre === s.poste.posteAIMId ? 'primary.main' : undefined,
              borderWidth: filtre === s.poste.posteAIMId ? 2 : 1,
            }}
          >
            <CardActionArea aria-pressed={filtre === s.poste.posteAIMId} onClick={() => onFiltre(s.poste.posteAIMId)}>
              <CardContent sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 1.5 }}>
                <Typography>{s.poste.libelle}</Typography>
                <MontantColore montant={s.montant} />
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
        <Stack direction="row" sx={{ justifyContent: 'space-between', px: 2, pt: 1 }}>
          <Typography sx={{ fontWeight: 500 }}>Total</Typography>
          <MontantColore montant={totalSoldes} aria-label="Total des soldes" />
        </Stack>
      </Stack>
    </Colonne>
  );
}
