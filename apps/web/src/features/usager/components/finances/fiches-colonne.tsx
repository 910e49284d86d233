import { List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import type { FicheAimResume } from '@roulement/contract';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { titreFiche } from '../../utils/mois';
import { MontantColore } from '../montant-colore';
import { StatutChip } from '../statut-chip';
import { Colonne } from './colonne';

const postesDefinis = (n: number) => (n > 1 ? `${n} postes définis` : `${n} poste défini`);

/** Spec §2 column 2: the sheets, latest first, each linking to its editor. */
export function FichesColonne({ fiches }: { fiches: FicheAimResume[] }) {
  return (
    <Colonne titre="Fiches d'Aide Individuelles Mensuelles" vide={fiches.length === 0 ? 'Aucune fiche' : null}>
      <List disablePadding>
        {fiches.map((f) => (
          <ListItem key={f.ficheAIMId} disablePadding>
            <ListItemButton
              component={Link}
              to={paths.ficheAim(f.ficheAIMId)}
              divider
              sx={{ gap: 1, flexWrap: 'wrap' }}
            >
              <ListItemText primary={titreFiche(f)} secondary={postesDefinis(f.nombrePostes)} />
              <MontantColore montant={f.total} variant="body2" />
              <StatutChip statut={f.statut} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Colonne>
  );
}
