import Add from '@mui/icons-material/Add';
import { Alert, Box, Button, Paper } from '@mui/material';
import type { ModeAffichage, ModelePlanning, Service } from '@roulement/contract';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../../components/feedback/empty-state';
import { useGranularite } from '../../../../components/time-picker/granularite-context';
import { ActionsGrilleContext } from '../../hooks/modele-planning/actions-grille';
import { useEditionGrille } from '../../hooks/modele-planning/use-edition-grille';
import { alertesDuModele } from '../../utils/alertes';
import {
  basculer,
  membresAffiches,
  membresDeLaGrille,
  semainesApresSuppression,
} from '../../utils/modele-planning/affichage';
import { indexerModele } from '../../utils/modele-planning/jours-modele';
import { AlertesPlanning } from '../alertes-planning';
import { GrilleSemaine } from './grille-semaine';
import { DialoguesModele } from './modele-dialogs';
import { PanneauLateral } from './panneau-lateral';

const LARGEUR_PANNEAU = 280;

/** Spec §2.9: the lateral panel beside one grid per template week shown. */
export function ModelePlanningVue({ service, modele }: { service: Service; modele: ModelePlanning }) {
  const editable = modele.abilities.modifier;
  const granularite = useGranularite();
  const [mode, setMode] = useState<ModeAffichage>('jour');
  const [affichees, setAffichees] = useState<number[]>(() => modele.semaines.slice(0, 1).map((s) => s.ordre));
  const [choisis, setChoisis] = useState<ReadonlySet<number>>(new Set());
  const edition = useEditionGrille(modele);
  const index = useMemo(() => indexerModele(modele), [modele]);
  const equipe = useMemo(() => membresDeLaGrille(service.membres, modele), [service.membres, modele]);
  const colonnes = useMemo(() => membresAffiches(equipe, choisis), [equipe, choisis]);
  const titulaires = useMemo(() => service.membres.filter((m) => m.titulaire), [service.membres]);
  const alertes = useMemo(() => alertesDuModele(modele.infos, equipe), [modele.infos, equipe]);

  // A new week (added or copied) comes last, and is shown at once.
  const montrerLaDerniere = (apres: ModelePlanning) => setAffichees((a) => [...a, apres.semaines.length]);
  const ajouterSemaine = () => edition.lancer({ type: 'ajouterSemaine' }, 'Semaine ajoutée', montrerLaDerniere);

  const grilles = (() => {
    if (modele.semaines.length === 0) {
      const ajouter = editable ? (
        <Button variant="contained" startIcon={<Add />} onClick={ajouterSemaine}>
          Ajouter une semaine
        </Button>
      ) : undefined;
      return <EmptyState message="Ce modèle ne compte encore aucune semaine." action={ajouter} />;
    }
    if (equipe.length === 0) {
      return (
        <EmptyState message="Aucun titulaire dans ce service : le modèle se construit avec les membres titulaires." />
      );
    }
    // A week deleted meanwhile (another tab, another editor) is no longer shown.
    const existantes = affichees.filter((ordre) => ordre <= modele.semaines.length).sort((a, b) => a - b);
    if (existantes.length === 0) return <EmptyState message="Cochez une semaine du modèle pour l’afficher." />;
    return existantes.map((ordre) => (
      <GrilleSemaine
        key={ordre}
        ordre={ordre}
        nbSemaines={modele.semaines.length}
        membres={colonnes}
        index={index}
        mode={mode}
        granularite={granularite}
        editable={editable}
      />
    ));
  })();

  return (
    <ActionsGrilleContext.Provider value={edition.actions}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Paper component="aside" variant="outlined" sx={{ width: LARGEUR_PANNEAU, flexShrink: 0, p: 2 }}>
          <PanneauLateral
            modele={modele}
            mode={mode}
            onMode={setMode}
            affichees={affichees}
            onBasculerSemaine={(ordre) => setAffichees((a) => [...basculer(new Set(a), ordre)])}
            equipe={equipe}
            choisis={choisis}
            onBasculerMembre={(membreId) => setChoisis((c) => basculer(c, membreId))}
            ouvrir={edition.actions.ouvrir}
            ajouterSemaine={ajouterSemaine}
            copierSemaine={(ordre) =>
              edition.lancer({ type: 'copierSemaine', ordre }, 'Semaine copiée', montrerLaDerniere)
            }
            pending={edition.pending}
          />
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {editable ? (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
              <Button
                startIcon={<Add />}
                onClick={() => edition.actions.ouvrir({ type: 'formulaireCreneau', usage: 'creer', valeurs: {} })}
              >
                Ajouter un créneau
              </Button>
            </Box>
          ) : (
            <Alert severity="info" sx={{ mb: 2 }}>
              Consultation seule : le modèle est modifié par le chef du service ou un administrateur de l’établissement.
            </Alert>
          )}
          <AlertesPlanning alertes={alertes} />
          {grilles}
        </Box>
      </Box>
      <DialoguesModele
        ouverture={edition.ouverture}
        modele={modele}
        index={index}
        membres={service.membres}
        titulaires={titulaires}
        ouvrir={edition.actions.ouvrir}
        lancer={edition.lancer}
        supprimerSemaine={(ordre) =>
          edition.lancer({ type: 'supprimerSemaine', ordre }, 'Semaine supprimée', () => {
            setAffichees((a) => semainesApresSuppression(a, ordre));
            edition.fermer();
          })
        }
        pending={edition.pending}
        notifier={edition.notifier}
        onClose={edition.fermer}
      />
      {edition.snackbar}
    </ActionsGrilleContext.Provider>
  );
}
