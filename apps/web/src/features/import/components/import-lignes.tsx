import { Alert, Chip, List, ListItem, ListItemText, Stack } from '@mui/material';
import { type ImportRapport, LIBELLES_ACTIONS_IMPORT } from '@roulement/contract';
import { COULEURS_ACTIONS } from '../utils/libelles-import';

/** What each line will do, its errors under it: a list, so a phone shows it without scrolling sideways. */
export function ImportLignes({ rapport, cle }: { rapport: ImportRapport; cle: string }) {
  const erreursDe = (ligne: number) => rapport.erreurs.filter((e) => e.ligne === ligne);
  const entete = erreursDe(1);
  return (
    <>
      {entete.map((e) => (
        <Alert key={e.message} severity="error" sx={{ mb: 1 }}>
          {e.message}
        </Alert>
      ))}
      <List dense aria-label="Lignes du fichier">
        {rapport.lignes.map((l) => (
          <ListItem key={l.ligne} divider sx={{ alignItems: 'flex-start' }}>
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <span>Ligne {l.ligne}</span>
                  <Chip size="small" label={LIBELLES_ACTIONS_IMPORT[l.action]} color={COULEURS_ACTIONS[l.action]} />
                  <span>{l.libelle}</span>
                </Stack>
              }
              secondary={
                <>
                  {[l.matricule && `${cle} ${l.matricule}`, l.etablissement].filter(Boolean).join(' · ')}
                  {erreursDe(l.ligne).map((e) => (
                    <span
                      key={`${e.colonne}-${e.message}`}
                      style={{ display: 'block', color: 'var(--mui-palette-error-main, #d32f2f)' }}
                    >
                      {e.colonne ? `${e.colonne} : ` : ''}
                      {e.message}
                    </span>
                  ))}
                </>
              }
              sx={{ overflowWrap: 'anywhere' }}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
