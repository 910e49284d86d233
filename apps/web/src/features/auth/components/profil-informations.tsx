import Key from '@mui/icons-material/Key';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { Box, Button, Divider, Paper, Snackbar, Stack, Typography } from '@mui/material';
import { GENRES, type Utilisateur, UtilisateurUpdateBodySchema } from '@roulement/contract';
import { format } from 'date-fns';
import { useState } from 'react';
import type { z } from 'zod';
import { QueryState } from '../../../components/feedback/query-state';
import { InlineDateField } from '../../../components/form/inline-date-field';
import { InlineSelectField } from '../../../components/form/inline-select-field';
import { InlineTextField } from '../../../components/form/inline-text-field';
import { initialesDe } from '../../../lib/initiales';
import { useModifierUtilisateur } from '../api/modifier-utilisateur';
import { useUtilisateurParEmail } from '../api/rechercher-utilisateur';
import { AvatarDialog } from './avatar-modification-dialog';
import { PasswordDialog } from './mot-de-passe-modification-dialog';
import { UserAvatar } from './user-avatar';

const fields = UtilisateurUpdateBodySchema.shape;
const GENRE_OPTIONS = GENRES.map((genre) => ({ value: genre, label: genre }));

/** The contract's rule for one field, as the French message of its first problem. */
const validateWith = (schema: z.ZodType) => (value: string | null) => {
  const result = schema.safeParse(value ?? '');
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

/** Spec §2.6 Informations of the signed-in user, loaded by e-mail. */
export function ProfilInformations({ email }: { email: string }) {
  const utilisateur = useUtilisateurParEmail(email);
  return <QueryState query={utilisateur}>{(data) => <InformationsCard utilisateur={data} />}</QueryState>;
}

function InformationsCard({ utilisateur }: { utilisateur: Utilisateur }) {
  const modifier = useModifierUtilisateur(utilisateur);
  const [dialog, setDialog] = useState<'avatar' | 'password' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = async (changes: Parameters<typeof modifier.mutateAsync>[0]) => {
    await modifier.mutateAsync(changes);
    setNotice('Modification enregistrée');
  };
  const { utilisateurId } = utilisateur;

  return (
    <Paper sx={{ p: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <UserAvatar utilisateurId={utilisateurId} initiales={initialesDe(utilisateur.nomComplet)} size={96} />
        <Box>
          <Typography variant="h5" component="h2">
            {utilisateur.nomComplet}
          </Typography>
          <Button startIcon={<PhotoCamera />} onClick={() => setDialog('avatar')} sx={{ mt: 1 }}>
            Changer d'avatar
          </Button>
        </Box>
      </Stack>
      <Divider />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4, mt: 1 }}>
        <InlineSelectField
          label="Civilité"
          value={utilisateur.genre}
          options={GENRE_OPTIONS}
          onSave={(genre) => save({ genre })}
        />
        <InlineTextField
          label="Prénom"
          required
          value={utilisateur.prenom}
          validate={validateWith(fields.prenom)}
          onSave={(prenom) => save({ prenom: prenom ?? '' })}
        />
        <InlineTextField
          label="Nom"
          required
          value={utilisateur.nom}
          validate={validateWith(fields.nom)}
          onSave={(nom) => save({ nom: nom ?? '' })}
        />
        <InlineDateField
          label="Date de naissance"
          value={utilisateur.dateDeNaissance}
          maxDate={format(new Date(), 'yyyy-MM-dd')}
          onSave={(dateDeNaissance) => save({ dateDeNaissance })}
        />
        <InlineTextField
          label="Numéro de téléphone pro"
          type="tel"
          value={utilisateur.telephonePro}
          validate={(value) => (value === null ? null : validateWith(fields.telephonePro)(value))}
          onSave={(telephonePro) => save({ telephonePro })}
        />
        <Box sx={{ py: 1 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            Adresse e-mail
          </Typography>
          <Typography sx={{ minHeight: 40, display: 'flex', alignItems: 'center' }}>{utilisateur.email}</Typography>
        </Box>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Button variant="outlined" startIcon={<Key />} onClick={() => setDialog('password')}>
        Changer le mot de passe
      </Button>
      <AvatarDialog
        open={dialog === 'avatar'}
        utilisateurId={utilisateurId}
        onClose={() => setDialog(null)}
        onChanged={() => setNotice('Avatar modifié')}
      />
      <PasswordDialog
        open={dialog === 'password'}
        utilisateurId={utilisateurId}
        onClose={() => setDialog(null)}
        onChanged={() => setNotice('Mot de passe modifié')}
      />
      <Snackbar open={notice !== null} autoHideDuration={3000} onClose={() => setNotice(null)} message={notice} />
    </Paper>
  );
}
