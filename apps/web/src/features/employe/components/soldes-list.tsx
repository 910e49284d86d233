import { Chip, List, ListItem, ListItemButton, ListItemText, Stack } from '@mui/material';
import { CONGES_TYPE_AUTRES, CONGES_TYPE_RECUPERATION, type Employe } from '@roulement/contract';
import type { ReactNode } from 'react';
import { formatHeures, formatJours } from '../../../lib/format';

export interface SoldesListProps {
  employe: Pick<Employe, 'congesSoldes' | 'autresConges' | 'recuperations' | 'heuresDeTravail'>;
  /** Chosen row: a leave type id (0 for 'Autres congés') or -1 for 'Récupérations'. */
  onSelect?: (congesTypeId: number) => void;
  selected?: number | null;
}

interface RowProps {
  id: number | null;
  label: string;
  secondary?: string;
  chips: ReactNode;
  onSelect?: (congesTypeId: number) => void;
  selected: boolean;
}

function Row({ id, label, secondary, chips, onSelect, selected }: RowProps) {
  const content = (
    <>
      <ListItemText primary={label} secondary={secondary} />
      <Stack direction="row" spacing={0.5} sx={{ ml: 1, flexShrink: 0 }}>
        {chips}
      </Stack>
    </>
  );
  if (id === null || !onSelect) return <ListItem>{content}</ListItem>;
  return (
    <ListItem disablePadding>
      <ListItemButton selected={selected} onClick={() => onSelect(id)}>
        {content}
      </ListItemButton>
    </ListItem>
  );
}

/**
 * Spec §2.11 balances: one row per leave type with a balance (unit j), 'Autres congés',
 * 'Récupérations' (à date and total, in hours) and, for non-permanent contracts only, the hours
 * worked. Shared by the employee page and the profile.
 */
export function SoldesList({ employe, onSelect, selected = null }: SoldesListProps) {
  const { recuperations, autresConges, heuresDeTravail } = employe;
  const soldes = employe.congesSoldes
    .filter((s) => s.congesType.avecSolde)
    .sort((a, b) => a.congesType.congesTypeId - b.congesType.congesTypeId);
  return (
    <List aria-label="Soldes" dense>
      {soldes.map((s) => (
        <Row
          key={s.congesType.congesTypeId}
          id={s.congesType.congesTypeId}
          label={s.congesType.label}
          secondary={s.soldeFutur !== s.solde ? `Solde futur : ${formatJours(s.soldeFutur)}` : undefined}
          chips={<Chip size="small" color={s.solde < 0 ? 'error' : 'primary'} label={formatJours(s.solde)} />}
          onSelect={onSelect}
          selected={selected === s.congesType.congesTypeId}
        />
      ))}
      <Row
        id={CONGES_TYPE_AUTRES}
        label="Autres congés"
        secondary={`Sur l'année : ${formatJours(autresConges.nbJoursTotal)}`}
        chips={<Chip size="small" label={formatJours(autresConges.nbJoursADate)} />}
        onSelect={onSelect}
        selected={selected === CONGES_TYPE_AUTRES}
      />
      <Row
        id={CONGES_TYPE_RECUPERATION}
        label="Récupérations"
        secondary={`À date : ${formatHeures(recuperations.soldeDeRecuperationADate)} · Total : ${formatHeures(recuperations.soldeDeRecuperationTotal)}`}
        chips={
          <Chip
            size="small"
            color={recuperations.soldeDeRecuperationADate < 0 ? 'error' : 'primary'}
            label={formatHeures(recuperations.soldeDeRecuperationADate)}
          />
        }
        onSelect={onSelect}
        selected={selected === CONGES_TYPE_RECUPERATION}
      />
      {heuresDeTravail ? (
        <Row
          id={null}
          label="Heures travaillées"
          secondary={`À date : ${formatHeures(heuresDeTravail.aDate)} · Prévues : ${formatHeures(heuresDeTravail.prevues)}`}
          chips={<Chip size="small" variant="outlined" label={formatHeures(heuresDeTravail.aDate)} />}
          selected={false}
        />
      ) : null}
    </List>
  );
}
