import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { type CodeExportPaye, CodesExportPayeBodySchema } from '@roulement/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { QueryState } from '../../../components/feedback/query-state';
import { useFormulaire } from '../../../components/form/use-formulaire';
import { useCodesExportPaye, useModifierCodesExportPaye } from '../api/codes-export-paye';

type Saisie = z.input<typeof CodesExportPayeBodySchema>;
type Valeurs = z.output<typeof CodesExportPayeBodySchema>;

/**
 * Decision 058: the header of each column of the association's payroll file, as its payroll
 * software expects it (Administrateur). For the association detail, which the lead composes.
 */
export function CodesExportPaye({ associationId }: { associationId: number }) {
  const query = useCodesExportPaye(associationId);
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Codes de l'export de paye
      </Typography>
      <QueryState query={query} isEmpty={(codes) => codes.length === 0} emptyMessage="Aucune colonne">
        {(codes) => <CodesForm associationId={associationId} codes={codes} />}
      </QueryState>
    </Stack>
  );
}

function CodesForm({ associationId, codes }: { associationId: number; codes: CodeExportPaye[] }) {
  const modifier = useModifierCodesExportPaye(associationId);
  const [enregistre, setEnregistre] = useState(false);
  const { form, soumission } = useFormulaire<Saisie, Valeurs>({
    resolver: zodResolver(CodesExportPayeBodySchema),
    defaultValues: { codes: codes.map(({ colonne, code }) => ({ colonne, code })) },
    envoyer: async (valeurs) => {
      setEnregistre(false);
      await modifier.mutateAsync(valeurs);
      setEnregistre(true);
    },
  });
  const erreurs = form.formState.errors.codes;
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={soumission.onSubmit}
      spacing={1.5}
      aria-label="Codes de l'export de paye"
    >
      {codes.map((c, i) => (
        <TextField
          key={c.colonne}
          size="small"
          label={c.libelle}
          {...form.register(`codes.${i}.code`)}
          error={Boolean(erreurs?.[i]?.code)}
          helperText={erreurs?.[i]?.code?.message}
        />
      ))}
      {soumission.erreur ? <Alert severity="error">{soumission.erreur}</Alert> : null}
      {enregistre ? <Alert severity="success">Codes enregistrés</Alert> : null}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={soumission.pending}>
          Enregistrer
        </Button>
      </Stack>
    </Stack>
  );
}
