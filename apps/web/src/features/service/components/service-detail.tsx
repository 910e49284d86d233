import { Box, Chip, Paper, Tab, Tabs, Typography } from '@mui/material';
import { dateFr, ongletsService, type Service } from '@roulement/contract';
import { type ReactNode, useState } from 'react';
import { MembresTab, type MenuMembre } from './membres-tab';
import { ServiceActions } from './service-actions';
import { ServiceAdministration } from './service-administration';

/** The tabs this screen has, as the contract names them. */
const ONGLETS_DISPONIBLES = ['Membres', 'Tableau des congés', 'Administration', 'Aide Indiv. Mensuelle'] as const;
type Onglet = (typeof ONGLETS_DISPONIBLES)[number];
const estDisponible = (onglet: string): onglet is Onglet => (ONGLETS_DISPONIBLES as readonly string[]).includes(onglet);

/** An id from a tab's label: an id list (aria-controls) splits on spaces, so none may hold one. */
const idDe = (onglet: Onglet) =>
  onglet
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-');

interface ServiceDetailProps {
  service: Service;
  onSaved: (message: string) => void;
  menuMembre?: MenuMembre;
  /** The 'Tableau des congés' tab, drawn by the page (the leave table is another domain's). */
  tableauDesConges?: (service: Service) => ReactNode;
  /** The 'Aide Indiv. Mensuelle' tab, drawn by the page (the AIM model is the residents' domain). */
  modeleAim?: (service: Service) => ReactNode;
  /** The tab open first ('Déclarer le modele' opens the AIM tab). */
  ongletInitial?: string;
  /** The 'Export Paye' button, drawn by the page (the payroll export is another domain's). */
  exportPaye?: (service: Service) => ReactNode;
}

/** Spec §2.7 service detail: its name, buttons and the tabs the server's abilities allow. */
export function ServiceDetail({
  service,
  onSaved,
  menuMembre,
  tableauDesConges,
  modeleAim,
  ongletInitial,
  exportPaye,
}: ServiceDetailProps) {
  const onglets = ongletsService(service.serviceId, service.abilities)
    .filter(estDisponible)
    .filter((o) => o !== 'Tableau des congés' || tableauDesConges !== undefined)
    .filter((o) => o !== 'Aide Indiv. Mensuelle' || modeleAim !== undefined);
  const [choisi, setChoisi] = useState<Onglet>(
    ongletInitial !== undefined && estDisponible(ongletInitial) ? ongletInitial : 'Membres',
  );
  // The administration tab may vanish (a head handing over): fall back to the members.
  const onglet = onglets.includes(choisi) ? choisi : 'Membres';
  return (
    <Paper component="section" aria-label={service.nom} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {service.nom}
          {service.dateFermeture ? (
            <Chip size="small" label={`Fermé après le ${dateFr(service.dateFermeture)}`} sx={{ ml: 2 }} />
          ) : null}
        </Typography>
        <ServiceActions service={service} exportPaye={exportPaye} />
      </Box>
      <Tabs value={onglet} onChange={(_event, valeur: Onglet) => setChoisi(valeur)} sx={{ mb: 2 }}>
        {onglets.map((o) => (
          <Tab key={o} value={o} label={o} id={`onglet-${idDe(o)}`} aria-controls={`panneau-${idDe(o)}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panneau-${idDe(onglet)}`} aria-labelledby={`onglet-${idDe(onglet)}`}>
        {onglet === 'Membres' ? (
          <MembresTab service={service} onSaved={onSaved} menuMembre={menuMembre} />
        ) : onglet === 'Tableau des congés' ? (
          tableauDesConges?.(service)
        ) : onglet === 'Aide Indiv. Mensuelle' ? (
          modeleAim?.(service)
        ) : (
          <ServiceAdministration service={service} onSaved={onSaved} />
        )}
      </Box>
    </Paper>
  );
}
