import { Alert, FormControlLabel, FormGroup, FormHelperText, Switch } from '@mui/material';
import type { Service } from '@roulement/contract';
import { messageOf } from '../../../lib/api-client';
import { useChangerJoursFeriesAuto, useChangerValidationAutonome } from '../api/modifier-service';

interface StrategieProps {
  label: string;
  checked: boolean;
  /** The server's ability flag: who may change this strategy (spec §6). */
  modifiable: boolean;
  reserve: string;
  mutation: { mutate: (valeur: boolean) => void; isPending: boolean; isError: boolean; error: unknown };
}

function Strategie({ label, checked, modifiable, reserve, mutation }: StrategieProps) {
  return (
    <>
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={checked}
            disabled={!modifiable || mutation.isPending}
            onChange={(_event, valeur) => mutation.mutate(valeur)}
          />
        }
      />
      {modifiable ? null : <FormHelperText sx={{ mt: -0.5, mb: 1, ml: 6 }}>{reserve}</FormHelperText>}
      {mutation.isError ? <Alert severity="error">{messageOf(mutation.error)}</Alert> : null}
    </>
  );
}

/** Spec §2.7 Stratégies: automatic public-holiday hours, and autonomous validation (the director's, §6). */
export function StrategiesSection({ service }: { service: Service }) {
  const { serviceId, abilities } = service;
  const joursFeries = useChangerJoursFeriesAuto(serviceId);
  const validation = useChangerValidationAutonome(serviceId);
  return (
    <FormGroup>
      <Strategie
        label="Heures automatiques les jours fériés"
        checked={service.heuresSurJoursFeriesAutomatiques}
        modifiable={abilities.modifierJoursFeriesAuto}
        reserve="Réservé au chef du service et aux administrateurs de l'établissement"
        mutation={joursFeries}
      />
      <Strategie
        label="Validation autonome des demandes"
        checked={service.validationAutonome}
        modifiable={abilities.modifierValidationAutonome}
        reserve="Réservé au directeur de l'établissement"
        mutation={validation}
      />
    </FormGroup>
  );
}
