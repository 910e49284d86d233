import { zodResolver } from '@hookform/resolvers/zod';
import { Typography } from '@mui/material';
import {
  type ModeleJourDeRepos,
  type ModeleJourDeReposModificationBody,
  ModeleJourDeReposModificationBodySchema,
  type ModelePlanning,
} from '@roulement/contract';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '../../../../components/dialogs/dialog-form';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { useDialogForm } from '../../../../components/form/use-formulaire';
import { useEditerModele } from '../../api/editer-modele';
import { type ContenuJour, joursLibresPourDeplacer, libelleJour } from '../../utils/modele-planning/jours-modele';
import { ChampListe, OPTIONS_JOURS, optionsSemaines } from './champ-liste';

interface DeplacerReposDialogProps {
  modele: ModelePlanning;
  index: ReadonlyMap<string, ContenuJour>;
  repos: ModeleJourDeRepos;
  nomMembre: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function DeplacerReposDialog({ onClose, ...rest }: DeplacerReposDialogProps) {
  return (
    <FormDialog open title="Déplacer le jour de repos" width={600} onClose={onClose}>
      {(titleId) => <DeplacerReposForm onClose={onClose} titleId={titleId} {...rest} />}
    </FormDialog>
  );
}

/** Spec §4: a rest day moves to a free day of the member only; the other days are disabled. */
function DeplacerReposForm({
  modele,
  index,
  repos,
  nomMembre,
  onClose,
  onSaved,
  titleId,
}: Omit<DeplacerReposDialogProps, 'open'> & { titleId: string }) {
  const editer = useEditerModele(modele);
  const { form, dialogForm } = useDialogForm<
    ModeleJourDeReposModificationBody,
    z.output<typeof ModeleJourDeReposModificationBodySchema>
  >({
    resolver: zodResolver(ModeleJourDeReposModificationBodySchema),
    defaultValues: {
      ordreSemaine: repos.ordreSemaine,
      demiJour: repos.demiJour,
      modeleJourDeReposId: repos.modeleJourDeReposId,
    },
    envoyer: async (body) => {
      const { ordreSemaine: ordre, modeleJourDeReposId } = repos;
      await editer.mutateAsync({ type: 'modifierRepos', ordre, modeleJourDeReposId, body });
      return 'Jour de repos déplacé';
    },
    onSaved,
    onClose,
  });
  const ordreSemaine = useWatch({ control: form.control, name: 'ordreSemaine' });
  const libres = joursLibresPourDeplacer(
    index,
    modele.semaines.map((s) => s.ordre),
    repos,
  );
  const estLibre = (jourId: number) => libres.some((l) => l.ordre === ordreSemaine && l.jourId === jourId);

  return (
    <DialogForm titleId={titleId} {...dialogForm} libelleValider="Déplacer">
      <Typography>
        {repos.demiJour ? 'Demi-journée de repos' : 'Jour de repos'} de {nomMembre},{' '}
        {libelleJour(repos.jour.jourId).toLowerCase()} de la semaine {repos.ordreSemaine}.
      </Typography>
      <ChampListe
        control={form.control}
        name="ordreSemaine"
        label="Semaine"
        options={optionsSemaines(modele)}
        onChange={() => form.resetField('jourId')}
      />
      <ChampListe
        control={form.control}
        name="jourId"
        label="Jour"
        options={OPTIONS_JOURS.map((j) => ({ ...j, disabled: !estLibre(j.value) }))}
        helperText="Seuls les jours libres du membre peuvent être choisis"
      />
    </DialogForm>
  );
}
