import {
  Alert,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { HAUTEUR_TABLE_FORMULAIRE_PX, type LigneModeleAim, type ModeleAim, type PosteAim } from '@roulement/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/dialogs/confirm-dialog';
import { QueryState } from '../../../../components/feedback/query-state';
import { messageOf } from '../../../../lib/api-client';
import { useModeleAim, useModifierModele, useOrdonnerModele } from '../../api/modele-aim';
import { usePostesAim } from '../../api/postes-aim';
import { carteDuModele, totalBudgets } from '../../utils/modele-aim';
import { formatEuros } from '../../utils/montant';
import { AjoutLigneRow } from './ajout-ligne-row';
import { LigneModeleRow } from './ligne-modele-row';

const PIED = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  bgcolor: 'background.paper',
  '& td': { color: 'text.primary', fontSize: '0.875rem' },
} as const;

function ModeleTable({ modele, postes }: { modele: ModeleAim; postes: readonly PosteAim[] }) {
  const modifier = useModifierModele();
  const ordonner = useOrdonnerModele();
  const [aSupprimer, setASupprimer] = useState<LigneModeleAim | null>(null);
  const { serviceId, postesAIMPrevus: lignes } = modele;
  const pending = modifier.isPending || ordonner.isPending;
  const envoyer = (change: Parameters<typeof carteDuModele>[1]) =>
    modifier.mutateAsync({ serviceId, postesAIMPrevus: carteDuModele(lignes, change) });
  const libres = postes.filter((p) => !lignes.some((l) => l.posteAIM.posteAIMId === p.posteAIMId));
  const erreur = ordonner.error;
  return (
    <Stack spacing={2}>
      {erreur ? <Alert severity="error">{messageOf(erreur)}</Alert> : null}
      <TableContainer sx={{ maxHeight: HAUTEUR_TABLE_FORMULAIRE_PX }}>
        <Table size="small" stickyHeader aria-label="Modèle d'aide individuelle mensuelle">
          <TableHead>
            <TableRow>
              <TableCell>Poste</TableCell>
              <TableCell>Budget par défaut</TableCell>
              <TableCell>Périodicité</TableCell>
              <TableCell>Modifier</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lignes.map((l, i) => (
              <LigneModeleRow
                key={l.modelePosteAIMId}
                ligne={l}
                derniere={i === lignes.length - 1}
                modifiable={modele.abilities.modifier}
                pending={pending}
                onBudget={(budget) => envoyer({ posteAIMId: l.posteAIM.posteAIMId, budget })}
                onDeplacer={(position) =>
                  ordonner.mutate({ serviceId, modelePosteAIMId: l.modelePosteAIMId, position })
                }
                onSupprimer={() => {
                  modifier.reset();
                  setASupprimer(l);
                }}
              />
            ))}
          </TableBody>
          {/* Kept in view under the 350 px of lines (spec §9), like the header. */}
          <TableFooter sx={PIED}>
            <TableRow>
              <TableCell sx={{ fontWeight: 500 }}>Total</TableCell>
              <TableCell sx={{ fontWeight: 500 }}>{formatEuros(totalBudgets(lignes))}</TableCell>
              <TableCell colSpan={2} />
            </TableRow>
            {modele.abilities.modifier && libres.length > 0 ? (
              <AjoutLigneRow
                postes={libres}
                pending={pending}
                onAjouter={(posteAIMId, budget) => envoyer({ posteAIMId, budget })}
              />
            ) : null}
          </TableFooter>
        </Table>
      </TableContainer>
      <Typography>Total mensuel minimal : {formatEuros(modele.totalBudgetMensuelMinimal)}</Typography>
      <Typography>Total mensuel maximal : {formatEuros(modele.totalBudgetMensuelMaximal)}</Typography>
      <ConfirmDialog
        open={aSupprimer !== null}
        title="Supprimer le poste"
        message={`Voulez-vous retirer le poste ${aSupprimer?.posteAIM.libelle ?? ''} des postes par défaut du service ?`}
        confirmLabel="Supprimer"
        confirmColor="error"
        pending={modifier.isPending}
        error={modifier.error ? messageOf(modifier.error) : null}
        onClose={() => setASupprimer(null)}
        onConfirm={() =>
          aSupprimer &&
          modifier.mutate(
            {
              serviceId,
              postesAIMPrevus: carteDuModele(lignes, { posteAIMId: aSupprimer.posteAIM.posteAIMId, budget: null }),
            },
            { onSuccess: () => setASupprimer(null) },
          )
        }
      />
    </Stack>
  );
}

/** Spec §2 the service's 'Aide Indiv. Mensuelle' tab: its default budget per aid item. */
export function ModeleAimTab({ serviceId }: { serviceId: number }) {
  const modele = useModeleAim(serviceId);
  const postes = usePostesAim();
  return (
    <QueryState query={modele}>
      {(m) => <QueryState query={postes}>{(p) => <ModeleTable modele={m} postes={p} />}</QueryState>}
    </QueryState>
  );
}
