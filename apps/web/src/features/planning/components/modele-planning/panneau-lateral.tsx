import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { Button, Divider, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { Membre, ModeAffichage, ModelePlanning } from '@roulement/contract';
import type { Ouverture } from '../../hooks/modele-planning/actions-grille';
import { BlocPublication } from './bloc-publication';
import { ListeEquipe } from './liste-equipe';
import { SelecteurSemaines } from './selecteur-semaines';

interface PanneauLateralProps {
  modele: ModelePlanning;
  mode: ModeAffichage;
  onMode: (mode: ModeAffichage) => void;
  affichees: readonly number[];
  onBasculerSemaine: (ordre: number) => void;
  equipe: readonly Membre[];
  choisis: ReadonlySet<number>;
  onBasculerMembre: (membreId: number) => void;
  ouvrir: (ouverture: Ouverture) => void;
  ajouterSemaine: () => void;
  copierSemaine: (ordre: number) => void;
  pending: boolean;
}

/** Spec §2.9 lateral panel: day/night, the weeks shown, the team, the publication, the member swap. */
export function PanneauLateral(props: PanneauLateralProps) {
  const { modele, mode, onMode, ouvrir, pending } = props;
  const editable = modele.abilities.modifier;
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={mode}
        onChange={(_event, valeur: ModeAffichage | null) => valeur && onMode(valeur)}
        aria-label="Heures affichées"
      >
        <ToggleButton value="jour">Jour</ToggleButton>
        <ToggleButton value="nuit">Nuit</ToggleButton>
      </ToggleButtonGroup>
      <SelecteurSemaines
        ordres={modele.semaines.map((s) => s.ordre)}
        affichees={props.affichees}
        onBasculer={props.onBasculerSemaine}
        editable={editable}
        pending={pending}
        onAjouter={props.ajouterSemaine}
        onCopier={props.copierSemaine}
        onSupprimer={(ordre) => ouvrir({ type: 'supprimerSemaine', ordre })}
      />
      <ListeEquipe
        membres={props.equipe}
        infos={props.modele.infos}
        choisis={props.choisis}
        onBasculer={props.onBasculerMembre}
      />
      {editable ? (
        <Button
          size="small"
          startIcon={<SwapHoriz />}
          onClick={() => ouvrir({ type: 'interchanger' })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Interchanger deux membres
        </Button>
      ) : null}
      <BlocPublication
        publications={modele.publications}
        peutPublier={modele.abilities.publier}
        onPublier={() => ouvrir({ type: 'publier' })}
      />
    </Stack>
  );
}
