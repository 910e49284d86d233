import { Chip, Stack } from '@mui/material';
import type { CompteurHeures, EtatCompteur, Membre } from '@roulement/contract';
import { formatHeures } from '../../../../lib/format';

/** Spec §9: over 48 h red, contract hours below the effective hours orange, otherwise grey. */
const COULEUR: Record<EtatCompteur, 'error' | 'warning' | 'default'> = {
  rouge: 'error',
  orange: 'warning',
  gris: 'default',
};

/** The chip's hint: the contract, and the unworked holidays the service counts (decision 076). */
function titre(compteur: CompteurHeures): string {
  const contrat = `Contrat : ${compteur.heuresHebdo} h par semaine`;
  if (compteur.minutesFeriesAutomatiques === 0) return contrat;
  return `${contrat} ; dont ${formatHeures(compteur.minutesFeriesAutomatiques)} de jours fériés chômés`;
}

/** The hours counter of each shown member for one week: effective presence, and unworked holidays if the service counts them. */
export function CompteursHeures({
  compteurs,
  membres,
}: {
  compteurs: readonly CompteurHeures[];
  membres: readonly Membre[];
}) {
  const parMembre = new Map(compteurs.map((c) => [c.membreId, c]));
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', mb: 1 }} aria-label="Compteur d'heures">
      {membres.map((m) => {
        const compteur = parMembre.get(m.membreId);
        if (!compteur) return null;
        return (
          <Chip
            key={m.membreId}
            size="small"
            color={COULEUR[compteur.etat]}
            data-etat={compteur.etat}
            label={`${m.nomComplet} : ${formatHeures(compteur.minutesEffectives)}`}
            title={titre(compteur)}
          />
        );
      })}
    </Stack>
  );
}
