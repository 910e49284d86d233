import CalendarMonth from '@mui/icons-material/CalendarMonth';
import FileDownload from '@mui/icons-material/FileDownload';
import { Box, Button, Tooltip } from '@mui/material';
import type { Service } from '@roulement/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** Decision 025: the service pay export needs on-call days and meals, which arrive with payroll. */
export const EXPORT_PAYE_A_VENIR = "L'export paye du service arrivera avec l'export des éléments de paye";

/** Spec §2.7 buttons: 'Export Paye' (§6: head, accountant or administrator) and 'Planning'. */
export function ServiceActions({
  service,
  exportPaye,
}: {
  service: Service;
  /** The page's pay export button; without it, the button stays disabled. Never for service 0. */
  exportPaye?: ((service: Service) => ReactNode) | undefined;
}) {
  const { abilities, serviceId } = service;
  if (!abilities.exportPaye && !abilities.voirPlanning) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {abilities.exportPaye && exportPaye && serviceId !== 0 ? (
        exportPaye(service)
      ) : abilities.exportPaye ? (
        <Tooltip title={EXPORT_PAYE_A_VENIR}>
          {/* A disabled button gets no pointer events: the span carries the tooltip. */}
          <span>
            <Button variant="outlined" startIcon={<FileDownload />} disabled>
              Export Paye
            </Button>
          </span>
        </Tooltip>
      ) : null}
      {abilities.voirPlanning ? (
        <Button
          variant="contained"
          startIcon={<CalendarMonth />}
          component={RouterLink}
          to={paths.servicePlanning(serviceId)}
        >
          Planning
        </Button>
      ) : null}
    </Box>
  );
}
