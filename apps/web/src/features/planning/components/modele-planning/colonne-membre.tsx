import { styled } from '@mui/material';
import { DEBUT_NUIT, type ModeAffichage, type ModeleCreneauDeTravail } from '@roulement/contract';
import { memo } from 'react';
import { useTrace } from '../../hooks/modele-planning/use-trace';
import { dureeDuMode, enPixels } from '../../utils/geometrie';
import { type CibleJour, type ContenuJour, libelleJour } from '../../utils/modele-planning/jours-modele';
import { BlocCreneau, type PartieAffichee } from './bloc-creneau';

export const LARGEUR_COLONNE_MIN = 40;
const HEURE_PX = enPixels(60);

interface ColonneMembreProps {
  cible: CibleJour;
  /** The member's next day: by night, the column shows its morning. */
  lendemain: CibleJour;
  nom: string;
  couleur: string;
  contenu: ContenuJour;
  /** By night, the next day's slots that start before 07:00. */
  matins: readonly ModeleCreneauDeTravail[];
  mode: ModeAffichage;
  granularite: number;
  editable: boolean;
}

/** One member's day of one template week (spec §2.9): time lines, rest day, slots, the drag being drawn. */
function Colonne({ cible, lendemain, nom, couleur, contenu, matins, mode, granularite, editable }: ColonneMembreProps) {
  const { gestes, apercu } = useTrace(cible, lendemain, mode, granularite, editable);
  const nuit = mode === 'nuit';
  const duJour = nuit ? contenu.creneaux.filter((c) => c.heureFin.valeur > DEBUT_NUIT) : contenu.creneaux;
  const bloc = (c: ModeleCreneauDeTravail, partie: PartieAffichee) => (
    <BlocCreneau
      key={c.modeleCreneauDeTravailId}
      creneau={c}
      partie={partie}
      couleur={couleur}
      mode={mode}
      granularite={granularite}
      editable={editable}
    />
  );
  return (
    <Fond
      role="group"
      aria-label={`Semaine ${cible.ordre}, ${libelleJour(cible.jourId)}, ${nom}`}
      {...gestes}
      style={{
        height: enPixels(dureeDuMode(mode)),
        cursor: editable ? 'crosshair' : 'default',
        touchAction: editable ? 'none' : 'auto',
      }}
    >
      {contenu.repos ? <Repos demiJour={contenu.repos.demiJour} /> : null}
      {duJour.map((c) => bloc(c, nuit ? 'soir' : 'jour'))}
      {nuit ? matins.map((c) => bloc(c, 'matin')) : null}
      {apercu ? (
        <Apercu
          aria-hidden
          style={{
            top: enPixels(apercu.debut),
            height: enPixels(apercu.fin - apercu.debut),
            backgroundColor: couleur,
          }}
        />
      ) : null}
    </Fond>
  );
}

// Styled once for every column (hundreds per screen); what varies is set inline.
const Fond = styled('div')(({ theme }) => ({
  position: 'relative',
  flex: '1 0 0',
  minWidth: LARGEUR_COLONNE_MIN,
  borderLeft: `1px solid ${theme.palette.divider}`,
  backgroundImage: `repeating-linear-gradient(to bottom, rgba(0, 0, 0, 0.08) 0 1px, transparent 1px ${HEURE_PX}px)`,
}));

const Apercu = styled('div')({
  position: 'absolute',
  left: 2,
  right: 2,
  opacity: 0.5,
  outline: '1px dashed rgba(0, 0, 0, 0.6)',
  pointerEvents: 'none',
});

const Hachures = styled('div')(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  writingMode: 'vertical-rl',
  fontSize: 11,
  fontWeight: 600,
  color: theme.palette.success.dark,
}));

/** A rest day hatches the whole column; a half day more lightly. */
function Repos({ demiJour }: { demiJour: boolean }) {
  const libelle = demiJour ? 'Demi-journée de repos' : 'Jour de repos';
  const trait = demiJour ? 'rgba(46, 125, 50, 0.12)' : 'rgba(46, 125, 50, 0.28)';
  return (
    <Hachures
      role="img"
      aria-label={libelle}
      title={libelle}
      style={{ backgroundImage: `repeating-linear-gradient(45deg, ${trait} 0 6px, transparent 6px 12px)` }}
    >
      {demiJour ? '½ repos' : 'Repos'}
    </Hachures>
  );
}

const memesCreneaux = (a: readonly ModeleCreneauDeTravail[], b: readonly ModeleCreneauDeTravail[]) =>
  a.length === b.length &&
  a.every((c, i) => {
    const d = b[i]!;
    return (
      c.modeleCreneauDeTravailId === d.modeleCreneauDeTravailId &&
      c.heureDebut.valeur === d.heureDebut.valeur &&
      c.heureFin.valeur === d.heureFin.valeur
    );
  });

const memeRepos = (a: ContenuJour, b: ContenuJour) =>
  a.repos?.modeleJourDeReposId === b.repos?.modeleJourDeReposId && a.repos?.demiJour === b.repos?.demiJour;

/**
 * Every change answers a new template, so each column gets new arrays: comparing their content
 * keeps the hundreds of unchanged columns from re-rendering.
 */
export const ColonneMembre = memo(
  Colonne,
  (avant, apres) =>
    avant.cible.ordre === apres.cible.ordre &&
    avant.cible.jourId === apres.cible.jourId &&
    avant.cible.membreId === apres.cible.membreId &&
    avant.lendemain.ordre === apres.lendemain.ordre &&
    avant.nom === apres.nom &&
    avant.couleur === apres.couleur &&
    avant.mode === apres.mode &&
    avant.granularite === apres.granularite &&
    avant.editable === apres.editable &&
    memesCreneaux(avant.contenu.creneaux, apres.contenu.creneaux) &&
    memesCreneaux(avant.matins, apres.matins) &&
    memeRepos(avant.contenu, apres.contenu),
);
