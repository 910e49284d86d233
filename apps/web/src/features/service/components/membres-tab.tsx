import PersonAdd from '@mui/icons-material/PersonAdd';
import { Box, Button, List, ListSubheader } from '@mui/material';
import { afficheLesHeures, groupesMembres, type Membre, type Service } from '@roulement/contract';
import { Fragment, type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { MembreActions } from './membre-actions';
import { MembreCreationDialog } from './membre-creation-dialog';
import { MembreRow } from './membre-row';
import { MembresDialogs, useDialogMembre } from './membres-dialogs';

/** The member menu of the planning (leave, extra hours), which the page composes in. */
export type MenuMembre = (cible: { membre: Membre; ancre: HTMLElement } | null, onClose: () => void) => ReactNode;

interface MembresTabProps {
  service: Service;
  onSaved: (message: string) => void;
  /** Absent when the menu would offer nothing to this user. */
  menuMembre?: MenuMembre;
}

/** Spec §2.7 Membres tab: Titulaires then Remplacants (headings only when not empty), with their actions. */
export function MembresTab({ service, onSaved, menuMembre }: MembresTabProps) {
  const { serviceId, abilities } = service;
  const [ajout, setAjout] = useState(false);
  const dialog = useDialogMembre();
  const [cible, setCible] = useState<{ membre: Membre; ancre: HTMLElement } | null>(null);
  // Service 0 gathers every employee: it has no planning of its own.
  const avecMenu = serviceId !== 0 && menuMembre !== undefined;
  const groupes = groupesMembres(serviceId, service.membres);
  const ajouter = abilities.gererMembres ? (
    <Button variant="outlined" startIcon={<PersonAdd />} onClick={() => setAjout(true)}>
      Ajouter un membre
    </Button>
  ) : null;
  return (
    <>
      {service.membres.length === 0 ? (
        <EmptyState message="Aucun membre dans ce service" action={ajouter} />
      ) : (
        <>
          {ajouter ? <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>{ajouter}</Box> : null}
          {groupes.map((groupe) => (
            <Fragment key={groupe.titre ?? 'tous'}>
              {/* The heading stays outside the <ul>, whose children must all be list items. */}
              {groupe.titre ? (
                <ListSubheader component="h3" sx={{ bgcolor: 'transparent', fontSize: '1rem' }}>
                  {groupe.titre}
                </ListSubheader>
              ) : null}
              <List
                aria-label={groupe.titre ?? 'Membres'}
                sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))', columnGap: 2 }}
              >
                {groupe.membres.map((membre) => (
                  <MembreRow
                    key={membre.membreId}
                    membre={membre}
                    afficherHeures={afficheLesHeures(serviceId)}
                    actions={
                      <MembreActions
                        membre={membre}
                        abilities={abilities}
                        onAction={dialog.ouvrir}
                        onMenu={avecMenu ? (m, ancre) => setCible({ membre: m, ancre }) : undefined}
                      />
                    }
                  />
                ))}
              </List>
            </Fragment>
          ))}
        </>
      )}
      <MembreCreationDialog open={ajout} serviceId={serviceId} onClose={() => setAjout(false)} onSaved={onSaved} />
      <MembresDialogs dialog={dialog} onSaved={onSaved} />
      {avecMenu ? menuMembre(cible, () => setCible(null)) : null}
    </>
  );
}
