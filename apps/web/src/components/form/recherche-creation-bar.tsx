import Add from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { RechercheField } from './recherche-field';

interface RechercheCreationBarProps {
  recherche: string;
  onRecherche: (recherche: string) => void;
  /** Absent for a user who may not create: no button then. */
  onCreer?: () => void;
}

/** The head of a list panel: 'Rechercher' across the width, 'Créer' beside it. */
export function RechercheCreationBar({ recherche, onRecherche, onCreer }: RechercheCreationBarProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <RechercheField label="Rechercher" size="small" fullWidth value={recherche} onChange={onRecherche} />
      {onCreer ? (
        <Button variant="contained" startIcon={<Add />} onClick={onCreer} sx={{ flexShrink: 0 }}>
          Créer
        </Button>
      ) : null}
    </Box>
  );
}
