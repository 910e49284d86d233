import Add from '@mui/icons-material/Add';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { DemandeCongesDialog } from './dialogs/demande-conges-dialog';
import { DemandeHeuresSuppDialog } from './dialogs/demande-heures-supp-dialog';
import { DemandeRecuperationDialog } from './dialogs/demande-recuperation-dialog';

type Dialogue = 'conges' | 'heuresSupp' | 'recuperation';

const ENTREES: readonly { dialogue: Dialogue; libelle: string }[] = [
  { dialogue: 'conges', libelle: 'Congés' },
  { dialogue: 'heuresSupp', libelle: 'Heures supplémentaires' },
  { dialogue: 'recuperation', libelle: 'Récupération' },
];

/** Spec §2.7: the green 'Nouvelle demande' menu, opening the request dialogs for the signed-in user. */
export function NouvelleDemandeMenu() {
  const [ancre, setAncre] = useState<HTMLElement | null>(null);
  const [ouvert, setOuvert] = useState<Dialogue | null>(null);
  const { notify, snackbar } = useNotice();
  const fermer = () => setOuvert(null);
  return (
    <>
      <Button
        variant="contained"
        color="success"
        startIcon={<Add />}
        aria-haspopup="menu"
        aria-expanded={ancre !== null}
        onClick={(event) => setAncre(event.currentTarget)}
      >
        Nouvelle demande
      </Button>
      <Menu anchorEl={ancre} open={ancre !== null} onClose={() => setAncre(null)}>
        {ENTREES.map(({ dialogue, libelle }) => (
          <MenuItem
            key={dialogue}
            onClick={() => {
              setAncre(null);
              setOuvert(dialogue);
            }}
          >
            {libelle}
          </MenuItem>
        ))}
      </Menu>
      <DemandeCongesDialog open={ouvert === 'conges'} onClose={fermer} onSaved={notify} />
      <DemandeHeuresSuppDialog open={ouvert === 'heuresSupp'} onClose={fermer} onSaved={notify} />
      <DemandeRecuperationDialog open={ouvert === 'recuperation'} onClose={fermer} onSaved={notify} />
      {snackbar}
    </>
  );
}
