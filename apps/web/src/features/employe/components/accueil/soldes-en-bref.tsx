import { Box, Stack, Typography } from '@mui/material';
import type { Employe } from '@roulement/contract';
import { BlocAccueil } from '../../../../components/layout/bloc-accueil';
import { paths } from '../../../../config/paths';
import { formatHeures, formatJours } from '../../../../lib/format';
import { useEmployesUtilisateur } from '../../../../lib/lister-employes-utilisateur';

interface Solde {
  libelle: string;
  valeur: string;
  negatif: boolean;
}

/** The balances of spec §2.11 worth a glance: leave with a balance, then recovery hours to date. */
export function soldesEnBref(employe: Employe): Solde[] {
  const conges = employe.congesSoldes
    .filter((s) => s.congesType.avecSolde)
    .sort((a, b) => a.congesType.congesTypeId - b.congesType.congesTypeId)
    .map((s) => ({ libelle: s.congesType.label, valeur: formatJours(s.solde), negatif: s.solde < 0 }));
  const recup = employe.recuperations.soldeDeRecuperationADate;
  return [...conges, { libelle: 'Récupérations', valeur: formatHeures(recup), negatif: recup < 0 }];
}

function Soldes({ employe }: { employe: Employe }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))', gap: 1, m: 0 }}
    >
      {soldesEnBref(employe).map((s) => (
        <Box key={s.libelle} sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {s.libelle}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, color: s.negatif ? 'error.main' : 'text.primary' }}>
            {s.valeur}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Issue 25: my balances at a glance, one group per employment record, the detail on /profil/soldes. */
export function SoldesEnBref({ utilisateurId }: { utilisateurId: number }) {
  const query = useEmployesUtilisateur(utilisateurId);
  return (
    <BlocAccueil
      titre="Mes soldes"
      query={query}
      estVide={(employes) => employes.length === 0}
      messageVide="Aucun solde à afficher"
      lien={{ libelle: 'Détail de mes soldes', to: paths.utilisateurSoldes }}
    >
      {(employes) => (
        <Stack spacing={1.5}>
          {employes.map((employe) => (
            <Box key={employe.employeId} aria-label={`Soldes : ${employe.etablissement.raisonSociale}`} role="group">
              {employes.length > 1 ? (
                <Typography variant="body2" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
                  {employe.etablissement.raisonSociale}
                </Typography>
              ) : null}
              <Soldes employe={employe} />
            </Box>
          ))}
        </Stack>
      )}
    </BlocAccueil>
  );
}
