import { Alert, Box, Button, Chip, Stack, Tooltip } from '@mui/material';
import {
  type EtablissementScope,
  type HistoriqueUsager,
  PREMIERE_FICHE_IMPOSSIBLE,
  type Validation,
} from '@roulement/contract';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { messageOf } from '../../../../lib/api-client';
import { useDeciderValidation, useDemandeDeFiche } from '../../api/validation-fiche';
import { useCreationFiche } from '../../hooks/use-creation-fiche';
import { DemandeValidationDialog } from './demande-validation-dialog';
import { ModeleManquantDialog } from './modele-manquant-dialog';

/** The validation of the request the user may give (spec §4: their username or one of their roles). */
function validationDeLUtilisateur(validations: Validation[]): Validation | null {
  for (const v of validations) {
    if (v.abilities.valider) return v;
    const enfant = validationDeLUtilisateur(v.sousValidations);
    if (enfant) return enfant;
  }
  return null;
}

function Decision({ ficheAimId, progression }: { ficheAimId: number; progression: string }) {
  const demande = useDemandeDeFiche(ficheAimId);
  const decider = useDeciderValidation();
  const validation = demande.data ? validationDeLUtilisateur(demande.data.validations) : null;
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip color="info" label={progression} />
      {validation && demande.data
        ? [true, false].map((accepter) => (
            <Button
              key={String(accepter)}
              variant={accepter ? 'contained' : 'outlined'}
              color={accepter ? 'success' : 'error'}
              disabled={decider.isPending}
              onClick={() =>
                decider.mutate({ demandeId: demande.data.demandeId, validationId: validation.validationId, accepter })
              }
            >
              {accepter ? 'Valider' : 'Invalider'}
            </Button>
          ))
        : null}
      {decider.error ? <Alert severity="error">{messageOf(decider.error)}</Alert> : null}
    </Stack>
  );
}

interface ActionFicheProps {
  historique: HistoriqueUsager;
  etablissement: EtablissementScope;
}

/** Spec §2 bottom action, by the status of the latest sheet (the first of the list). */
export function ActionFiche({ historique, etablissement }: ActionFicheProps) {
  const navigate = useNavigate();
  const creation = useCreationFiche(etablissement);
  const [aValider, setAValider] = useState<number | null>(null);
  const derniere = historique.fiches[0] ?? null;
  const usagerId = historique.usager.usagerId;
  const creer = async () => {
    const fiche = await creation.lancer(usagerId);
    if (fiche) navigate(paths.ficheAim(fiche.ficheAIMId));
  };
  let action: ReactNode;
  if (derniere === null) {
    const bouton = (
      <Button
        variant="contained"
        disabled={!historique.usager.accueilli || creation.pending}
        onClick={() => void creer()}
      >
        Créer la première fiche
      </Button>
    );
    action = historique.usager.accueilli ? (
      bouton
    ) : (
      <Tooltip title={PREMIERE_FICHE_IMPOSSIBLE}>
        <span>{bouton}</span>
      </Tooltip>
    );
  } else if (derniere.statut === 'EN_PREPARATION') {
    action = (
      <Button variant="contained" onClick={() => setAValider(derniere.ficheAIMId)}>
        Demander la validation de la fiche
      </Button>
    );
  } else if (derniere.statut === 'EN_ATTENTE_DE_VALIDATION') {
    const v = historique.validationEnCours;
    action = (
      <Decision
        ficheAimId={derniere.ficheAIMId}
        progression={`validation en cours ${v?.acceptees ?? 0}/${v?.total ?? 0}`}
      />
    );
  } else {
    action = (
      <Button variant="contained" disabled={creation.pending} onClick={() => void creer()}>
        Créer la fiche suivante
      </Button>
    );
  }
  const erreur = creation.erreur;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      {action}
      {erreur ? <Alert severity="error">{messageOf(erreur)}</Alert> : null}
      <DemandeValidationDialog ficheAimId={aValider} onClose={() => setAValider(null)} />
      <ModeleManquantDialog
        service={creation.sansModele}
        peutDeclarer={creation.peutDeclarer}
        onClose={creation.fermer}
      />
    </Box>
  );
}
