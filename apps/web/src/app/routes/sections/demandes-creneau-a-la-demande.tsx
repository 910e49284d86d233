import { type ComponentProps, lazy, Suspense, useState } from 'react';
import type { DemandesCreneauDialogs } from '../../../features/demande/components/demandes-creneau-dialogs';

const Dialogues = lazy(async () => ({
  default: (await import('../../../features/demande/components/demandes-creneau-dialogs')).DemandesCreneauDialogs,
}));

/**
 * The request dialogs of a slot (date and time pickers, autocomplete) load the first time a slot
 * asks for one, so Mon planning's first load does without them (issue 24, decision 100). Once
 * loaded they stay mounted, for their closing transition.
 */
export function DemandesCreneauALaDemande(props: ComponentProps<typeof DemandesCreneauDialogs>) {
  const [demandee, setDemandee] = useState(false);
  if (props.demande && !demandee) setDemandee(true);
  if (!demandee) return null;
  return (
    <Suspense fallback={null}>
      <Dialogues {...props} />
    </Suspense>
  );
}
