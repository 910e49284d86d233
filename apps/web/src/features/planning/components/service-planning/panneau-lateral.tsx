import { Divider, Paper, Stack } from '@mui/material';
import { type Membre, type Semaine, semaineDe } from '@roulement/contract';
import { aujourdhui } from '../../../../lib/format';
import { MembresFiltre } from './membres-filtre';
import { ParametresMenu, type ParametresPlanning } from './parametres-menu';
import { SemainesPicker } from './semaines-picker';

interface PanneauLateralProps {
  serviceId: number;
  parametres: ParametresPlanning;
  onParametres: (parametres: ParametresPlanning) => void;
  modifierModele: boolean;
  onImprimer?: () => void;
  membres: readonly Membre[];
  masques: ReadonlySet<number>;
  onMasques: (masques: Set<number>) => void;
  position: Semaine;
  selection: readonly Semaine[];
  onCliquerSemaine: (semaine: Semaine, ctrl: boolean) => void;
  onDecaler: (semaines: number) => void;
}

/** Spec §2.8 lateral panel: the settings menu, the member checkboxes, the week picker. */
export function PanneauLateral(props: PanneauLateralProps) {
  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-label="Paramètres du planning"
      sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0, p: 2, boxSizing: 'border-box' }}
    >
      <Stack spacing={2} divider={<Divider flexItem />}>
        <ParametresMenu
          serviceId={props.serviceId}
          parametres={props.parametres}
          onChange={props.onParametres}
          modifierModele={props.modifierModele}
          onImprimer={props.onImprimer}
        />
        {props.membres.length > 0 ? (
          <MembresFiltre membres={props.membres} masques={props.masques} onChange={props.onMasques} />
        ) : null}
        <SemainesPicker
          position={props.position}
          selection={props.selection}
          courante={semaineDe(aujourdhui())}
          onCliquer={props.onCliquerSemaine}
          onDecaler={props.onDecaler}
        />
      </Stack>
    </Paper>
  );
}
