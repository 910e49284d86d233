import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { dateFr, type Service, ServiceRenommerBodySchema } from '@roulement/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { InlineSelectField } from '../../../components/form/inline-select-field';
import { InlineTextField } from '../../../components/form/inline-text-field';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { useChangerChefDeService, useRenommerService } from '../api/modifier-service';
import { useChefsPossibles } from '../hooks/use-chefs-possibles';
import { FermetureServiceDialog } from './service-fermeture-dialog';
import { SuppressionServiceDialog } from './service-suppression-dialog';

const erreurDuNom = (nom: string | null): string | null => {
  const resultat = ServiceRenommerBodySchema.safeParse({ nouveauNom: nom ?? '' });
  return resultat.success ? null : (resultat.error.issues[0]?.message ?? null);
};

interface OrganisationSectionProps {
  service: Service;
  onSaved: (message: string) => void;
}

/**
 * Spec §2.7 Organisation: rename and designate the head (each sent only when it changes, spec §4),
 * close and delete (the establishment administrator's, decision 020).
 */
export function OrganisationSection({ service, onSaved }: OrganisationSectionProps) {
  const { serviceId, abilities, chefDeService, dateFermeture } = service;
  const renommer = useRenommerService(serviceId);
  const changerChef = useChangerChefDeService(serviceId);
  const { choix, erreur } = useChefsPossibles(service);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'fermer' | 'supprimer' | null>(null);
  return (
    <Stack spacing={1}>
      <InlineTextField
        label="Nom du service"
        value={service.nom}
        required
        disabled={!abilities.renommer}
        validate={erreurDuNom}
        onSave={async (nom) => {
          await renommer.mutateAsync(nom ?? '');
          onSaved('Service renommé');
        }}
      />
      <InlineSelectField
        label="Chef de service"
        value={chefDeService ? String(chefDeService.employeId) : ''}
        options={choix.map((e) => ({ value: String(e.employeId), label: e.nomComplet }))}
        disabled={!abilities.changerChef}
        onSave={async (employeId) => {
          await changerChef.mutateAsync(Number(employeId));
          onSaved('Chef de service désigné');
        }}
      />
      {erreur ? (
        <Alert severity="error">{`Liste des chefs possibles indisponible : ${messageOf(erreur)}`}</Alert>
      ) : null}
      {dateFermeture ? <Alert severity="info">Ce service est fermé après le {dateFr(dateFermeture)}.</Alert> : null}
      {abilities.fermer || abilities.supprimer ? (
        <Box sx={{ display: 'flex', gap: 1, pt: 1, flexWrap: 'wrap' }}>
          {/* Warning orange on white fails contrast (axe color-contrast): a destructive red instead. */}
          {abilities.fermer && !dateFermeture ? (
            <Button variant="outlined" color="error" onClick={() => setDialog('fermer')}>
              Fermer le service
            </Button>
          ) : null}
          {abilities.supprimer ? (
            <Button variant="outlined" color="error" onClick={() => setDialog('supprimer')}>
              Supprimer le service
            </Button>
          ) : null}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Fermer ou supprimer le service est réservé aux administrateurs de l'établissement.
        </Typography>
      )}
      <FermetureServiceDialog open={dialog === 'fermer'} service={service} onClose={() => setDialog(null)} />
      <SuppressionServiceDialog
        open={dialog === 'supprimer'}
        service={service}
        onClose={() => setDialog(null)}
        onSupprime={() => {
          onSaved('Service supprimé');
          navigate(paths.services);
        }}
      />
    </Stack>
  );
}
