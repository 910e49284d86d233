import type { ActionModification, Creneau, Membre, PlanningSemaine } from '@roulement/contract';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../../components/dialogs/confirm-dialog';
import { type ActionNotice, reessayerSansReseau } from '../../../../components/feedback/notice-snackbar';
import { messageOf } from '../../../../lib/api-client';
import { aujourdhui } from '../../../../lib/format';
import type { ActionCreneau } from '../../api/creneau-actions';
import { useActionCreneau } from '../../api/use-action-creneau';
import { type DemandeDepuisCreneau, type DemandesCreneau, demandeDepuisCreneau } from '../demandes-creneau';
import type { CongesMembre } from '../membre-menu';
import { type ChoixCreneau, CreneauMenu, DEMANDES_DU_TITULAIRE, estDemande } from './creneau-menu';
import { ModificationCreneauDialog } from './creneau-modification-dialog';
import { RemplacementDialog } from './creneau-remplacement-dialog';

export interface CibleCreneau {
  creneau: Creneau;
  planning: PlanningSemaine;
  ancre: HTMLElement;
}

/** The actions without a form. */
type ActionDirecte = Extract<ActionCreneau, { creneau: Creneau; body?: never }>['action'];

const MODIFICATIONS: Partial<Record<ChoixCreneau, ActionModification>> = {
  deplacer: 'DEPLACER',
  ajouterHeuresSupplementaires: 'HEURES_SUPPLEMENTAIRES',
  ajouterRecuperation: 'RECUPERATION',
};

/** Actions sent at once, or after a confirmation when they remove something. */
const DIRECTES: Record<ActionDirecte, { succes: string; confirmation?: (c: Creneau) => [string, string] }> = {
  basculerNePasRemplacer: { succes: 'Créneau mis à jour' },
  restaurerDuTempsDeTravail: { succes: 'Récupération annulée' },
  annulerRemplacement: {
    succes: 'Remplacement annulé',
    confirmation: (c) => [
      'Annuler le remplacement',
      c.type === 'CreneauDeRemplacement'
        ? 'Ce créneau de remplacement sera supprimé.'
        : 'Tous les remplacements de ce créneau seront supprimés.',
    ],
  },
  retirerDuTempsDeTravail: {
    succes: 'Temps de travail retiré',
    confirmation: (c) =>
      c.type === 'CreneauHeuresSupplementaires'
        ? ['Annuler les heures supplémentaires', 'Ces heures supplémentaires seront supprimées.']
        : ['Retirer du temps de travail', 'Tout le créneau sera compté en récupération.'],
  },
  annulerFormation: {
    succes: 'Formation annulée',
    confirmation: () => ['Annuler la formation', 'Ce créneau de formation sera supprimé.'],
  },
};

const estDirecte = (c: ChoixCreneau): c is ActionDirecte => c in DIRECTES;

interface CreneauActionsProps {
  serviceId: number;
  cible: CibleCreneau | null;
  onClose: () => void;
  notify: (message: string, action?: ActionNotice) => void;
  CongesMembre: CongesMembre;
  /** The owner's request dialogs; without them the menu leaves the owner's requests out. */
  DemandesCreneau?: DemandesCreneau;
}

/** The slot menu and what its entries open: dialogs, confirmations, or the action itself. */
export function CreneauActions({
  serviceId,
  cible,
  onClose,
  notify,
  CongesMembre,
  DemandesCreneau,
}: CreneauActionsProps) {
  const [demande, setDemande] = useState<DemandeDepuisCreneau | null>(null);
  const [choix, setChoix] = useState<{ choix: ChoixCreneau; creneau: Creneau; membres: readonly Membre[] } | null>(
    null,
  );
  const mutation = useActionCreneau(serviceId);
  const membres = useMemo(
    () => new Map((cible?.planning.membres ?? []).map((m) => [m.membreId, m])),
    [cible?.planning.membres],
  );
  const fermer = () => {
    setChoix(null);
    mutation.reset();
  };
  // Without a confirmation the answer is a notice; with one, a failure stays in the dialog.
  const envoyer = (action: ActionDirecte, creneau: Creneau, confirme: boolean) =>
    mutation.mutate(
      { action, creneau },
      {
        onSuccess: () => {
          notify(DIRECTES[action].succes);
          setChoix(null);
        },
        onError: (erreur) =>
          confirme
            ? undefined
            : notify(
                messageOf(erreur),
                reessayerSansReseau(erreur, () => envoyer(action, creneau, confirme)),
              ),
      },
    );
  // The notice's « Annuler » deletes the replacement slot just created, through the existing
  // « Annuler le remplacement » (decision 094): nothing else was changed by « Remplacer ».
  const remplace = (message: string, cree?: Creneau) =>
    notify(
      message,
      cree
        ? {
            libelle: 'Annuler',
            onClick: () =>
              mutation.mutate(
                { action: 'annulerRemplacement', creneau: cree },
                { onSuccess: () => notify('Remplacement annulé'), onError: (erreur) => notify(messageOf(erreur)) },
              ),
          }
        : undefined,
    );
  const choisir = (c: ChoixCreneau) => {
    if (!cible) return;
    onClose();
    if (estDemande(c)) {
      const employeId = cible.planning.membres.find((m) => m.membreId === cible.creneau.membreId)?.employe.employeId;
      return setDemande(demandeDepuisCreneau(DEMANDES_DU_TITULAIRE[c], cible.creneau, { employeId }));
    }
    if (estDirecte(c) && !DIRECTES[c].confirmation) return envoyer(c, cible.creneau, false);
    setChoix({ choix: c, creneau: cible.creneau, membres: cible.planning.membres });
  };
  const directe = choix && estDirecte(choix.choix) ? choix.choix : null;
  const confirmation = choix && directe ? DIRECTES[directe].confirmation?.(choix.creneau) : undefined;
  const nomMembre = (c: Creneau | undefined) =>
    choix?.membres.find((m) => m.membreId === c?.membreId)?.nomComplet ?? '';
  const modification = choix ? MODIFICATIONS[choix.choix] : undefined;

  return (
    <>
      <CreneauMenu
        cible={cible}
        motifAbsence={
          cible?.planning.absences.find((a) => a.membreId === cible.creneau.membreId && a.date === cible.creneau.date)
            ?.motif
        }
        membres={membres}
        possible={(c) => !estDemande(c) || DemandesCreneau !== undefined}
        onChoix={choisir}
        onClose={onClose}
      />
      {DemandesCreneau ? <DemandesCreneau demande={demande} onClose={() => setDemande(null)} onSaved={notify} /> : null}
      <RemplacementDialog
        serviceId={serviceId}
        creneau={choix?.choix === 'remplacer' ? choix.creneau : null}
        membres={choix?.membres ?? []}
        onClose={fermer}
        onSaved={remplace}
      />
      <ModificationCreneauDialog
        serviceId={serviceId}
        cible={choix && modification ? { creneau: choix.creneau, action: modification } : null}
        nomMembre={nomMembre(choix?.creneau)}
        onClose={fermer}
        onSaved={notify}
      />
      <CongesMembre
        serviceId={serviceId}
        employeId={
          choix?.choix === 'creerConges'
            ? (choix.membres.find((m) => m.membreId === choix.creneau.membreId)?.employe.employeId ?? null)
            : null
        }
        date={choix?.creneau.date ?? aujourdhui()}
        onClose={fermer}
        onSaved={notify}
      />
      <ConfirmDialog
        open={confirmation !== undefined}
        title={confirmation?.[0] ?? ''}
        message={confirmation?.[1] ?? ''}
        pending={mutation.isPending}
        error={mutation.isError ? messageOf(mutation.error) : null}
        onConfirm={() => choix && directe && envoyer(directe, choix.creneau, true)}
        onClose={fermer}
      />
    </>
  );
}
