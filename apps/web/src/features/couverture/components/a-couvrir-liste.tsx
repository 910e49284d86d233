import { Box, Chip, List, ListItem, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import type { ACouvrirQuery } from '@roulement/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { paths } from '../../../config/paths';
import { dateLongue } from '../../../lib/format';
import { useACouvrir } from '../api/lire-a-couvrir';
import { horaire, parJour, quiEtPourquoi } from '../utils/a-couvrir';
import { ACouvrirFiltres } from './a-couvrir-filtres';

/**
 * Issue 27 « À couvrir »: every slot to replace of the next 28 days in the services I cover, by
 * day, the soonest first; a slot opens its ranked candidates.
 */
export function ACouvrirListe({ etablissementId }: { etablissementId: number }) {
  const [filtres, setFiltres] = useState<ACouvrirQuery>({});
  const query = useACouvrir(etablissementId, filtres);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'center' }}>
        <ACouvrirFiltres services={query.data?.services ?? []} filtres={filtres} onChange={setFiltres} />
      </Box>
      <QueryState
        query={query}
        isEmpty={(d) => d.creneaux.length === 0}
        emptyMessage="Aucun créneau à couvrir dans les 28 prochains jours"
      >
        {(data) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="compte-a-couvrir">
              {data.creneaux.length} créneau{data.creneaux.length > 1 ? 'x' : ''} à couvrir
            </Typography>
            <List aria-label="Créneaux à couvrir" disablePadding>
              {parJour(data.creneaux).map((jour) => (
                <li key={jour.date}>
                  <List disablePadding>
                    <ListSubheader disableSticky sx={{ px: 0, lineHeight: '36px' }}>
                      {dateLongue(jour.date)}
                    </ListSubheader>
                    {jour.creneaux.map((c) => (
                      <ListItem key={c.creneauId} disablePadding divider>
                        <ListItemButton
                          component={RouterLink}
                          to={paths.candidatsCreneau(c.creneauId)}
                          sx={{ minHeight: 56, px: 1 }}
                        >
                          <ListItemText
                            primary={`${horaire(c)} · ${c.service}`}
                            secondary={quiEtPourquoi(c)}
                            sx={{ minWidth: 0 }}
                          />
                          <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0, ml: 1 }}>
                            {c.nuit ? <Chip size="small" label="Nuit" /> : null}
                            {c.offreEnCours ? <Chip size="small" color="info" label="Offre en cours" /> : null}
                          </Box>
                        </ListItemButton>
                      </ListItem>
                    ))}
                  </List>
                </li>
              ))}
            </List>
          </>
        )}
      </QueryState>
    </>
  );
}
