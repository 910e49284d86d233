import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  enCentimes,
  enEuros,
  type FicheAim,
  LIBELLES_MOYEN_DE_PAIEMENT,
  MOYEN_DE_PAIEMENT_PAR_DEFAUT,
  MOYENS_DE_PAIEMENT,
  type MoyenDePaiementId,
  type PosteAimId,
  type PreparationVersement,
  repartirCentimes,
} from '@roulement/contract';
import { useState } from 'react';
import { messageOf } from '../../../../lib/api-client';
import { usePreparerVersements } from '../../api/versements';
import { formatEuros } from '../../utils/montant';
import { AideVersementDialog } from './aide-versement-dialog';
import { DatesVersement } from './dates-versement';
import { COULEURS_MOYEN } from './moyen-paiement';
import { VersementsADate } from './versements-a-date';

/** Spec §4/§5 payout preparation: lines, dates and a method; valid with a method, a date and a line. */
export function PreparationVersementForm({
  fiche,
  preparation,
}: {
  fiche: FicheAim;
  preparation: PreparationVersement;
}) {
  const [choisies, setChoisies] = useState<PosteAimId[]>(preparation.lignes.map((l) => l.poste.posteAIMId));
  const [dates, setDates] = useState<string[]>([]);
  const [moyen, setMoyen] = useState<MoyenDePaiementId>(MOYEN_DE_PAIEMENT_PAR_DEFAUT);
  const [aide, setAide] = useState(false);
  const preparer = usePreparerVersements();
  const lignes = preparation.lignes.filter((l) => choisies.includes(l.poste.posteAIMId) && l.montantParDefaut > 0);
  const valide = lignes.length > 0 && dates.length > 0;
  const basculer = (id: PosteAimId) =>
    setChoisies(choisies.includes(id) ? choisies.filter((c) => c !== id) : [...choisies, id]);
  const parDate = (montant: number) => enEuros(repartirCentimes(enCentimes(montant), dates.length)[0] ?? 0);

  const envoyer = () =>
    preparer.mutate(
      {
        ficheAIMId: fiche.ficheAIMId,
        usagerId: fiche.usager.usagerId,
        etablissementId: fiche.etablissement.etablissementId,
        datesDeVersement: dates,
        lignesVersements: lignes.map((l) => ({ posteAIMId: l.poste.posteAIMId, montant: l.montantParDefaut })),
        moyenDePaiementId: moyen,
      },
      { onSuccess: () => setDates([]) },
    );
  return (
    <Stack spacing={2} component="section" aria-labelledby="preparation-titre">
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography id="preparation-titre" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Préparation de versement
        </Typography>
        <IconButton aria-label="Aide : Préparation de versement" onClick={() => setAide(true)}>
          <HelpOutlinedIcon />
        </IconButton>
      </Stack>
      {preparation.lignes.length === 0 ? (
        <Typography color="text.secondary">Aucune ligne à verser</Typography>
      ) : (
        <Box>
          {preparation.lignes.map((l) => (
            <Stack
              key={l.poste.posteAIMId}
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between' }}
            >
              <FormControlLabel
                control={
                  <Checkbox
                    checked={choisies.includes(l.poste.posteAIMId)}
                    onChange={() => basculer(l.poste.posteAIMId)}
                  />
                }
                label={l.poste.libelle}
              />
              <Typography variant="body2">
                {formatEuros(l.montantParDefaut)}
                {dates.length > 1 ? ` (${formatEuros(parDate(l.montantParDefaut))} par date)` : ''}
              </Typography>
            </Stack>
          ))}
        </Box>
      )}
      <DatesVersement fenetre={preparation.fenetre} dates={dates} onChange={setDates} />
      <VersementsADate fiche={fiche} dates={dates} />
      <ToggleButtonGroup
        exclusive
        value={moyen}
        onChange={(_e, v: MoyenDePaiementId | null) => v && setMoyen(v)}
        aria-label="Moyen de paiement"
      >
        {MOYENS_DE_PAIEMENT.map((m) => (
          <ToggleButton key={m} value={m} sx={{ '&.Mui-selected, &.Mui-selected:hover': COULEURS_MOYEN[m] }}>
            {LIBELLES_MOYEN_DE_PAIEMENT[m]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {preparer.error ? <Alert severity="error">{messageOf(preparer.error)}</Alert> : null}
      <Box>
        <Button variant="contained" disabled={!valide || preparer.isPending} onClick={envoyer}>
          Préparer le versement
        </Button>
      </Box>
      <AideVersementDialog open={aide} onClose={() => setAide(false)} />
    </Stack>
  );
}
