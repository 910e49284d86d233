import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { type DetailRecuperationJour, formatHeureMinute } from '@roulement/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { dateLongue } from '../../../lib/format';
import { SoldeHeuresChip } from './solde-heures-chip';

/** One date of the recovery details: its balance chip, expanding into credits and planning deviations. */
export function RecuperationJour({ date, detail }: { date: string; detail: DetailRecuperationJour }) {
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMore />} aria-label={`Détail du ${dateLongue(date)}`}>
        <Typography sx={{ flexGrow: 1 }}>{dateLongue(date)}</Typography>
        <SoldeHeuresChip minutes={detail.solde} />
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        <List dense disablePadding>
          {detail.credits.map((credit) => (
            <ListItem
              key={`c${credit.heureCreditId}`}
              secondaryAction={<SoldeHeuresChip minutes={credit.soldeEnMinute} />}
            >
              <ListItemText
                primary={
                  credit.soldeEnMinute >= 0 ? `Crédit d'heures · ${credit.raison}` : `Débit d'heures · ${credit.raison}`
                }
                secondary={credit.commentaire}
              />
            </ListItem>
          ))}
          {detail.ecarts.map((ecart) => (
            <ListItem
              key={`e${ecart.creneauTriId}`}
              secondaryAction={<SoldeHeuresChip minutes={ecart.soldeEnMinute} />}
            >
              <ListItemText
                primary={
                  <Link component={RouterLink} to={paths.servicePlanning(ecart.serviceId, ecart.numeroSemaine)}>
                    {ecart.type}
                  </Link>
                }
                secondary={`De ${formatHeureMinute(ecart.heureDebut)} à ${formatHeureMinute(ecart.heureFin)}`}
              />
            </ListItem>
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}
