import type { Membre, ModelePlanning } from '@roulement/contract';
import { DeleteDialog } from '../../../../components/dialogs/delete-dialog';
import type { EditionModele } from '../../api/editer-modele';
import type { Ouverture } from '../../hooks/modele-planning/actions-grille';
import { type ContenuJour, contenuDuJour } from '../../utils/modele-planning/jours-modele';
import { CreneauDialog } from './creneau-modele-edition-dialog';
import { InterchangerDialog } from './membre-echange-dialog';
import { MenuCreneau } from './menu-creneau';
import { MenuJour } from './menu-jour';
import { PublicationDialog } from './modele-publication-dialog';
import { DeplacerReposDialog } from './repos-deplacement-dialog';

interface DialoguesModeleProps {
  ouverture: Ouverture | null;
  modele: ModelePlanning;
  index: ReadonlyMap<string, ContenuJour>;
  /** Current members of the service (the swap may involve a replacement member). */
  membres: readonly Membre[];
  /** Members the slot form offers: the titulaires. */
  titulaires: readonly Membre[];
  ouvrir: (ouverture: Ouverture) => void;
  lancer: (edition: EditionModele, succes: string) => void;
  supprimerSemaine: (ordre: number) => void;
  pending: boolean;
  notifier: (message: string) => void;
  onClose: () => void;
}

/** The one menu or dialog of the template screen open at a time (spec §2.9). */
export function DialoguesModele(props: DialoguesModeleProps) {
  const { ouverture, modele, index, membres, titulaires, ouvrir, lancer, notifier, onClose } = props;
  if (!ouverture) return null;
  const nomDe = (membreId: number) => membres.find((m) => m.membreId === membreId)?.nomComplet ?? '';
  switch (ouverture.type) {
    case 'menuJour':
      return (
        <MenuJour
          ouverture={ouverture}
          nomMembre={nomDe(ouverture.cible.membreId)}
          contenu={contenuDuJour(index, ouverture.cible)}
          ouvrir={ouvrir}
          lancer={lancer}
          onClose={onClose}
        />
      );
    case 'menuCreneau':
      return (
        <MenuCreneau
          ouverture={ouverture}
          nomMembre={nomDe(ouverture.creneau.membreId)}
          ouvrir={ouvrir}
          lancer={lancer}
          onClose={onClose}
        />
      );
    case 'formulaireCreneau': {
      const membreId = ouverture.creneau?.membreId;
      const proposes =
        membreId === undefined || titulaires.some((m) => m.membreId === membreId)
          ? titulaires
          : [...titulaires, ...membres.filter((m) => m.membreId === membreId)];
      return (
        <CreneauDialog
          modele={modele}
          usage={ouverture.usage}
          valeurs={ouverture.valeurs}
          creneau={ouverture.creneau}
          membres={proposes}
          onClose={onClose}
          onSaved={notifier}
        />
      );
    }
    case 'deplacerRepos':
      return (
        <DeplacerReposDialog
          modele={modele}
          index={index}
          repos={ouverture.repos}
          nomMembre={nomDe(ouverture.repos.membreId)}
          onClose={onClose}
          onSaved={notifier}
        />
      );
    case 'supprimerSemaine':
      return (
        <DeleteDialog
          open
          title={`Supprimer la semaine ${ouverture.ordre}`}
          message="Ses créneaux et jours de repos sont supprimés ; les semaines suivantes sont renumérotées."
          pending={props.pending}
          onDelete={() => props.supprimerSemaine(ouverture.ordre)}
          onClose={onClose}
        />
      );
    case 'publier':
      return <PublicationDialog modele={modele} onClose={onClose} />;
    case 'interchanger':
      return <InterchangerDialog modele={modele} membres={membres} onClose={onClose} onSaved={notifier} />;
  }
}
