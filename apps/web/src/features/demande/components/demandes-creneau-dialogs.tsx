import { DemandeCongesDialog } from './dialogs/demande-conges-dialog';
import { DemandeHeuresSuppDialog } from './dialogs/demande-heures-supp-dialog';
import { DemandeRecuperationDialog } from './dialogs/demande-recuperation-dialog';

/** A request asked from a planning slot: its member, day and hours (the planning builds it). */
export interface DemandePrealable {
  genre: 'conges' | 'heuresSupp' | 'recuperation';
  membreId: number;
  date: string;
  heureDebut: number;
  heureFin: number;
  employeId?: number;
  etablissementId?: number;
}

interface DemandesCreneauDialogsProps {
  demande: DemandePrealable | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * The slot owner's request dialogs (spec doc 2 §6), prefilled from the slot: leave from its day,
 * overtime from its hours as the starting range, recovery over its day and hours.
 */
export function DemandesCreneauDialogs({ demande, onClose, onSaved }: DemandesCreneauDialogsProps) {
  const creneau = demande
    ? { membreId: demande.membreId, date: demande.date, heureDebut: demande.heureDebut, heureFin: demande.heureFin }
    : {};
  return (
    <>
      <DemandeCongesDialog
        open={demande?.genre === 'conges'}
        employeId={demande?.employeId}
        etablissementId={demande?.etablissementId}
        date={demande?.date}
        onClose={onClose}
        onSaved={onSaved}
      />
      <DemandeHeuresSuppDialog
        open={demande?.genre === 'heuresSupp'}
        {...creneau}
        onClose={onClose}
        onSaved={onSaved}
      />
      <DemandeRecuperationDialog
        open={demande?.genre === 'recuperation'}
        {...creneau}
        onClose={onClose}
        onSaved={onSaved}
      />
    </>
  );
}
