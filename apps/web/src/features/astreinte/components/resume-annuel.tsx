import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Card, CardContent, Chip, IconButton, Stack, Typography } from '@mui/material';
import { CARTES_PAR_PAGE, couleurSolde, type ResumeAnnuel, type ResumeEmploye } from '@roulement/contract';
import { useState } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { pageDeCartes, soldeDe } from '../utils/grille-astreinte';

const jours = (n: number) => `${n.toLocaleString('fr-FR')} j`;

function Ligne({ libelle, valeur }: { libelle: string; valeur: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {libelle}
      </Typography>
      <Typography variant="body2">{valeur}</Typography>
    </Stack>
  );
}

/** Spec §2.4: one card per person, titled with the name and a colour marker. */
function CarteEmploye({ employe, annee }: { employe: ResumeEmploye; annee: number }) {
  const solde = soldeDe(employe);
  return (
    <Card variant="outlined" sx={{ flex: '1 1 200px', minWidth: 200 }} aria-label={employe.nomComplet}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Box
            sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: employe.couleur, flexShrink: 0 }}
            aria-hidden
          />
          <Typography variant="subtitle1" component="h3" noWrap>
            {employe.nomComplet}
          </Typography>
        </Stack>
        <Ligne libelle={`Dus pour ${annee}`} valeur={jours(employe.nbJoursDusPourLannee)} />
        <Ligne libelle="Faits à date" valeur={jours(employe.nbJoursFaitsADate)} />
        <Ligne libelle="Prévus sur le temps restant" valeur={jours(employe.nbJoursPrevusSurLeTempsRestant)} />
        <Ligne libelle="Week-ends et fériés" valeur={jours(employe.nbJoursWeekEndEtFeries)} />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Solde
          </Typography>
          <Chip size="small" color={couleurSolde(solde)} label={solde > 0 ? `+${solde}` : String(solde)} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The year summary, 3 cards per page; page controls only past 3 people (spec §2.4). */
export function ResumeAnnuelCartes({ resume }: { resume: ResumeAnnuel }) {
  const [page, setPage] = useState(0);
  if (resume.employes.length === 0) return <EmptyState message={`Personne d'astreinte en ${resume.annee}`} />;
  const { cartes, pages, courante } = pageDeCartes(resume.employes, page, CARTES_PAR_PAGE);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {pages > 1 ? (
        <IconButton aria-label="Cartes précédentes" disabled={courante === 0} onClick={() => setPage(courante - 1)}>
          <ChevronLeft />
        </IconButton>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexGrow: 1 }}>
        {cartes.map((e) => (
          <CarteEmploye key={e.employeId} employe={e} annee={resume.annee} />
        ))}
      </Box>
      {pages > 1 ? (
        <IconButton
          aria-label="Cartes suivantes"
          disabled={courante === pages - 1}
          onClick={() => setPage(courante + 1)}
        >
          <ChevronRight />
        </IconButton>
      ) : null}
    </Stack>
  );
}
