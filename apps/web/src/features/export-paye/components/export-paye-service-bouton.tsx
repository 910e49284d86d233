import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serviceKeys } from '../../../lib/query-keys';
import { telechargerPayeService } from '../api/telecharger-exports';
import { ExportPayeDialog } from './export-paye-dialog';

/**
 * The service's 'Export Paye' button (spec §2.7); the page shows it to the head, an accountant
 * or an administrator, never for service 0. The export records the service's last export date.
 */
export function ExportPayeServiceBouton({ serviceId }: { serviceId: number }) {
  const [ouvert, setOuvert] = useState(false);
  const client = useQueryClient();
  return (
    <>
      <Button variant="outlined" onClick={() => setOuvert(true)}>
        Export Paye
      </Button>
      <ExportPayeDialog
        open={ouvert}
        onClose={() => setOuvert(false)}
        exporter={async (periode) => {
          await telechargerPayeService(serviceId, periode);
          void client.invalidateQueries({ queryKey: serviceKeys.all });
        }}
      />
    </>
  );
}
