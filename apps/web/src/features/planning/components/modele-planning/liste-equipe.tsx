import { Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { InfoModele, Membre } from '@roulement/contract';
import { formatHeures } from '../../../../lib/format';

interface ListeEquipeProps {
  membres: readonly Membre[];
  /** The server's figures of the template: each member's average minutes per week. */
  infos: readonly InfoModele[];
  choisis: ReadonlySet<number>;
  onBasculer: (membreId: number) => void;
}

/**
 * Spec §2.9 team list: a click selects or deselects a member. The grid then shows only the
 * selected members (all of them when none is selected).
 */
export function ListeEquipe({ membres, infos, choisis, onBasculer }: ListeEquipeProps) {
  const moyennes = new Map(
    infos.filter((i) => i.type === 'MINUTES_MOYENNES_PAR_SEMAINE').map((i) => [i.membreId, i.valeur]),
  );
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
          <ListItem key={m.membreId} disablePadding>
            <ListItemButton
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
              <ListItemText
                primary={m.nomComplet}
                secondary={`moy. ${formatHeures(moyennes.get(m.membreId) ?? 0)} · contrat ${formatHeures(m.heuresHebdo * 60)}`}
                title="Heures par semaine : moyenne du modèle, puis contrat dans ce service"
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
