import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { Demande, Validation } from '@roulement/contract';
import { useNavigate } from 'react-router';
import { dateHeure } from '../../../lib/format';
import { useDecisions } from '../hooks/decisions-context';
import { useCommentaireDecision } from '../hooks/use-commentaire-decision';
import { useRaccourcisDecision } from '../hooks/use-raccourcis-decision';
import { APPARENCE_VALIDATION, etatValidation, routeDemande } from '../utils/libelles-demande';
import { etapeDe, ordreDeDecision, validationADonner } from '../utils/ordre-de-decision';
import { CarteDemande } from './carte-demande';
import { ChampCommentaireDecision } from './champ-commentaire-decision';

interface Decision {
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
  { label: 'Accepter', raccourci: 'A', accepter: true, variant: 'contained', color: 'success' },
  { label: 'Refuser', raccourci: 'R', accepter: false, variant: 'outlined', color: 'error' },
] as const;

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
            {BOUTONS.map(({ label, raccourci, accepter, variant, color }) => (
              <Button
                key={label}
                variant={variant}
                color={color}
                title={`${label} (touche ${raccourci})`}
                onClick={() => decision.decider(v, accepter)}
                sx={{ minHeight: 44 }}
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

/**
 * Spec §2.8: the validation tree in the order of decision, each decision coloured, with Accept /
 * Refuse where the viewer may decide, a comment sent with the decision, and the keyboard shortcuts
 * (decision 088). The decision waits in the page's toast; the next request opens meanwhile.
 */
export function ValidationsCard({ demande }: { demande: Demande }) {
  const navigate = useNavigate();
  const { decider, voisine } = useDecisions();
  const { commentaire, setCommentaire, manquant, champRef, pretPour } = useCommentaireDecision();
  const decision: Decision = {
    decider: (v, accepter) => {
      if (pretPour(accepter))
        decider({ demande, validationId: v.validationId, accepter, commentaire, depuisDetail: true });
    },
  };
  const aDonner = validationADonner(demande.validations);
  const ouvrir = (sens: 1 | -1) => {
    const autre = voisine(demande.demandeId, sens);
    if (autre) navigate(routeDemande(autre));
  };
  useRaccourcisDecision({
    accepter: aDonner ? () => decision.decider(aDonner, true) : undefined,
    refuser: aDonner ? () => decision.decider(aDonner, false) : undefined,
    suivante: () => ouvrir(1),
    precedente: () => ouvrir(-1),
  });
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
      {aDonner ? (
        <Box sx={{ mt: 2 }}>
          <ChampCommentaireDecision
            value={commentaire}
            onChange={setCommentaire}
            manquant={manquant}
            inputRef={champRef}
          />
          <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' }, mt: 1 }}>
            Raccourcis : A accepter, R refuser, J ou → demande suivante, K ou ← demande précédente
          </Typography>
        </Box>
      ) : null}
    </CarteDemande>
  );
}
