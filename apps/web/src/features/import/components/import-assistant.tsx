import FileDownload from '@mui/icons-material/FileDownload';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { ColonneEmploye, ImportRapport } from '@roulement/contract';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useEnvoyerInvitations } from '../api/envoyer-invitations';
import { useApercuImport, useAppliquerImport } from '../api/importer-employes';
import { exporterEmployes, telechargerModele } from '../api/telecharger-modele';
import { resumeCompteurs } from '../utils/libelles-import';
import { CorrespondanceColonnes } from './correspondance-colonnes';
import { ImportLignes } from './import-lignes';

/**
 * Issue 26: pick a file, see what each line will do (nothing is written), map the columns the
 * server did not recognise, then import the whole file at once.
 */
export function ImportAssistant() {
  const [fichier, setFichier] = useState<File | null>(null);
  const [colonnes, setColonnes] = useState<(ColonneEmploye | null)[] | undefined>(undefined);
  const apercu = useApercuImport();
  const appliquer = useAppliquerImport();
  const invitations = useEnvoyerInvitations();
  const [erreurModele, setErreurModele] = useState<unknown>(null);

  const previsualiser = (choisi: File, correspondance?: (ColonneEmploye | null)[]) => {
    setFichier(choisi);
    setColonnes(correspondance);
    appliquer.reset();
    invitations.reset();
    apercu.mutate({ fichier: choisi, ...(correspondance ? { colonnes: correspondance } : {}) });
  };
  const telecharger = (action: (format: 'csv' | 'xlsx') => Promise<void>, format: 'csv' | 'xlsx') => {
    setErreurModele(null);
    action(format).catch(setErreurModele);
  };
  const rapport: ImportRapport | undefined = appliquer.data ?? apercu.data;
  const enCours = apercu.isPending || appliquer.isPending;
  const aEcrire = rapport ? rapport.compteurs.creations + rapport.compteurs.modifications : 0;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Employés et leurs comptes
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Un fichier CSV ou XLSX de 10 Mo au plus, une ligne par employé. Le matricule retrouve l'employé lors d'un
          nouvel import : un même fichier importé deux fois ne change rien la seconde fois.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" component="label" startIcon={<UploadFile />} disabled={enCours}>
            Choisir un fichier
            <input
              hidden
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label="Fichier à importer"
              onChange={(event) => {
                const choisi = event.target.files?.[0];
                event.target.value = '';
                if (choisi) previsualiser(choisi);
              }}
            />
          </Button>
          <Button startIcon={<FileDownload />} onClick={() => telecharger(telechargerModele, 'csv')}>
            Modèle CSV
          </Button>
          <Button startIcon={<FileDownload />} onClick={() => telecharger(telechargerModele, 'xlsx')}>
            Modèle XLSX
          </Button>
          <Button startIcon={<FileDownload />} onClick={() => telecharger(exporterEmployes, 'csv')}>
            Exporter
          </Button>
          <Button startIcon={<FileDownload />} onClick={() => telecharger(exporterEmployes, 'xlsx')}>
            Exporter XLSX
          </Button>
        </Stack>
        {erreurModele ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {messageOf(erreurModele)}
          </Alert>
        ) : null}
      </Paper>

      {enCours ? (
        <Box>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {appliquer.isPending ? 'Import en cours…' : 'Lecture du fichier…'}
          </Typography>
          <LinearProgress aria-label="Progression de l'import" />
        </Box>
      ) : null}
      {apercu.isError ? <Alert severity="error">{messageOf(apercu.error)}</Alert> : null}
      {appliquer.isError ? <Alert severity="error">{messageOf(appliquer.error)}</Alert> : null}

      {rapport && fichier && !enCours ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
            {rapport.applique ? 'Import terminé' : 'Aperçu'} : {fichier.name}
          </Typography>
          <Alert
            severity={rapport.applique ? 'success' : rapport.compteurs.erreurs > 0 ? 'warning' : 'info'}
            sx={{ mb: 2 }}
          >
            {resumeCompteurs(rapport)}.{' '}
            {rapport.applique
              ? 'Les employés sont enregistrés.'
              : rapport.compteurs.erreurs > 0
                ? 'Rien ne sera enregistré tant que le fichier a des erreurs : corrigez-les puis choisissez-le à nouveau.'
                : "Rien n'est encore enregistré."}
          </Alert>
          {rapport.applique && rapport.nouveauxComptes.length > 0 ? (
            <Box sx={{ mb: 2 }}>
              {invitations.isSuccess ? (
                <Alert severity="success">
                  {invitations.data.envoyees > 1
                    ? `${invitations.data.envoyees} invitations envoyées.`
                    : '1 invitation envoyée.'}
                </Alert>
              ) : (
                <Button
                  variant="outlined"
                  disabled={invitations.isPending}
                  onClick={() => invitations.mutate(rapport.nouveauxComptes)}
                >
                  Envoyer les invitations
                </Button>
              )}
              {invitations.isError ? (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {messageOf(invitations.error)}
                </Alert>
              ) : null}
            </Box>
          ) : null}
          {rapport.applique ? null : (
            <>
              <Typography variant="subtitle2" gutterBottom>
                Colonnes du fichier
              </Typography>
              <CorrespondanceColonnes
                colonnes={rapport.colonnes}
                disabled={enCours}
                onChange={(correspondance) => previsualiser(fichier, correspondance)}
              />
              <Box sx={{ mt: 2 }}>
                <Button
                  variant="contained"
                  disabled={rapport.compteurs.erreurs > 0 || aEcrire === 0}
                  onClick={() => appliquer.mutate({ fichier, ...(colonnes ? { colonnes } : {}) })}
                >
                  Importer
                </Button>
              </Box>
            </>
          )}
          {rapport.lignes.length === 0 && rapport.erreurs.length === 0 ? (
            <Typography sx={{ mt: 2 }}>Le fichier ne contient aucune ligne.</Typography>
          ) : (
            <ImportLignes rapport={rapport} />
          )}
        </Paper>
      ) : null}
    </Stack>
  );
}
