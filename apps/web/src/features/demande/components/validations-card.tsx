import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { Demande, Validation } from '@roulement/contract';
import { dateHeure } from '../../../lib/format';
import { useRefuserValidation } from '../api/refuser-validation';
import { useValiderValidation } from '../api/valider-validation';
import { APPARENCE_VALIDATION, etatValidation } from '../utils/libelles-demande';
import { CarteDemande } from './carte-demande';
import type { SuiviAction } from './suivi-action';

interface Decision {
  pending: boolean;
  decider: (validation: Validation, accepter: boolean) => void;
}

/** « Acceptée par Denise Directrice pour Paul Martin, le 02/03/2026 à 10:00 »; an inherited one names nobody. */
function texteDecision(v: Validation): string {
  const { libelle } = APPARENCE_VALIDATION[etatValidation(v)];
  const qui = v.validateur?.nomComplet ?? v.validePar;
  return [
    libelle,
    qui ? ` par ${qui}` : '',
    v.pourLeCompteDe ? ` pour ${v.pourLeCompteDe.nomComplet}` : '',
    v.dateValidation ? `, le ${dateHeure(v.dateValidation)}` : '',
  ].join('');
}

const BOUTONS = [
  { label: 'Accepter', accepter: true, variant: 'contained', color: 'success' },
  { label: 'Refuser', accepter: false, variant: 'outlined', color: 'error' },
] as const;

/** How many decisions, this one included, come one after the other down to its deepest sub-validation. */
const etapeDe = (v: Validation): number => 1 + Math.max(0, ...v.sousValidations.map(etapeDe));

/**
 * Decision 069: the tree is drawn in the order of decision, those who decide first on top. A
 * parent's sub-validations (the heads of service) come before it (the direction), and among
 * siblings the shorter chains first; the server's nesting stays in the markup.
 */
const ordreDeDecision = (validations: Validation[]): Validation[] =>
  validations
    .map((v, i) => ({ v, i, etape: etapeDe(v) }))
    .sort((a, b) => a.etape - b.etape || a.i - b.i)
    .map((x) => x.v);

function Entree({ validation: v, decision }: { validation: Validation; decision: Decision }) {
  const { libelle, couleur } = APPARENCE_VALIDATION[etatValidation(v)];
  return (
    <Box component="li" aria-label={v.authorityLabel} sx={{ listStyle: 'none', minWidth: 0 }}>
      {v.sousValidations.length > 0 ? <Validations validations={v.sousValidations} decision={decision} /> : null}
      <Box sx={{ borderLeft: 4, borderColor: `${couleur}.main`, pl: 1.5, py: 1, mt: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary">
          Étape {etapeDe(v)}
          {v.sousValidations.length > 0 ? ', après les validations ci-dessus' : ''}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{v.authorityLabel}</Typography>
          <Chip size="small" color={couleur} label={libelle} />
        </Stack>
        {v.accepte !== null ? (
          <Typography variant="body2" color="text.secondary">
            {texteDecision(v)}
          </Typography>
        ) : null}
        {v.abilities.valider ? (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
            {BOUTONS.map(({ label, accepter, variant, color }) => (
              <Button
                key={label}
                size="small"
                variant={variant}
                color={color}
                disabled={decision.pending}
                onClick={() => decision.decider(v, accepter)}
              >
                {label}
              </Button>
            ))}
          </Stack>
        ) : null}
      </Box>
    </Box>
  );
}

function Validations({ validations, decision }: { validations: Validation[]; decision: Decision }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: { xs: 1, sm: 2 } }}>
      {ordreDeDecision(validations).map((v) => (
        <Entree key={v.validationId} validation={v} decision={decision} />
      ))}
    </Box>
  );
}

interface ValidationsCardProps {
  demande: Demande;
  suivi: SuiviAction;
}

/** Spec §2.8: the validation tree in the order of decision, each decision coloured, with Accept / Refuse where the viewer may decide. */
export function ValidationsCard({ demande, suivi }: ValidationsCardProps) {
  const valider = useValiderValidation();
  const refuser = useRefuserValidation();
  const decision: Decision = {
    pending: valider.isPending || refuser.isPending,
    decider: (v, accepter) =>
      (accepter ? valider : refuser).mutate({ demandeId: demande.demandeId, validationId: v.validationId }, suivi),
  };
  return (
    <CarteDemande id="validations" titre="Validations">
      {demande.validations.length === 0 ? (
        <Typography color="text.secondary">Aucune validation</Typography>
      ) : (
        <Box component="ul" aria-labelledby="validations-titre" sx={{ m: 0, mt: 1, p: 0 }}>
          {ordreDeDecision(demande.validations).map((v) => (
            <Entree key={v.validationId} validation={v} decision={decision} />
          ))}
        </Box>
      )}
    </CarteDemande>
  );
}
