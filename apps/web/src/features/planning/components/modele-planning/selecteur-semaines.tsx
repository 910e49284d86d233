import Add from '@mui/icons-material/Add';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import { ORDRE_SEMAINE_MAX } from '@roulement/contract';
import { useState } from 'react';

interface SelecteurSemainesProps {
  ordres: readonly number[];
  affichees: readonly number[];
  onBasculer: (ordre: number) => void;
  editable: boolean;
  pending: boolean;
  onAjouter: () => void;
  onCopier: (ordre: number) => void;
  onSupprimer: (ordre: number) => void;
}

/**
 * Spec §2.9 week selector: tick the template weeks to show; in edit mode, add a week, copy one
 * (at the end) or delete one (the following are renumbered; a template keeps one week at least).
 */
export function SelecteurSemaines(props: SelecteurSemainesProps) {
  const { ordres, affichees, onBasculer, editable, pending, onAjouter, onCopier, onSupprimer } = props;
  const [edition, setEdition] = useState(false);
  const plein = ordres.length >= ORDRE_SEMAINE_MAX;
  return (
    <Box component="section" aria-labelledby="titre-semaines">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="titre-semaines" variant="subtitle1" component="h2">
          Semaines
        </Typography>
        {editable ? (
          <Button size="small" startIcon={edition ? undefined : <Edit />} onClick={() => setEdition(!edition)}>
            {edition ? 'Terminer' : 'Modifier'}
          </Button>
        ) : null}
      </Box>
      <List dense disablePadding>
        {ordres.map((ordre) => (
          <ListItem
            key={ordre}
            disablePadding
            secondaryAction={
              edition ? (
                <>
                  <Tooltip title="Copier à la fin du modèle">
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Copier la semaine ${ordre}`}
                        disabled={pending || plein}
                        onClick={() => onCopier(ordre)}
                      >
                        <ContentCopy fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <IconButton
                    size="small"
                    edge="end"
                    aria-label={`Supprimer la semaine ${ordre}`}
                    disabled={pending || ordres.length === 1}
                    onClick={() => onSupprimer(ordre)}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </>
              ) : null
            }
          >
            {/* The row itself is the checkbox: a checkbox input inside a button would nest two controls. */}
            <ListItemButton
              role="checkbox"
              aria-checked={affichees.includes(ordre)}
              aria-label={`Afficher la semaine ${ordre}`}
              onClick={() => onBasculer(ordre)}
              sx={{ pr: edition ? 10 : 2 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                {affichees.includes(ordre) ? (
                  <CheckBox fontSize="small" color="primary" />
                ) : (
                  <CheckBoxOutlineBlank fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText primary={`Semaine ${ordre}`} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {edition ? (
        <Button size="small" startIcon={<Add />} onClick={onAjouter} disabled={pending || plein} sx={{ mt: 1 }}>
          Ajouter une semaine
        </Button>
      ) : null}
    </Box>
  );
}
