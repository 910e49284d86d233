import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@mui/material';
import { HeuresSuppBodySchema, type PropositionHeuresSupp, TITRES_DEMANDE } from '@roulement/contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { DialogForm } from '../../../../components/dialogs/dialog-form';
import { DateField } from '../../../../components/form/date-field';
import { useSaisiesHoraires } from '../../../../components/form/heure-field';
import { PlageHoraireFields } from '../../../../components/form/plage-horaire-fields';
import { useFormulaire } from '../../../../components/form/use-formulaire';
import { paths } from '../../../../config/paths';
import { messageOf } from '../../../../lib/api-client';
import { useEnvoyerPropositions } from '../../api/creer-demande-heures-supp';
import { useEvaluerHeuresSupp } from '../../api/evaluer-heures-supp';
import { EtapeEvaluee } from './etape-evaluee';
import { MembreField } from './membre-field';
import {
  CommentaireField,
  type DemandeDeCreneauProps,
  DialogueDeMembre,
  type FormulaireDeMembreProps,
} from './mes-membres';
import { PropositionsList } from './propositions-list';

type Saisie = z.input<typeof HeuresSuppBodySchema>;
type Valeurs = z.output<typeof HeuresSuppBodySchema>;

/** Spec §2.9 "Demande d'heures complémentaires": edit, 'Évaluer', then 'Modifier' or 'Envoyer'. */
export function DemandeHeuresSuppDialog(props: DemandeDeCreneauProps) {
  return (
    <DialogueDeMembre
      {...props}
      width={600}
      title={TITRES_DEMANDE['Heures complémentaires']}
      Formulaire={HeuresSuppForm}
    />
  );
}

function HeuresSuppForm({ membres, titleId, onClose, onSaved, ...initial }: FormulaireDeMembreProps) {
  const evaluer = useEvaluerHeuresSupp();
  const envoyer = useEnvoyerPropositions();
  const navigate = useNavigate();
  const saisies = useSaisiesHoraires();
  // Null while editing; the proposals left once evaluated (none left: back to editing).
  const [propositions, setPropositions] = useState<PropositionHeuresSupp[] | null>(null);
  const [aucune, setAucune] = useState(false);
  const { form, soumission } = useFormulaire<Saisie, Valeurs>({
    resolver: zodResolver(HeuresSuppBodySchema),
    defaultValues: {
      membreId: initial.membreId ?? membres[0]?.membreId,
      date: initial.date ?? '',
      heureDebut: initial.heureDebut,
      heureFin: initial.heureFin,
      commentaire: '',
    },
    pret: saisies.toutesValides,
    envoyer: async (valeurs) => {
      const { demandes } = await evaluer.mutateAsync({ ...valeurs, commentaire: valeurs.commentaire || null });
      setAucune(demandes.length === 0);
      setPropositions(demandes.length > 0 ? demandes : null);
    },
  });
  const [debut, fin] = useWatch({ control: form.control, name: ['heureDebut', 'heureFin'] });

  if (propositions !== null) {
    const retirer = (p: PropositionHeuresSupp) =>
      setPropositions((restantes) => {
        const autres = (restantes ?? []).filter((r) => r !== p);
        return autres.length > 0 ? autres : null;
      });
    const toutEnvoyer = () => {
      const envoyees: PropositionHeuresSupp[] = [];
      envoyer.mutate(
        { propositions, envoyee: (p) => envoyees.push(p) },
        {
          onSuccess: (ids) => {
            const dernier = ids.at(-1);
            if (dernier !== undefined) navigate(paths.demandeHeuresSuppDetail(dernier));
            onSaved?.(ids.length > 1 ? 'Demandes envoyées' : 'Demande envoyée');
            onClose();
          },
          // Those already sent leave the list: pressing again sends only the rest.
          onError: () => setPropositions((restantes) => (restantes ?? []).filter((r) => !envoyees.includes(r))),
        },
      );
    };
    return (
      <EtapeEvaluee
        erreur={envoyer.isError ? messageOf(envoyer.error) : null}
        pending={envoyer.isPending}
        plusieurs={propositions.length > 1}
        onModifier={() => setPropositions(null)}
        onEnvoyer={toutEnvoyer}
        onClose={onClose}
      >
        <PropositionsList propositions={propositions} onRetirer={envoyer.isPending ? undefined : retirer} />
      </EtapeEvaluee>
    );
  }
  return (
    <DialogForm titleId={titleId} {...soumission} onClose={onClose} libelleValider="Évaluer">
      <MembreField control={form.control} name="membreId" membres={membres} />
      <DateField control={form.control} name="date" label="Date" required vide="" />
      <PlageHoraireFields
        control={form.control}
        noms={{ debut: 'heureDebut', fin: 'heureFin' }}
        bornes={{
          debut: { max: typeof fin === 'number' ? fin : null },
          fin: { min: typeof debut === 'number' ? debut : null },
        }}
        saisies={saisies}
      />
      <CommentaireField champ={form.register('commentaire')} erreur={form.formState.errors.commentaire?.message} />
      {aucune ? <Alert severity="info">Aucune heure complémentaire à demander sur cette plage.</Alert> : null}
    </DialogForm>
  );
}
