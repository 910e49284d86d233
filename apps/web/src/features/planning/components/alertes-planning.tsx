import { Alert, AlertTitle, Button, Collapse } from '@mui/material';
import { useState } from 'react';
import type { LigneAlerte } from '../utils/alertes';

/** Beyond this many, the box shows its first lines and a button for the rest. */
const LIGNES_VISIBLES = 4;

/**
 * The planning alerts (DOMAIN.md): warnings, never blocking, shown above the planning and the
 * template editor. Nothing when there is nothing to say.
 */
export function AlertesPlanning({ alertes }: { alertes: readonly LigneAlerte[] }) {
  const [ouvert, setOuvert] = useState(false);
  if (alertes.length === 0) return null;
  const ligne = (a: LigneAlerte) => (
    <li key={a.cle}>
      <strong>{a.nom}</strong> : {a.message}
    </li>
  );
  const reste = alertes.length - LIGNES_VISIBLES;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="alertes-planning">
      <AlertTitle>
        {alertes.length === 1 ? 'Une alerte de planning' : `${alertes.length} alertes de planning`}
      </AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>{alertes.slice(0, LIGNES_VISIBLES).map(ligne)}</ul>
      {reste > 0 ? (
        <>
          <Collapse in={ouvert} unmountOnExit>
            <ul style={{ margin: 0, paddingLeft: 20 }}>{alertes.slice(LIGNES_VISIBLES).map(ligne)}</ul>
          </Collapse>
          <Button size="small" color="inherit" onClick={() => setOuvert((o) => !o)} sx={{ mt: 0.5 }}>
            {ouvert ? 'Masquer' : `Voir les ${reste} autres`}
          </Button>
        </>
      ) : null}
    </Alert>
  );
}
