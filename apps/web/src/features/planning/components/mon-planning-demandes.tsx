import type { Creneau, PlanningUtilisateur } from '@roulement/contract';
import { useState } from 'react';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { type DemandeDepuisCreneau, type DemandesCreneau, demandeDepuisCreneau } from './demandes-creneau';
import { CreneauMenu, DEMANDES_DU_TITULAIRE, estDemande } from './service-planning/creneau-menu';

export interface CibleMonCreneau {
  creneau: Creneau;
  ancre: HTMLElement;
}

/** Whether one of the owner's requests is allowed on this slot: only then is it a button. */
export const creneauDemandable = (c: Creneau): boolean =>
  Object.keys(DEMANDES_DU_TITULAIRE).some((choix) => c.abilities[choix as keyof typeof DEMANDES_DU_TITULAIRE]);

const AUCUN_MEMBRE = new Map();

interface MonPlanningDemandesProps {
  planning: PlanningUtilisateur | undefined;
  cible: CibleMonCreneau | null;
  onClose: () => void;
  DemandesCreneau: DemandesCreneau;
}

/** Mon planning's slot menu: the owner's three requests (spec doc 2 §6), and their dialogs. */
export function MonPlanningDemandes({ planning, cible, onClose, DemandesCreneau }: MonPlanningDemandesProps) {
  const [demande, setDemande] = useState<DemandeDepuisCreneau | null>(null);
  const { notify, snackbar } = useNotice();
  return (
    <>
      <CreneauMenu
        cible={cible}
        membres={AUCUN_MEMBRE}
        possible={estDemande}
        onChoix={(choix) => {
          onClose();
          if (!cible || !estDemande(choix)) return;
          const service = planning?.services.find((s) => s.serviceId === cible.creneau.serviceId);
          setDemande(
            demandeDepuisCreneau(DEMANDES_DU_TITULAIRE[choix], cible.creneau, {
              etablissementId: service?.etablissementId,
            }),
          );
        }}
        onClose={onClose}
      />
      <DemandesCreneau demande={demande} onClose={() => setDemande(null)} onSaved={notify} />
      {snackbar}
    </>
  );
}
