import { Box, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { Membre } from '@roulement/contract';

interface ListeEquipeProps {
  membres: readonly Membre[];
  choisis: ReadonlySet<number>;
  onBasculer: (membreId: number) => void;
}

/**
 * Spec §2.9 team list: a click selects or deselects a member. The grid then shows only the
 * selected members (all of them when none is selected).
 */
export function ListeEquipe({ membres, choisis, onBasculer }: ListeEquipeProps) {
  return (
    <Box component="section" aria-labelledby="titre-equipe">
      <Typography id="titre-equipe" variant="subtitle1" component="h2">
        Équipe
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {choisis.size === 0
          ? 'Cliquez sur des membres pour ne montrer qu’eux.'
          : `${choisis.size} membre(s) affiché(s)`}
      </Typography>
      {/* A team of thirty scrolls within the panel rather than pushing the publication away. */}
      <List dense disablePadding sx={{ maxHeight: 360, overflowY: 'auto' }}>
        {membres.map((m) => (
          <ListItemButton
            key={m.membreId}
            selected={choisis.has(m.membreId)}
            aria-pressed={choisis.has(m.membreId)}
            onClick={() => onBasculer(m.membreId)}
          >
            <ListItemIcon sx={{ minWidth: 28 }}>
              <Box
                aria-hidden
                sx={{
                  width: 14,
                  height: 14,
                  borderRadius: '50%',
                  bgcolor: m.couleur,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            </ListItemIcon>
            <ListItemText primary={m.nomComplet} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
