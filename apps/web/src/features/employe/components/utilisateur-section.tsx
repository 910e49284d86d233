import Search from '@mui/icons-material/Search';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { EmailSchema, GENRES } from '@roulement/contract';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/form/select-field';
import type { EmployeCreationForm, EmployeCreationValeurs } from './employe-creation-schema';

/** Where the search by e-mail stands: not done, an existing user, or a new one (utilisateurId 0). */
export type RechercheUtilisateur =
  | { statut: 'aFaire' }
  | { statut: 'trouve'; nomComplet: string }
  | { statut: 'nouveau' };

interface UtilisateurSectionProps {
  form: UseFormReturn<EmployeCreationForm, unknown, EmployeCreationValeurs>;
  recherche: RechercheUtilisateur;
  pending: boolean;
  /** Why the search failed (anything but « no such user », which is an answer). */
  erreur: string | null;
  onSearch: (email: string) => void;
  onEmailChange: () => void;
}

/** Spec §2.11 user account: search by e-mail (button enabled only for a valid format), then the name. */
export function UtilisateurSection({
  form,
  recherche,
  pending,
  erreur,
  onSearch,
  onEmailChange,
}: UtilisateurSectionProps) {
  const { errors } = form.formState;
  const email = useWatch({ control: form.control, name: 'utilisateur.email' }) ?? '';
  const formatValide = EmailSchema.safeParse(email).success;
  const emailField = form.register('utilisateur.email', { onChange: onEmailChange });
  return (
    <Box component="section" aria-labelledby="section-utilisateur">
      <Typography id="section-utilisateur" variant="h6" component="h2" gutterBottom>
        Compte utilisateur
      </Typography>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label="Adresse e-mail"
            type="email"
            required
            autoComplete="off"
            {...emailField}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                if (formatValide) onSearch(email);
              }
            }}
            error={Boolean(errors.utilisateur?.email)}
            helperText={errors.utilisateur?.email?.message}
          />
          <Button
            variant="outlined"
            startIcon={<Search />}
            disabled={!formatValide}
            loading={pending}
            onClick={() => onSearch(email)}
            sx={{ height: 56, flexShrink: 0 }}
          >
            Rechercher
          </Button>
        </Stack>
        {erreur !== null ? <Alert severity="error">{erreur}</Alert> : null}
        {recherche.statut === 'trouve' ? (
          <Alert severity="success">Utilisateur existant : {recherche.nomComplet}</Alert>
        ) : null}
        {recherche.statut === 'nouveau' ? (
          <Alert severity="info">Aucun utilisateur avec cette adresse : un nouvel utilisateur sera créé.</Alert>
        ) : null}
        {recherche.statut === 'nouveau' ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr 1fr' }, gap: 2 }}>
            <Controller
              control={form.control}
              name="utilisateur.genre"
              render={({ field }) => (
                <SelectField
                  label="Civilité"
                  required
                  value={field.value}
                  options={GENRES.map((g) => ({ value: g, label: g }))}
                  onChange={field.onChange}
                />
              )}
            />
            <TextField
              label="Nom"
              required
              {...form.register('utilisateur.nom')}
              error={Boolean(errors.utilisateur?.nom)}
              helperText={errors.utilisateur?.nom?.message}
            />
            <TextField
              label="Prénom"
              required
              {...form.register('utilisateur.prenom')}
              error={Boolean(errors.utilisateur?.prenom)}
              helperText={errors.utilisateur?.prenom?.message}
            />
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
