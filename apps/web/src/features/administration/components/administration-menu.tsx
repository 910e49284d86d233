import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { Button, Divider, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { paths } from '../../../config/paths';
import { AclDialog } from './acl-rafraichissement-dialog';
import { CreditCongesDialog } from './credit-conges-dialog';
import { MailTestDialog } from './mail-test-envoi-dialog';
import { RedirectionsDialog } from './redirections-dialog';
import { SimulationCongesAnnuelsDialog } from './simulation-conges-annuels-dialog';
import { StatutsDemandesDialog } from './statuts-demandes-dialog';

type Dialogue = 'acl' | 'statuts' | 'mail' | 'simulation' | 'annuels' | 'trimestriels' | 'redirections';

/** Spec §2.3: the administration menu (Administrateur only; the header decides). */
export function AdministrationMenu() {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialogue | null>(null);
  const { notify, snackbar } = useNotice();
  const close = () => setAnchor(null);
  const open = (which: Dialogue) => {
    close();
    setDialog(which);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AdminPanelSettings />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Administration
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={RouterLink} to={paths.associations} onClick={close}>
          <ListItemText>Associations</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.etablissements} onClick={close}>
          <ListItemText>Établissements</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.importer} onClick={close}>
          <ListItemText>Importer</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => open('simulation')}>Simuler congés annuels</MenuItem>
        <MenuItem onClick={() => open('annuels')}>Créditer les congés annuels</MenuItem>
        <MenuItem onClick={() => open('trimestriels')}>Créditer les congés du trimestre</MenuItem>
        <MenuItem onClick={() => open('acl')}>Refresh Acls</MenuItem>
        <MenuItem onClick={() => open('statuts')}>Mettre à jour le statut des demandes</MenuItem>
        <MenuItem onClick={() => open('mail')}>Tester les mails</MenuItem>
        <MenuItem onClick={() => open('redirections')}>Actualiser les redirections</MenuItem>
      </Menu>
      <AclDialog open={dialog === 'acl'} onClose={() => setDialog(null)} />
      <StatutsDemandesDialog open={dialog === 'statuts'} onClose={() => setDialog(null)} onDone={notify} />
      <MailTestDialog open={dialog === 'mail'} onClose={() => setDialog(null)} />
      <RedirectionsDialog open={dialog === 'redirections'} onClose={() => setDialog(null)} />
      <SimulationCongesAnnuelsDialog open={dialog === 'simulation'} onClose={() => setDialog(null)} />
      {(['annuels', 'trimestriels'] as const).map((genre) => (
        <CreditCongesDialog
          key={genre}
          genre={genre}
          open={dialog === genre}
          onClose={() => setDialog(null)}
          onDone={notify}
        />
      ))}
      {snackbar}
    </>
  );
}
