import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import type { PosteAim, PosteAimId } from '@roulement/contract';
import { useState } from 'react';
import { messageOf } from '../../../../lib/api-client';
import { ajustementConfirmable, erreursOperation, lireMontant, type OperationSaisie } from '../../utils/ajustement';
import { formatEuros } from '../../utils/montant';
import { PosteAimField } from '../poste-aim-field';

export interface AjustementSaisi {
  explication: string;
  operations: OperationSaisie[];
}

interface AjustementFormProps {
  postes: readonly PosteAim[];
  initial: AjustementSaisi;
  /** The operation row's first values (the EPARGNE and DETTE prefills: that poste, zero). */
  operationInitiale?: OperationSaisie;
  onConfirmer: (saisi: AjustementSaisi) => Promise<unknown>;
  onAnnuler: () => void;
}

/** Spec §4/§5 adjustment creation or modification: an explanation of 5 words, one operation per poste. */
export function AjustementForm({ postes, initial, operationInitiale, onConfirmer, onAnnuler }: AjustementFormProps) {
  const [explication, setExplication] = useState(initial.explication);
  const [operations, setOperations] = useState<OperationSaisie[]>(initial.operations);
  const [poste, setPoste] = useState<PosteAimId | ''>(operationInitiale?.posteAIMId ?? '');
  const [montant, setMontant] = useState(operationInitiale ? String(operationInitiale.montant) : '');
  const [erreurs, setErreurs] = useState<{ poste?: string; montant?: string }>({});
  const [erreur, setErreur] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const libelle = (id: PosteAimId) => postes.find((p) => p.posteAIMId === id)?.libelle ?? id;

  const ajouter = () => {
    const e = erreursOperation(poste === '' ? null : poste, montant, operations);
    setErreurs(e);
    const valeur = lireMontant(montant);
    if (e.poste || e.montant || poste === '' || valeur === null) return;
    setOperations([...operations, { posteAIMId: poste, montant: valeur }]);
    setPoste('');
    setMontant('');
  };
  const confirmer = async () => {
    setPending(true);
    setErreur(null);
    try {
      await onConfirmer({ explication, operations });
    } catch (error) {
      setErreur(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack spacing={2} component="form" aria-label="Ajustement" onSubmit={(e) => e.preventDefault()}>
      <TextField
        label="Explication"
        multiline
        minRows={2}
        value={explication}
        onChange={(e) => setExplication(e.target.value)}
        helperText="Au moins 5 mots"
        autoFocus
      />
      {operations.map((o) => (
        <Stack key={o.posteAIMId} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <Typography sx={{ flexGrow: 1 }}>{libelle(o.posteAIMId)}</Typography>
          <Typography>{formatEuros(o.montant)}</Typography>
          <IconButton
            aria-label={`Retirer ${libelle(o.posteAIMId)}`}
            onClick={() => setOperations(operations.filter((x) => x.posteAIMId !== o.posteAIMId))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 120px auto', gap: 1, alignItems: 'start' }}>
        <PosteAimField postes={postes} value={poste} onChange={setPoste} erreur={erreurs.poste} />
        <TextField
          label="Montant"
          value={montant}
          onChange={(e) => setMontant(e.target.value)}
          error={Boolean(erreurs.montant)}
          helperText={erreurs.montant}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <IconButton aria-label="Ajouter l'opération" onClick={ajouter} sx={{ mt: 1 }}>
          <AddIcon />
        </IconButton>
      </Box>
      {erreur ? <Alert severity="error">{messageOf(erreur)}</Alert> : null}
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onAnnuler}>Annuler</Button>
        <Button
          variant="contained"
          disabled={pending || !ajustementConfirmable(explication, operations)}
          onClick={() => void confirmer()}
        >
          Confirmer
        </Button>
      </Stack>
    </Stack>
  );
}
