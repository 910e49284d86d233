import Add from '@mui/icons-material/Add';
import Tune from '@mui/icons-material/Tune';
import { Box, Button, Collapse, Fab, type Theme, useMediaQuery } from '@mui/material';
import { enTeteCompact, joursDeSemaine, type Membre, type PlanningSemaine, type Service } from '@roulement/contract';
import { useMemo, useState } from 'react';
import { ImpressionProgression } from '../../../../components/feedback/impression-progression';
import { useNotice } from '../../../../components/feedback/notice-snackbar';
import { GranulariteContext } from '../../../../components/time-picker/granularite-context';
import { useActionsEnAttente } from '../../api/use-action-creneau';
import { useImpression } from '../../hooks/use-impression';
import { useSemainesPlanning } from '../../hooks/use-semaines-planning';
import type { DemandesCreneau } from '../demandes-creneau';
import { type CongesMembre, MembreMenu, membreMenuUtile } from '../membre-menu';
import { type CibleCreneau, CreneauActions } from './creneau-actions';
import { AjoutCreneauDialog } from './creneau-ajout-dialog';
import { PanneauLateral } from './panneau-lateral';
import { PARAMETRES_PAR_DEFAUT } from './parametres-menu';
import { PlanningPrincipal } from './planning-principal';
import { ChoixVueTelephone, membresDeLaVue, type VueTelephone } from './vue-telephone';

/** Spec §2.8 weekly planning of a service; the page reads the service first (name, abilities, granularity). */
export function ServicePlanning(props: PlanningDuServiceProps) {
  return (
    // Times follow the service's establishment, which may not be the one selected in the header.
    <GranulariteContext.Provider value={props.service.etablissement.granulariteMinutes}>
      <PlanningDuService {...props} />
    </GranulariteContext.Provider>
  );
}

/** Every member present in one of the weeks shown, in the server's order. */
function membresDesSemaines(plannings: readonly PlanningSemaine[]): Membre[] {
  const parId = new Map<number, Membre>();
  for (const p of plannings) for (const m of p.membres) if (!parId.has(m.membreId)) parId.set(m.membreId, m);
  return [...parId.values()];
}

interface PlanningDuServiceProps {
  service: Service;
  numeroSemaine?: string;
  CongesMembre: CongesMembre;
  /** The slot owner's request dialogs (spec doc 2 §6). */
  DemandesCreneau?: DemandesCreneau;
}

function PlanningDuService({ service, numeroSemaine, CongesMembre, DemandesCreneau }: PlanningDuServiceProps) {
  const { serviceId } = service;
  const [parametres, setParametres] = useState(PARAMETRES_PAR_DEFAUT);
  const [masques, setMasques] = useState<Set<number>>(() => new Set());
  const semaines = useSemainesPlanning(serviceId, numeroSemaine, parametres.repos);
  const enAttente = useActionsEnAttente(serviceId);
  const { notify, snackbar } = useNotice();
  const impression = useImpression(notify);
  const [cibleCreneau, setCibleCreneau] = useState<CibleCreneau | null>(null);
  const [cibleMembre, setCibleMembre] = useState<{ membre: Membre; ancre: HTMLElement; date: string } | null>(null);
  const [ajout, setAjout] = useState(false);
  // Below md the week is one day or one member at a time, the panel folded away (decision 095).
  const telephone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [vue, setVue] = useState<VueTelephone>({ genre: 'jour', jour: 0 });
  const [panneauOuvert, setPanneauOuvert] = useState(false);

  const { plannings } = semaines;
  const membres = useMemo(() => membresDesSemaines(plannings), [plannings]);
  const visibles = useMemo(
    () => plannings.map((p) => p.membres.filter((m) => !masques.has(m.membreId))),
    [plannings, masques],
  );
  const affiches = useMemo(
    () => (telephone ? visibles.map((v) => membresDeLaVue(vue, v, membres)) : visibles),
    [telephone, visibles, vue, membres],
  );
  const abilities = plannings[0]?.abilities;
  const affichage = {
    ...parametres,
    compact: enTeteCompact(Math.max(0, ...affiches.map((v) => v.length)), plannings.length),
    jour: telephone && vue.genre === 'jour' ? vue.jour : undefined,
  };
  const imprimer = () =>
    impression.imprimer({
      nomService: service.nom,
      semaines: plannings.map((planning, i) => ({ planning, membres: visibles[i] ?? [], repos: semaines.repos[i] })),
      mode: parametres.mode,
      absences: parametres.absences,
    });
  const panneau = (
    <PanneauLateral
      serviceId={serviceId}
      parametres={parametres}
      onParametres={setParametres}
      modifierModele={abilities?.modifierModele ?? false}
      onImprimer={plannings.length > 0 ? imprimer : undefined}
      membres={membres}
      masques={masques}
      onMasques={setMasques}
      position={semaines.position}
      selection={semaines.demandee}
      onCliquerSemaine={semaines.cliquer}
      onDecaler={semaines.decaler}
    />
  );
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: { xs: 2, md: 3 },
        alignItems: 'flex-start',
      }}
    >
      {telephone ? (
        <Box sx={{ width: '100%' }}>
          <Button
            variant="outlined"
            fullWidth
            startIcon={<Tune />}
            aria-expanded={panneauOuvert}
            onClick={() => setPanneauOuvert((o) => !o)}
            sx={{ minHeight: 44 }}
          >
            Semaines, membres et paramètres
          </Button>
          <Collapse in={panneauOuvert}>
            <Box sx={{ pt: 2 }}>{panneau}</Box>
          </Collapse>
        </Box>
      ) : (
        panneau
      )}
      <Box sx={{ flex: 1, minWidth: 0, width: { xs: '100%', md: 'auto' } }}>
        <PlanningPrincipal
          serviceId={serviceId}
          nomService={service.nom}
          appliquee={semaines.appliquee}
          plannings={plannings}
          repos={semaines.repos}
          membres={affiches}
          affichage={affichage}
          vue={
            telephone && membres.length > 0 ? (
              <ChoixVueTelephone
                vue={vue}
                onVue={setVue}
                jours={plannings[0] ? joursDeSemaine(plannings[0].semaine) : []}
                membres={membres}
              />
            ) : undefined
          }
          enAttente={enAttente}
          enCours={semaines.enCours}
          erreur={semaines.erreur}
          reessayer={semaines.reessayer}
          onCreneau={(creneau, planning, ancre) => setCibleCreneau({ creneau, planning, ancre })}
          onMembre={
            membreMenuUtile(service.abilities)
              ? (membre, date, ancre) => setCibleMembre({ membre, date, ancre })
              : undefined
          }
        />
      </Box>
      {abilities?.ajouterCreneau && membres.length > 0 ? (
        <Fab
          color="primary"
          aria-label="Ajouter des heures supplémentaires"
          onClick={() => setAjout(true)}
          sx={{ position: 'fixed', bottom: 24, right: 24 }}
        >
          <Add />
        </Fab>
      ) : null}
      <CreneauActions
        serviceId={serviceId}
        cible={cibleCreneau}
        onClose={() => setCibleCreneau(null)}
        notify={notify}
        CongesMembre={CongesMembre}
        DemandesCreneau={DemandesCreneau}
      />
      <MembreMenu
        serviceId={serviceId}
        abilities={service.abilities}
        cible={cibleMembre}
        onClose={() => setCibleMembre(null)}
        onSaved={notify}
        CongesMembre={CongesMembre}
      />
      <AjoutCreneauDialog
        serviceId={serviceId}
        genre={ajout ? 'heuresSupplementaires' : null}
        membres={membres}
        date={plannings[0]?.semaine.dateDebut}
        onClose={() => setAjout(false)}
        onSaved={notify}
      />
      <ImpressionProgression progression={impression.progression} titre="Impression du planning" />
      {snackbar}
    </Box>
  );
}
