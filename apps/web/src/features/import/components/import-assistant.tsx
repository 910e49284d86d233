import FileDownload from '@mui/icons-material/FileDownload';
import UploadFile from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  COLONNES_PAR_SORTE,
  type ImportRapport,
  LIBELLES_SORTES_IMPORT,
  SORTES_IMPORT,
  type SorteImport,
} from '@roulement/contract';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useEnvoyerInvitations } from '../api/envoyer-invitations';
import { useApercuImport, useAppliquerImport } from '../api/importer-employes';
import { exporterSorte, type FormatImport, telechargerModele } from '../api/telecharger-modele';
import { DESCRIPTIONS_SORTES, LIBELLES_CLE, resumeCompteurs } from '../utils/libelles-import';
import { CorrespondanceColonnes } from './correspondance-colonnes';
import { ImportLignes } from './import-lignes';
import { ProgressionImport } from './progression-import';

/**
 * Issue 26: pick the kind and a file, see what each line will do (nothing is written), map the
 * columns the server did not recognise, then import the whole file at once.
 */
export function ImportAssistant() {
  const [sorte, setSorte] = useState<SorteImport>('employes');
  const [fichier, setFichier] = useState<File | null>(null);
  const [colonnes, setColonnes] = useState<(string | null)[] | undefined>(undefined);
  const apercu = useApercuImport();
  const appliquer = useAppliquerImport();
  const invitations = useEnvoyerInvitations();
  const [erreurModele, setErreurModele] = useState<unknown>(null);
  const [envoye, setEnvoye] = useState(0);
  const envoi = (choisi: File, correspondance: (string | null)[] | undefined) => {
    setEnvoye(0);
    return { sorte, fichier: choisi, onEnvoi: setEnvoye, ...(correspondance ? { colonnes: correspondance } : {}) };
  };

  const previsualiser = (choisi: File, correspondance?: (string | null)[]) => {
    setFichier(choisi);
    setColonnes(correspondance);
    appliquer.reset();
    invitations.reset();
    apercu.mutate(envoi(choisi, correspondance));
  };
  const changerSorte = (choisie: SorteImport) => {
    setSorte(choisie);
    setFichier(null);
    setColonnes(undefined);
    apercu.reset();
    appliquer.reset();
    invitations.reset();
  };
  const telecharger = (action: (sorte: SorteImport, format: FormatImport) => Promise<void>, format: FormatImport) => {
    setErreurModele(null);
    action(sorte, format).catch(setErreurModele);
  };
  const rapport: ImportRapport | undefined = appliquer.data ?? apercu.data;
  const enCours = apercu.isPending || appliquer.isPending;
  const aEcrire = rapport ? rapport.compteurs.creations + rapport.compteurs.modifications : 0;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <TextField
          select
          fullWidth
          label="Que voulez-vous importer ?"
          value={sorte}
          disabled={enCours}
          onChange={(event) => changerSorte(event.target.value as SorteImport)}
          sx={{ mb: 2, maxWidth: { sm: 360 } }}
        >
          {SORTES_IMPORT.map((s) => (
            <MenuItem key={s} value={s} sx={{ minHeight: 44 }}>
              {LIBELLES_SORTES_IMPORT[s]}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Un fichier CSV ou XLSX de 10 Mo au plus. {DESCRIPTIONS_SORTES[sorte]}
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
          <Button startIcon={<FileDownload />} onClick={() => telecharger(exporterSorte, 'csv')}>
            Exporter
          </Button>
          <Button startIcon={<FileDownload />} onClick={() => telecharger(exporterSorte, 'xlsx')}>
            Exporter XLSX
          </Button>
        </Stack>
        {erreurModele ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {messageOf(erreurModele)}
          </Alert>
        ) : null}
      </Paper>

      {enCours ? <ProgressionImport etape={appliquer.isPending ? 'appliquer' : 'apercu'} envoye={envoye} /> : null}
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
              ? 'Les lignes sont enregistrées.'
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
                modele={COLONNES_PAR_SORTE[sorte]}
                disabled={enCours}
                onChange={(correspondance) => previsualiser(fichier, correspondance)}
              />
              <Box sx={{ mt: 2 }}>
                <Button
                  variant="contained"
                  disabled={rapport.compteurs.erreurs > 0 || aEcrire === 0}
                  onClick={() => appliquer.mutate(envoi(fichier, colonnes))}
                >
                  Importer
                </Button>
              </Box>
            </>
          )}
          {rapport.lignes.length === 0 && rapport.erreurs.length === 0 ? (
            <Typography sx={{ mt: 2 }}>Le fichier ne contient aucune ligne.</Typography>
          ) : (
            <ImportLignes rapport={rapport} cle={LIBELLES_CLE[sorte]} />
          )}
        </Paper>
      ) : null}
    </Stack>
  );
}
