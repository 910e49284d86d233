import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Box,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Switch,
  Typography,
} from '@mui/material';
import {
  comparerSemaines,
  jourMois,
  joursDeSemaine,
  SEMAINES_SELECTIONNEES_MAX,
  type Semaine,
  semainesAffichees,
} from '@roulement/contract';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** Issue 25: 44 px for a finger below md, the spec's compact list above. */
const CIBLE_TACTILE = { minWidth: { xs: 44, md: 0 }, minHeight: { xs: 44, md: 0 } };

interface SemainesPickerProps {
  position: Semaine;
  selection: readonly Semaine[];
  courante: Semaine;
  onCliquer: (semaine: Semaine, ctrl: boolean) => void;
  onDecaler: (semaines: number) => void;
}

/**
 * Spec §2.8 week picker: 14 weeks from one before the position; the chevrons or the mouse wheel
 * move by one week; a click selects a week, a ctrl-click adds or removes one (3 at most). A finger
 * has no Ctrl: « Plusieurs semaines » makes every tap add or remove one (issue 25).
 */
export function SemainesPicker({ position, selection, courante, onCliquer, onDecaler }: SemainesPickerProps) {
  const liste = useRef<HTMLUListElement>(null);
  const [plusieurs, setPlusieurs] = useState(false);
  const defiler = useEffectEvent((event: WheelEvent) => {
    // Not passive, so the page does not scroll while the weeks do.
    event.preventDefault();
    if (event.deltaY !== 0) onDecaler(event.deltaY > 0 ? 1 : -1);
  });
  useEffect(() => {
    const el = liste.current;
    el?.addEventListener('wheel', defiler, { passive: false });
    return () => el?.removeEventListener('wheel', defiler);
  }, []);

  return (
    <Box component="nav" aria-label="Semaines">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h2">
          Semaines
        </Typography>
        <Box>
          <IconButton size="small" aria-label="Semaine précédente" onClick={() => onDecaler(-1)} sx={CIBLE_TACTILE}>
            <ExpandLess />
          </IconButton>
          <IconButton size="small" aria-label="Semaine suivante" onClick={() => onDecaler(1)} sx={CIBLE_TACTILE}>
            <ExpandMore />
          </IconButton>
        </Box>
      </Box>
      <List dense disablePadding ref={liste} aria-label="Semaines affichées">
        {semainesAffichees(position).map((s) => {
          const choisie = selection.some((x) => comparerSemaines(x, s) === 0);
          const jours = joursDeSemaine(s);
          const estCourante = comparerSemaines(s, courante) === 0;
          return (
            <ListItem key={`${s.annee}-${s.semaine}`} disablePadding>
              <ListItemButton
                selected={choisie}
                aria-pressed={choisie}
                aria-current={estCourante ? 'date' : undefined}
                title={estCourante ? 'Semaine en cours' : undefined}
                onClick={(event) => onCliquer(s, plusieurs || event.ctrlKey || event.metaKey)}
                sx={{
                  py: 0,
                  minHeight: { xs: 44, md: 0 },
                  borderRadius: 1,
                  borderLeft: '3px solid',
                  borderLeftColor: estCourante ? 'secondary.main' : 'transparent',
                }}
              >
                <ListItemText
                  primary={`Semaine ${s.semaine}`}
                  secondary={`${jourMois(jours[0]!)} – ${jourMois(jours[6]!)}`}
                  slotProps={{
                    primary: { sx: { fontWeight: choisie || estCourante ? 600 : 400 } },
                    secondary: { sx: { fontSize: 11 } },
                  }}
                  sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, my: 0.25 }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <FormControlLabel
        sx={{ minHeight: 44, mr: 0 }}
        control={<Switch size="small" checked={plusieurs} onChange={(e) => setPlusieurs(e.target.checked)} />}
        label={`Plusieurs semaines (${SEMAINES_SELECTIONNEES_MAX} au plus)`}
        slotProps={{ typography: { variant: 'body2' } }}
      />
      <Typography variant="caption" color="text.secondary" component="p">
        Ctrl + clic : ajouter ou retirer une semaine ({SEMAINES_SELECTIONNEES_MAX} au plus)
      </Typography>
    </Box>
  );
}
