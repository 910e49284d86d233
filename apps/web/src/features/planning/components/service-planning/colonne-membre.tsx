import ErrorIcon from '@mui/icons-material/Error';
import { type Creneau, type JourDeRepos, type Membre, type TypeCreneau, textColorFor } from '@roulement/contract';
import { type CSSProperties, memo } from 'react';
import { type AxePlanning, blocsSurAxe } from '../../utils/axe-planning';
import { enPixels } from '../../utils/geometrie';
import { descriptionCreneau } from '../../utils/libelles-planning';

/** Types told apart by their border (legend under the title); recovery is hatched: not presence. */
export const BORDURE_TYPE: Record<TypeCreneau, CSSProperties> = {
  CreneauDeTravail: {},
  CreneauDeRemplacement: { borderStyle: 'double', borderWidth: 3 },
  CreneauHeuresSupplementaires: { borderStyle: 'dashed', borderWidth: 2 },
  CreneauDeFormation: { borderStyle: 'dotted', borderWidth: 2 },
  CreneauDeRecuperation: {
    backgroundImage: 'repeating-linear-gradient(45deg, rgba(255,255,255,.75) 0 3px, transparent 3px 6px)',
  },
};

/** Under this height a slot keeps its times for its tooltip. */
const HAUTEUR_TEXTE = 44;

const texteVertical: CSSProperties = {
  writingMode: 'vertical-rl',
  transform: 'rotate(180deg)',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  fontSize: 10,
  lineHeight: 1.1,
};

export interface ColonneMembreProps {
  membre: Membre;
  creneaux: readonly Creneau[] | undefined;
  axe: AxePlanning;
  /** The slot ids waiting for the server (half opacity, spec §4). */
  enAttente: ReadonlySet<number> | undefined;
  /** Hatch the column: « Afficher les absences » is on and the member is on leave that day. */
  absent: boolean;
  /** Why the member is away that day (leave type), told on their slots whatever the setting. */
  motif: string | undefined;
  repos: JourDeRepos | undefined;
}

function CreneauBloc({
  creneau,
  membre,
  axe,
  enAttente,
  motif,
}: {
  creneau: Creneau;
  membre: Membre;
  motif: string | undefined;
  axe: AxePlanning;
  enAttente: boolean;
}) {
  const fond = membre.couleur;
  const style: CSSProperties = {
    position: 'absolute',
    left: 1,
    right: 1,
    background: fond,
    color: textColorFor(fond),
    border: '1px solid rgba(0,0,0,.35)',
    borderRadius: 3,
    boxSizing: 'border-box',
    cursor: creneau.creneauId > 0 ? 'pointer' : 'progress',
    overflow: 'hidden',
    padding: 0,
    font: 'inherit',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    opacity: enAttente || creneau.creneauId === 0 ? 0.5 : 1,
    ...BORDURE_TYPE[creneau.type],
    ...(creneau.aRemplacer ? { borderColor: '#d32f2f', borderWidth: 2, borderStyle: 'solid' } : {}),
  };
  const description = descriptionCreneau(creneau, membre, motif);
  return blocsSurAxe(axe, creneau.heureDebut.valeur, creneau.heureFin.valeur).map((bloc) => {
    const hauteur = enPixels(bloc.fin - bloc.debut);
    return (
      <button
        type="button"
        key={bloc.debut}
        style={{ ...style, top: enPixels(bloc.debut), height: hauteur }}
        data-creneau-id={creneau.creneauId}
        disabled={creneau.creneauId === 0}
        aria-label={description}
        title={description}
      >
        {creneau.aRemplacer ? (
          <ErrorIcon sx={{ fontSize: 14, color: '#d32f2f', bgcolor: '#fff', borderRadius: '50%' }} aria-hidden />
        ) : null}
        {hauteur >= HAUTEUR_TEXTE ? (
          <span style={texteVertical}>
            {creneau.heureDebut.toHeureMinute} {creneau.heureFin.toHeureMinute}
          </span>
        ) : null}
      </button>
    );
  });
}

// Plain styles, not `sx`: a week of a large service has hundreds of columns.
const colonne: CSSProperties = {
  position: 'relative',
  flex: '1 0 0',
  minWidth: 0,
  borderRight: '1px solid rgba(0,0,0,.12)',
};
const hachuresAbsence = 'repeating-linear-gradient(-45deg, rgba(211,47,47,.18) 0 4px, transparent 4px 8px)';

/** One member's column in one day: rest day and absence behind, slots on top. */
function ColonneMembreBrute({ membre, creneaux, axe, enAttente, absent, motif, repos }: ColonneMembreProps) {
  return (
    <div
      style={{ ...colonne, ...(absent ? { backgroundImage: hachuresAbsence } : {}) }}
      title={absent ? `${membre.nomComplet} : ${motif ?? 'absent(e)'}` : undefined}
    >
      {repos ? (
        <div
          style={{
            position: 'absolute',
            inset: repos.demiJour ? '50% 0 0 0' : 0,
            background: 'rgba(120,144,156,.25)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
          title={`${membre.nomComplet} : ${repos.demiJour ? 'demi-journée de repos' : 'jour de repos'}`}
        >
          <span style={{ ...texteVertical, color: '#455a64' }}>{repos.demiJour ? 'Demi-repos' : 'Repos'}</span>
        </div>
      ) : null}
      {creneaux?.map((c) => (
        <CreneauBloc
          key={c.creneauId || `${c.heureDebut.valeur}-provisoire`}
          creneau={c}
          membre={membre}
          axe={axe}
          motif={motif}
          enAttente={enAttente?.has(c.creneauId) ?? false}
        />
      ))}
    </div>
  );
}

const memesCreneaux = (a: readonly Creneau[] | undefined, b: readonly Creneau[] | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((c, i) => c === b[i]));

/**
 * A week of a large service draws hundreds of columns: one is redrawn only when its own slots
 * change (a mutation replaces one day and keeps the other slots' objects).
 */
export const ColonneMembre = memo(
  ColonneMembreBrute,
  (a, b) =>
    a.membre === b.membre &&
    a.axe === b.axe &&
    a.enAttente === b.enAttente &&
    a.absent === b.absent &&
    a.motif === b.motif &&
    a.repos === b.repos &&
    memesCreneaux(a.creneaux, b.creneaux),
);
