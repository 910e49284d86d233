import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack } from '@mui/material';
import { DemandeRecuperationBodySchema, type RecuperationEvaluee, TITRES_DEMANDE } from '@roulement/contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { DialogForm } from '../../../../components/dialogs/dialog-form';
import { DateField } from '../../../../components/form/date-field';
import { HeureField, useSaisiesHoraires } from '../../../../components/form/heure-field';
import { useFormulaire } from '../../../../components/form/use-formulaire';
import { paths } from '../../../../config/paths';
import { messageOf } from '../../../../lib/api-client';
import { useCreerDemandeRecuperation } from '../../api/creer-demande-recuperation';
import { useEvaluerRecuperation } from '../../api/evaluer-recuperation';
import { EtapeEvaluee } from './etape-evaluee';
import { MembreField } from './membre-field';
import {
  CommentaireField,
  type DemandeDeCreneauProps,
  DialogueDeMembre,
  type FormulaireDeMembreProps,
} from './mes-membres';
import { RecuperationsList } from './recuperations-list';

type Saisie = z.input<typeof DemandeRecuperationBodySchema>;
type Valeurs = z.output<typeof DemandeRecuperationBodySchema>;

/** Spec §2.9 'Demande de récupération' (width 400): edit, 'Évaluer', then 'Modifier' or 'Envoyer'. */
export function DemandeRecuperationDialog(props: DemandeDeCreneauProps) {
  return <DialogueDeMembre {...props} width={400} title={TITRES_DEMANDE.Récupération} Formulaire={RecuperationForm} />;
}

function RecuperationForm({ membres, titleId, onClose, onSaved, ...initial }: FormulaireDeMembreProps) {
  const evaluer = useEvaluerRecuperation();
  const creer = useCreerDemandeRecuperation();
  const navigate = useNavigate();
  const saisies = useSaisiesHoraires();
  // The body evaluated and what the server found: sending sends that very body.
  const [evaluation, setEvaluation] = useState<{ body: Valeurs; recuperations: RecuperationEvaluee[] } | null>(null);
  const { form, soumission } = useFormulaire<Saisie, Valeurs>({
    resolver: zodResolver(DemandeRecuperationBodySchema),
    defaultValues: {
      membreId: initial.membreId ?? membres[0]?.membreId,
      dateDebut: initial.date ?? '',
      heureDebut: initial.heureDebut,
      dateFin: initial.date ?? '',
      heureFin: initial.heureFin,
      commentaire: '',
    },
    pret: saisies.toutesValides,
    envoyer: async (valeurs) => {
      const body = { ...valeurs, commentaire: valeurs.commentaire || null };
      const { recuperations } = await evaluer.mutateAsync(body);
      setEvaluation({ body, recuperations });
    },
  });
  const [dateDebut, heureDebut, dateFin, heureFin] = useWatch({
    control: form.control,
    name: ['dateDebut', 'heureDebut', 'dateFin', 'heureFin'],
  });
  // Start before end matters within one day only: over several days the end may be earlier in the day.
  const memeJour = Boolean(dateDebut) && dateDebut === dateFin;

  if (evaluation !== null) {
    const envoyer = () =>
      creer.mutate(evaluation.body, {
        onSuccess: ({ demandeId }) => {
          navigate(paths.demandeRecuperationDetail(demandeId));
          onSaved?.('Demande envoyée');
          onClose();
        },
      });
    return (
      <EtapeEvaluee
        erreur={creer.isError ? messageOf(creer.error) : null}
        pending={creer.isPending}
        plusieurs={false}
        desactive={evaluation.recuperations.length === 0}
        onModifier={() => {
          creer.reset();
          setEvaluation(null);
        }}
        onEnvoyer={envoyer}
        onClose={onClose}
      >
        <RecuperationsList recuperations={evaluation.recuperations} />
      </EtapeEvaluee>
    );
  }
  return (
    <DialogForm titleId={titleId} {...soumission} onClose={onClose} libelleValider="Évaluer">
      <MembreField control={form.control} name="membreId" membres={membres} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <DateField control={form.control} name="dateDebut" label="Du" required vide="" />
        </Box>
        <HeureField
          control={form.control}
          name="heureDebut"
          label="Début"
          max={memeJour && typeof heureFin === 'number' ? heureFin : null}
          onValidityChange={saisies.validite('debut')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <DateField control={form.control} name="dateFin" label="Au" required vide="" minDate={dateDebut || null} />
        </Box>
        <HeureField
          control={form.control}
          name="heureFin"
          label="Fin"
          min={memeJour && typeof heureDebut === 'number' ? heureDebut : null}
          onValidityChange={saisies.validite('fin')}
        />
      </Stack>
      <CommentaireField champ={form.register('commentaire')} erreur={form.formState.errors.commentaire?.message} />
    </DialogForm>
  );
}
