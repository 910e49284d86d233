import { Box, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import type { Membre } from '@roulement/contract';

interface MembresFiltreProps {
  membres: readonly Membre[];
  masques: ReadonlySet<number>;
  onChange: (masques: Set<number>) => void;
}

/** Spec §2.8 member checkbox group: an unchecked member's columns leave the grid. */
export function MembresFiltre({ membres, masques, onChange }: MembresFiltreProps) {
  const tous = membres.every((m) => !masques.has(m.membreId));
  const aucun = membres.every((m) => masques.has(m.membreId));
  const basculer = (membreId: number) => {
    const suivants = new Set(masques);
    if (suivants.has(membreId)) suivants.delete(membreId);
    else suivants.add(membreId);
    onChange(suivants);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="subtitle2" component="legend">
        Membres
      </Typography>
      <FormControlLabel
        label="Tous"
        control={
          <Checkbox
            size="small"
            checked={tous}
            indeterminate={!tous && !aucun}
            onChange={() => onChange(tous ? new Set(membres.map((m) => m.membreId)) : new Set())}
          />
        }
      />
      <FormGroup sx={{ maxHeight: 320, overflowY: 'auto', flexWrap: 'nowrap' }}>
        {membres.map((m) => (
          <FormControlLabel
            key={m.membreId}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <Box
                  component="span"
                  sx={{
                    width: 12,
                    height: 12,
                    borderRadius: '2px',
                    bgcolor: m.couleur,
                    border: '1px solid rgba(0,0,0,.3)',
                  }}
                />
                {m.nomComplet}
              </Box>
            }
            control={<Checkbox size="small" checked={!masques.has(m.membreId)} onChange={() => basculer(m.membreId)} />}
          />
        ))}
      </FormGroup>
    </Box>
  );
}
