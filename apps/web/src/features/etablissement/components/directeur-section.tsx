import { Alert, Autocomplete, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import type { EmployeResume, EtablissementDetail } from '@roulement/contract';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useEmployes } from '../../../lib/lister-employes';
import { useDesignerDirecteur } from '../api/etablissement-admin';

/** Spec §3 « Director update »: an employee of the establishment, chosen by name. */
export function DirecteurSection({
  etablissement,
  onSaved,
}: {
  etablissement: EtablissementDetail;
  onSaved: (m: string) => void;
}) {
  const peutDesigner = etablissement.abilities.designerDirecteur;
  return (
    <Paper sx={{ p: 2 }} component="section" aria-label="Directeur">
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        Directeur
      </Typography>
      <Typography sx={{ mb: peutDesigner ? 2 : 0 }}>
        {etablissement.directeur ? etablissement.directeur.nomComplet : 'Aucun directeur désigné'}
      </Typography>
      {peutDesigner ? <DesignationDirecteur etablissement={etablissement} onSaved={onSaved} /> : null}
    </Paper>
  );
}

function DesignationDirecteur({
  etablissement,
  onSaved,
}: {
  etablissement: EtablissementDetail;
  onSaved: (m: string) => void;
}) {
  const employes = useEmployes(etablissement.etablissementId);
  const designer = useDesignerDirecteur(etablissement.etablissementId);
  const [choisi, setChoisi] = useState<EmployeResume | null>(null);
  const erreur = designer.isError ? messageOf(designer.error) : employes.isError ? messageOf(employes.error) : null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <Autocomplete<EmployeResume>
        sx={{ flex: 1, maxWidth: 420 }}
        options={employes.data ?? []}
        loading={employes.isPending}
        loadingText="Chargement…"
        noOptionsText="Aucun employé"
        value={choisi}
        onChange={(_e, employe) => setChoisi(employe)}
        getOptionLabel={(e) => e.nomComplet}
        isOptionEqualToValue={(a, b) => a.employeId === b.employeId}
        renderInput={(params) => <TextField {...params} label="Nouveau directeur" size="small" />}
      />
      <Button
        variant="contained"
        disabled={choisi === null}
        loading={designer.isPending}
        onClick={() => {
          if (!choisi) return;
          designer.mutate(
            { etablissementId: etablissement.etablissementId, employeId: choisi.employeId },
            {
              onSuccess: () => {
                setChoisi(null);
                onSaved('Directeur désigné');
              },
            },
          );
        }}
      >
        Désigner
      </Button>
      {erreur ? <Alert severity="error">{erreur}</Alert> : null}
    </Stack>
  );
}
