import Edit from '@mui/icons-material/Edit';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import type { Employe } from '@roulement/contract';
import type { ReactNode } from 'react';
import { type ActionEmploye, EmployeActionsMenu } from './employe-actions-menu';

interface EmployeHeaderProps {
  employe: Employe;
  /** The user's avatar (the auth feature's), given by the screen. */
  avatar: ReactNode;
  onEdit: () => void;
  onAction: (action: ActionEmploye) => void;
}

/** Spec §2.11: the contact e-mail is the professional one if set, otherwise the user's. */
export const emailContact = (employe: Pick<Employe, 'emailPro' | 'utilisateur'>): string =>
  employe.emailPro || employe.utilisateur.email;

/** Centre of the employee page: avatar, name, mailto link, status, update button and plus menu. */
export function EmployeHeader({ employe, avatar, onEdit, onAction }: EmployeHeaderProps) {
  const email = emailContact(employe);
  const { modifier } = employe.abilities;
  return (
    <Paper sx={{ p: 3, textAlign: 'center' }}>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>{avatar}</Box>
      <Typography variant="h4" component="h1">
        {employe.nomComplet}
      </Typography>
      <Link href={`mailto:${email}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
        <MailOutlined fontSize="small" aria-hidden />
        {email}
      </Link>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 1, flexWrap: 'wrap' }}>
        <Chip size="small" label={[employe.status, employe.complementStatus].filter(Boolean).join(' ')} />
        <Chip size="small" variant="outlined" label={employe.etablissement.raisonSociale} />
        {employe.delegueDuPersonnel ? <Chip size="small" variant="outlined" label="Délégué du personnel" /> : null}
        {employe.administrateur ? <Chip size="small" variant="outlined" label="Administrateur" /> : null}
      </Stack>
      {modifier ? (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 2 }}>
          <Button variant="outlined" startIcon={<Edit />} onClick={onEdit}>
            Modifier
          </Button>
          <EmployeActionsMenu onAction={onAction} />
        </Stack>
      ) : null}
    </Paper>
  );
}
