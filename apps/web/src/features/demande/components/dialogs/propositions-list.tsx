import Close from '@mui/icons-material/Close';
import { IconButton, List, ListItem, ListItemText } from '@mui/material';
import type { PropositionHeuresSupp } from '@roulement/contract';
import { dateLongue } from '../../../../lib/format';
import { creneauProlonge, plage } from '../../utils/libelles-demande';

interface PropositionsListProps {
  propositions: readonly PropositionHeuresSupp[];
  /** Absent while sending: a proposal on its way cannot be withdrawn. */
  onRetirer?: (proposition: PropositionHeuresSupp) => void;
}

/** Spec §2.9: the overtime the server proposes (date, hours, the slot extended), each with its ×. */
export function PropositionsList({ propositions, onRetirer }: PropositionsListProps) {
  return (
    <List aria-label="Heures complémentaires proposées" disablePadding>
      {propositions.map((p) => {
        const libelle = `${dateLongue(p.date)}, ${plage(p.heureDebut, p.heureFin)}`;
        return (
          <ListItem
            key={`${p.date}-${p.heureDebut}-${p.heureFin}`}
            divider
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Retirer ${libelle}`}
                disabled={!onRetirer}
                onClick={() => onRetirer?.(p)}
              >
                <Close />
              </IconButton>
            }
          >
            <ListItemText
              primary={dateLongue(p.date)}
              secondary={[plage(p.heureDebut, p.heureFin), creneauProlonge(p)].filter(Boolean).join(' · ')}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
