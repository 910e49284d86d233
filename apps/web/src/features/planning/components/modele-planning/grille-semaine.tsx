import { Box, Paper, styled, Typography } from '@mui/material';
import { DEBUT_JOUR, JOURS_SEMAINE, type Membre, type ModeAffichage, textColorFor } from '@roulement/contract';
import { memo } from 'react';
import { TexteMasque } from '../../../../components/texte-masque';
import { useActionsGrille } from '../../hooks/modele-planning/actions-grille';
import { dureeDuMode, enPixels, reperesHoraires } from '../../utils/geometrie';
import { type ContenuJour, contenuDuJour, jourSuivant, libelleJour } from '../../utils/modele-planning/jours-modele';
import { ColonneMembre, LARGEUR_COLONNE_MIN } from './colonne-membre';

const LARGEUR_AXE = 44;
const HAUTEUR_ENTETE = 24;

interface GrilleSemaineProps {
  ordre: number;
  nbSemaines: number;
  membres: readonly Membre[];
  index: ReadonlyMap<string, ContenuJour>;
  mode: ModeAffichage;
  granularite: number;
  editable: boolean;
}

/** By day no column shows the next morning: one shared empty list keeps the columns memoised. */
const AUCUN: never[] = [];

const initiales = (m: Membre) => `${m.employe.utilisateur.prenom.charAt(0)}${m.employe.utilisateur.nom.charAt(0)}`;

/** Spec §2.9 main panel: one template week, a column per member under each day, the hours down the side. */
function Grille({ ordre, nbSemaines, membres, index, mode, granularite, editable }: GrilleSemaineProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`semaine-${ordre}`} sx={{ mb: 2 }}>
      <Typography id={`semaine-${ordre}`} variant="h6" component="h2" sx={{ px: 2, py: 1 }}>
        Semaine {ordre}
      </Typography>
      {/* Positioned, so the absolutely placed blocks scroll inside it rather than widen the page. */}
      <Box sx={{ overflowX: 'auto', position: 'relative' }}>
        <Box sx={{ display: 'flex', minWidth: LARGEUR_AXE + 7 * membres.length * LARGEUR_COLONNE_MIN, pb: 1 }}>
          <AxeHoraire mode={mode} />
          {JOURS_SEMAINE.map(({ jourId, label }) => (
            <Box key={jourId} sx={{ flex: `${membres.length} 1 0`, borderLeft: 2, borderColor: 'grey.400' }}>
              <Typography variant="subtitle2" component="h3" align="center" sx={{ height: HAUTEUR_ENTETE }}>
                {label}
              </Typography>
              <Box sx={{ display: 'flex' }}>
                {membres.map((m) => (
                  <EnteteMembre key={m.membreId} membre={m} ordre={ordre} jourId={jourId} editable={editable} />
                ))}
              </Box>
              <Box sx={{ display: 'flex' }}>
                {membres.map((m) => {
                  const cible = { ordre, jourId, membreId: m.membreId };
                  const lendemain = jourSuivant(cible, nbSemaines);
                  const matins =
                    mode === 'nuit'
                      ? contenuDuJour(index, lendemain).creneaux.filter((c) => c.heureDebut.valeur < DEBUT_JOUR)
                      : AUCUN;
                  return (
                    <ColonneMembre
                      key={m.membreId}
                      cible={cible}
                      lendemain={lendemain}
                      matins={matins}
                      nom={m.nomComplet}
                      couleur={m.couleur}
                      contenu={contenuDuJour(index, cible)}
                      mode={mode}
                      granularite={granularite}
                      editable={editable}
                    />
                  );
                })}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}

export const GrilleSemaine = memo(Grille);

const Initiales = styled('button')(({ theme }) => ({
  flex: '1 0 0',
  minWidth: LARGEUR_COLONNE_MIN,
  height: HAUTEUR_ENTETE,
  border: 0,
  borderLeft: `1px solid ${theme.palette.divider}`,
  padding: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  font: 'inherit',
  fontSize: 11,
  fontWeight: 600,
}));

interface EnteteMembreProps {
  membre: Membre;
  ordre: number;
  jourId: number;
  editable: boolean;
}

/**
 * The member's initials in their colour. For an editor it also opens the day's menu, the way to
 * add a slot or a rest day without dragging (keyboard).
 */
const EnteteMembre = memo(function EnteteMembre({ membre, ordre, jourId, editable }: EnteteMembreProps) {
  const actions = useActionsGrille();
  const couleurs = { backgroundColor: membre.couleur, color: textColorFor(membre.couleur) };
  if (!editable) {
    return (
      <Initiales as="div" title={membre.nomComplet} style={couleurs}>
        {initiales(membre)}
      </Initiales>
    );
  }
  return (
    <Initiales
      type="button"
      title={membre.nomComplet}
      style={{ ...couleurs, cursor: 'pointer' }}
      onClick={(event) => {
        const rect = event.currentTarget.getBoundingClientRect();
        actions.ouvrir({
          type: 'menuJour',
          cible: { ordre, jourId, membreId: membre.membreId },
          position: { top: rect.bottom, left: rect.left },
          nouveauCreneau: { ordreSemaine: ordre, jourId, membreId: membre.membreId },
        });
      }}
    >
      {/* The name comes from the hidden text, not an aria-label the visible initials would contradict. */}
      <span aria-hidden="true">{initiales(membre)}</span>
      <TexteMasque>{`Actions du ${libelleJour(jourId).toLowerCase()}, semaine ${ordre}, ${membre.nomComplet}`}</TexteMasque>
    </Initiales>
  );
});

function AxeHoraire({ mode }: { mode: ModeAffichage }) {
  return (
    <Box sx={{ width: LARGEUR_AXE, flexShrink: 0, pt: `${2 * HAUTEUR_ENTETE}px` }} aria-hidden>
      <Box sx={{ position: 'relative', height: enPixels(dureeDuMode(mode)) }}>
        {reperesHoraires(mode).map(({ heure, decalage }) => (
          <Typography
            key={decalage}
            variant="caption"
            color="text.secondary"
            sx={{ position: 'absolute', top: enPixels(decalage) - 8, right: 4, lineHeight: '16px' }}
          >
            {String(heure).padStart(2, '0')}:00
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
