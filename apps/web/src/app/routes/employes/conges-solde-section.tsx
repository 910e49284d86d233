import Add from '@mui/icons-material/Add';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { CONGES_TYPE_AUTRES, type Conges, type CongesCredit, type Employe } from '@roulement/contract';
import { useState } from 'react';
import { useNotice } from '../../../components/feedback/notice-snackbar';
import { CongesList } from '../../../features/conges/components/conges-list';
import { CreditsList } from '../../../features/conges/components/credits-list';
import { useCongesTypes } from '../../../lib/lister-conges-types';
import type { Sens } from '../../../lib/nombre-signe';
import { type CongesSoldeDialog, CongesSoldeDialogs } from './conges-solde-dialogs';

interface CongesSoldeSectionProps {
  employe: Employe;
  congesTypeId: number;
  /** The profile shows the same lists without any action. */
  lectureSeule?: boolean;
}

/** Leave of one balance row: a type with a balance, or (id 0) every type without one. */
export function congesDuSolde(employe: Pick<Employe, 'conges'>, congesTypeId: number): Conges[] {
  return employe.conges.filter((c) =>
    congesTypeId === CONGES_TYPE_AUTRES ? !c.type.avecSolde : c.type.congesTypeId === congesTypeId,
  );
}

/** Spec §2.11 EmployeDetailsCongesSolde (and the profile's UtilisateurDetailsCongesSolde). */
export function CongesSoldeSection({ employe, congesTypeId, lectureSeule = false }: CongesSoldeSectionProps) {
  const types = useCongesTypes();
  const [dialog, setDialog] = useState<CongesSoldeDialog>(null);
  const { notify, snackbar } = useNotice();
  const type = types.data?.find((t) => t.congesTypeId === congesTypeId);
  const titre = congesTypeId === CONGES_TYPE_AUTRES ? 'Autres congés' : (type?.label ?? 'Congés');
  const avecSolde = congesTypeId !== CONGES_TYPE_AUTRES && (type?.avecSolde ?? true);
  const actions = !lectureSeule && employe.abilities.modifier;
  const credits = employe.congesCredits.filter((c) => c.type.congesTypeId === congesTypeId);
  const ouvrirCredit = (sens: Sens, credit: CongesCredit | null = null) => setDialog({ credit, sens });
  return (
    <Paper component="section" aria-label={titre} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h2">
          {titre}
        </Typography>
        {actions ? (
          <Stack direction="row" spacing={1}>
            <Button startIcon={<Add />} onClick={() => setDialog({ conges: null })}>
              Poser des congés
            </Button>
            {avecSolde ? (
              <>
                <Button onClick={() => ouvrirCredit('credit')}>Créditer</Button>
                <Button onClick={() => ouvrirCredit('debit')}>Débiter</Button>
              </>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: avecSolde ? '1fr 1fr' : '1fr' }, gap: 2, mt: 1 }}
      >
        <Box>
          <Typography variant="h6" component="h3">
            Congés
          </Typography>
          <CongesList
            conges={congesDuSolde(employe, congesTypeId)}
            onOpen={(conges) => setDialog({ conges })}
            onRemplacer={actions ? (conges) => setDialog({ remplacer: conges }) : undefined}
          />
        </Box>
        {avecSolde ? (
          <Box>
            <Typography variant="h6" component="h3">
              Crédits et débits
            </Typography>
            <CreditsList
              credits={credits}
              onOpen={actions ? (credit) => ouvrirCredit(credit.nbJours > 0 ? 'credit' : 'debit', credit) : undefined}
              onDelete={actions ? (credit) => setDialog({ supprimer: credit }) : undefined}
            />
          </Box>
        ) : null}
      </Box>
      <CongesSoldeDialogs
        employe={employe}
        dialog={dialog}
        lectureSeule={lectureSeule}
        onClose={() => setDialog(null)}
        notify={notify}
      />
      {snackbar}
    </Paper>
  );
}
