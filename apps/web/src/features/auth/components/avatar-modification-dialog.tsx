import UploadFile from '@mui/icons-material/UploadFile';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { AVATAR_MAX_OCTETS } from '@roulement/contract';
import { type ChangeEvent, useId, useState } from 'react';
import { largeurDialogue } from '../../../components/dialogs/largeur-dialogue';
import { messageOf } from '../../../lib/api-client';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useEnvoyerAvatar } from '../api/envoyer-avatar';

/** Spec §9: the avatar dialog is 408 px wide. */
export const AVATAR_DIALOG_WIDTH = 408;

interface AvatarDialogProps {
  open: boolean;
  utilisateurId: number;
  onClose: () => void;
  onChanged: () => void;
}

/** Spec §5: PNG only (the server checks the bytes too). */
export function avatarFileError(file: File): string | null {
  if (file.type !== 'image/png') return 'Seules les images PNG sont acceptées';
  if (file.size > AVATAR_MAX_OCTETS) return `L'image ne doit pas dépasser ${AVATAR_MAX_OCTETS / 1024 / 1024} Mo`;
  return null;
}

export function AvatarDialog({ open, utilisateurId, onClose, onChanged }: AvatarDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: largeurDialogue(AVATAR_DIALOG_WIDTH) } }}
    >
      <DialogTitle id={titleId}>Changer d'avatar</DialogTitle>
      {open ? <AvatarForm utilisateurId={utilisateurId} onClose={onClose} onChanged={onChanged} /> : null}
    </Dialog>
  );
}

function AvatarForm({ utilisateurId, onClose, onChanged }: Omit<AvatarDialogProps, 'open'>) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const envoyer = useEnvoyerAvatar(utilisateurId);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const error = avatarFileError(chosen);
    setFileError(error);
    setFile(error ? null : chosen);
  };
  const confirm = () => {
    if (!file) return;
    envoyer.mutate(file, {
      onSuccess: () => {
        onChanged();
        onClose();
      },
    });
  };

  return (
    <>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
          <Avatar src={preview} alt={preview ? 'Aperçu du nouvel avatar' : ''} sx={{ width: 160, height: 160 }} />
          <Button component="label" variant="outlined" startIcon={<UploadFile />}>
            Choisir une image PNG
            <input type="file" accept="image/png" hidden onChange={choose} aria-label="Image de l'avatar (PNG)" />
          </Button>
          {file ? <Typography variant="body2">{file.name}</Typography> : null}
          {fileError ? <Alert severity="error">{fileError}</Alert> : null}
          {envoyer.isError ? <Alert severity="error">{messageOf(envoyer.error)}</Alert> : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button variant="contained" onClick={confirm} disabled={!file} loading={envoyer.isPending}>
          Confirmer
        </Button>
      </DialogActions>
    </>
  );
}
