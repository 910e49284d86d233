import { styled } from '@mui/material';
import { formatHeureMinute, type ModeAffichage, type ModeleCreneauDeTravail, textColorFor } from '@roulement/contract';
import type { KeyboardEvent } from 'react';
import { TexteMasque } from '../../../../components/texte-masque';
import { type Position, useActionsGrille } from '../../hooks/modele-planning/actions-grille';
import { useRedimensionnement } from '../../hooks/modele-planning/use-redimensionnement';
import { blocsDansMode, decalageDansMode, enPixels, HAUTEUR_POIGNEE, MINUIT_NUIT } from '../../utils/geometrie';
import { segmentDuBord } from '../../utils/modele-planning/trace';

/**
 * Which part of the slot the column shows: all of it by day; by night, a day's column shows its
 * evening (23:00–24:00) and the next day's morning (00:00–07:00).
 */
export type PartieAffichee = 'jour' | 'soir' | 'matin';

const montre = (partie: PartieAffichee, debutDuBloc: number) =>
  partie === 'jour' || (partie === 'soir' ? debutDuBloc < MINUIT_NUIT : debutDuBloc >= MINUIT_NUIT);

interface BlocCreneauProps {
  creneau: ModeleCreneauDeTravail;
  partie: PartieAffichee;
  couleur: string;
  mode: ModeAffichage;
  granularite: number;
  editable: boolean;
}

/**
 * A template slot in its column: plain coloured blocks (hundreds per screen, so no MUI widget
 * per slot), opening the slot's menu on click, resized by its top or bottom edge (spec §4).
 * The night grid may show one slot as two blocks (before 07:00 and after 23:00).
 */
export function BlocCreneau({ creneau, partie, couleur, mode, granularite, editable }: BlocCreneauProps) {
  const actions = useActionsGrille();
  const { plage, enAttente, poignee } = useRedimensionnement(creneau, mode, granularite);
  const debut = formatHeureMinute(plage.debut);
  const fin = formatHeureMinute(plage.fin);

  const ouvrirMenu = (position: Position) => {
    if (editable) actions.ouvrir({ type: 'menuCreneau', creneau, position });
  };
  const clavier = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    const rect = event.currentTarget.getBoundingClientRect();
    ouvrirMenu({ top: rect.bottom, left: rect.left });
  };

  // A block cut by the grid's limits shows only the times it really starts or ends at.
  const haut = segmentDuBord(mode, plage, 'haut') ? decalageDansMode(mode, plage.debut) : null;
  const bas = segmentDuBord(mode, plage, 'bas') ? decalageDansMode(mode, plage.fin) : null;
  const blocs = blocsDansMode(mode, plage.debut, plage.fin)
    .filter((bloc) => montre(partie, bloc.debut))
    .map((bloc) => ({ bloc, hautReel: bloc.debut === haut, basReel: bloc.fin === bas }));
  return blocs.map(({ bloc, hautReel, basReel }) => {
    const hauteur = enPixels(bloc.fin - bloc.debut);
    const avecFin = basReel && (hauteur >= 30 || !hautReel);
    return (
      <Bloc
        key={bloc.debut}
        // Read-only, a slot is only a coloured block with its times; editable, it opens its menu.
        role={editable ? 'button' : undefined}
        tabIndex={editable ? 0 : undefined}
        data-testid="modele-creneau"
        title={`${debut} – ${fin}`}
        onPointerDown={(event) => event.stopPropagation()}
        onClick={(event) => ouvrirMenu({ top: event.clientY, left: event.clientX })}
        onKeyDown={clavier}
        style={{
          top: enPixels(bloc.debut),
          height: hauteur,
          backgroundColor: couleur,
          color: textColorFor(couleur),
          cursor: editable ? 'pointer' : 'default',
          opacity: enAttente ? 0.5 : 1,
        }}
      >
        {/* Editable, the block is named by hidden text: an aria-label would not contain the times drawn. */}
        {editable ? <TexteMasque>{`Créneau ${debut} – ${fin}`}</TexteMasque> : null}
        {hautReel ? <span aria-hidden={editable || undefined}>{debut}</span> : null}
        {avecFin ? <Fin aria-hidden={editable || undefined}>{fin}</Fin> : null}
        {editable && hautReel ? (
          <Poignee aria-hidden data-testid="poignee-haut" style={{ top: 0 }} {...poignee('haut')} />
        ) : null}
        {editable && basReel ? (
          <Poignee aria-hidden data-testid="poignee-bas" style={{ bottom: 0 }} {...poignee('bas')} />
        ) : null}
      </Bloc>
    );
  });
}

// Styled once for all blocks: only the position and colour vary, set inline, so hundreds of
// slots cost no style computation per render.
const Bloc = styled('div')({
  position: 'absolute',
  left: 2,
  right: 2,
  border: '1px solid rgba(0, 0, 0, 0.25)',
  borderRadius: 2,
  fontSize: 10,
  lineHeight: '12px',
  textAlign: 'center',
  overflow: 'hidden',
  userSelect: 'none',
});

const Fin = styled('div')({ position: 'absolute', bottom: 1, left: 0, right: 0 });

const Poignee = styled('div')({
  position: 'absolute',
  left: 0,
  right: 0,
  height: HAUTEUR_POIGNEE,
  cursor: 'ns-resize',
  touchAction: 'none',
});
