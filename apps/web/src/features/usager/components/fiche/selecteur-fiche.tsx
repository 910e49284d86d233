import AddIcon from '@mui/icons-material/Add';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Alert, Autocomplete, IconButton, Snackbar, Stack, TextField } from '@mui/material';
import {
  type FicheAim,
  type MoisAnnee,
  moisSuivant,
  RECHERCHE_DEBOUNCE_MS,
  SNACKBAR_DUREE_MS,
  type UsagerResume,
} from '@roulement/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { lireFicheDuMois } from '../../api/lire-fiche';
import { useRechercheUsagers } from '../../api/rechercher-usagers';
import { MoisStepper } from '../mois-stepper';

interface Choix {
  usagerId: number;
  nomComplet: string;
}

/** Spec §2 missing sheet, loading by the selector. */
export const messageFicheManquante = (nom: string, { mois, annee }: MoisAnnee) =>
  `Impossible de charger la fiche de ${nom} pour le ${mois}/${annee}. Assurez-vous qu'elle a bien été créée et réessayez plus tard`;

interface SelecteurFicheProps {
  fiche: FicheAim;
  /** Creates the next month's sheet (VALIDEE, next missing): the plus control. */
  creerSuivante: () => Promise<FicheAim | null>;
}

/** Spec §2 sheet selector: a resident autocomplete (500 ms) and a month/year stepper. */
export function SelecteurFiche({ fiche, creerSuivante }: SelecteurFicheProps) {
  const navigate = useNavigate();
  const courant: Choix = { usagerId: fiche.usager.usagerId, nomComplet: fiche.usager.nomComplet };
  const [usager, setUsager] = useState<Choix>(courant);
  const [mois, setMois] = useState<MoisAnnee>({ mois: fiche.mois, annee: fiche.annee });
  const [texte, setTexte] = useState('');
  const recherche = useDebouncedValue(texte, RECHERCHE_DEBOUNCE_MS);
  const usagers = useRechercheUsagers(recherche, fiche.etablissement.etablissementId);
  const [manquante, setManquante] = useState<string | null>(null);
  const [snackbar, setSnackbar] = useState(false);
  const [pending, setPending] = useState(false);

  const charger = async (cible: Choix, m: MoisAnnee, parNavigation: boolean) => {
    setPending(true);
    setManquante(null);
    try {
      const trouvee = await lireFicheDuMois({ usagerId: cible.usagerId, mois: m.mois, annee: m.annee });
      navigate(paths.ficheAim(trouvee.ficheAIMId));
    } catch {
      // Spec §2: the selectors go back to the sheet shown.
      setUsager(courant);
      setMois({ mois: fiche.mois, annee: fiche.annee });
      if (parNavigation) setSnackbar(true);
      else setManquante(messageFicheManquante(cible.nomComplet, m));
    } finally {
      setPending(false);
    }
  };
  const plus = async () => {
    const suivante = await creerSuivante();
    if (suivante) navigate(paths.ficheAim(suivante.ficheAIMId));
  };
  const valideeSansSuivante = fiche.statut === 'VALIDEE' && !fiche.existeSuivante;
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <Autocomplete<Choix, false, true>
          sx={{ minWidth: 260, flexGrow: 1 }}
          options={(usagers.data ?? []).map((u: UsagerResume) => ({
            usagerId: u.usagerId,
            nomComplet: u.etatCivil.nomComplet,
          }))}
          value={usager}
          disableClearable
          filterOptions={(liste) => liste}
          getOptionLabel={(u) => u.nomComplet}
          isOptionEqualToValue={(a, b) => a.usagerId === b.usagerId}
          onInputChange={(_e, t, reason) => reason === 'input' && setTexte(t)}
          onChange={(_e, choisi) => {
            setUsager(choisi);
            void charger(choisi, mois, false);
          }}
          loading={usagers.isFetching}
          loadingText="Chargement…"
          noOptionsText="Aucun usager"
          renderInput={(params) => <TextField {...params} label="Usager" />}
        />
        <MoisStepper
          valeur={mois}
          disabled={pending}
          onChange={(m) => {
            setMois(m);
            void charger(usager, m, true);
          }}
          suivant={
            valideeSansSuivante ? (
              <IconButton aria-label="Créer la fiche suivante" disabled={pending} onClick={() => void plus()}>
                <AddIcon />
              </IconButton>
            ) : fiche.statut === 'VALIDEE' ? (
              <IconButton
                aria-label="Fiche suivante"
                disabled={pending}
                onClick={() => void charger(usager, moisSuivant(mois), true)}
              >
                <ChevronRightIcon />
              </IconButton>
            ) : undefined
          }
        />
      </Stack>
      {manquante ? <Alert severity="error">{manquante}</Alert> : null}
      <Snackbar
        open={snackbar}
        autoHideDuration={SNACKBAR_DUREE_MS}
        onClose={() => setSnackbar(false)}
        message="Aucune fiche trouvée pour ce mois"
      />
    </Stack>
  );
}
