import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { ACL_REPOSITORIES, type AclRefreshBody, AclRefreshBodySchema } from '@roulement/contract';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { messageOf } from '../../../lib/api-client';
import { useRafraichirAcl } from '../api/rafraichir-acl';
import { AclListe } from './acl-liste';

interface AclDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Spec §2.3/§5: rebuild the roles of a range of records (repository required, ids >= 0), under the current ones. */
export function AclDialog({ open, onClose }: AclDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Mettre à jour les ACLs</DialogTitle>
      {open ? <AclForm onClose={onClose} /> : null}
    </Dialog>
  );
}

function AclForm({ onClose }: { onClose: () => void }) {
  const rafraichir = useRafraichirAcl();
  const form = useForm<AclRefreshBody>({
    resolver: zodResolver(AclRefreshBodySchema),
    defaultValues: { idDebut: 0, idFin: 0 },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) => rafraichir.mutate(body));
  const result = rafraichir.data;

  return (
    // A column like the dialog's paper: the fields and the ACLs scroll, the buttons stay in view.
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Mettre à jour les ACLs"
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Controller
            control={form.control}
            name="repository"
            render={({ field }) => (
              <TextField
                select
                label="Dépôt"
                required
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(errors.repository)}
                helperText={errors.repository?.message}
              >
                {ACL_REPOSITORIES.map((repository) => (
                  <MenuItem key={repository} value={repository}>
                    {repository}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label="idDebut"
            type="number"
            required
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
            {...form.register('idDebut', { valueAsNumber: true })}
            error={Boolean(errors.idDebut)}
            helperText={errors.idDebut?.message ?? '0 : depuis le premier enregistrement'}
          />
          <TextField
            label="idFin"
            type="number"
            required
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
            {...form.register('idFin', { valueAsNumber: true })}
            error={Boolean(errors.idFin)}
            helperText={errors.idFin?.message ?? "0 : jusqu'au dernier enregistrement"}
          />
          {result ? (
            <Alert severity="success" role="status">
              {`${result.utilisateursMisAJour} utilisateur(s) mis à jour, ${result.roles} rôle(s) attribué(s).`}
            </Alert>
          ) : null}
          {rafraichir.isError ? <Alert severity="error">{messageOf(rafraichir.error)}</Alert> : null}
          <Divider />
          <AclListe />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
        <Button type="submit" variant="contained" loading={rafraichir.isPending}>
          Mettre à jour
        </Button>
      </DialogActions>
    </Box>
  );
}
