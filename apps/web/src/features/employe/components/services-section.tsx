import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import type { ServiceResume } from '@roulement/contract';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { NumberField } from '../../../components/form/number-field';
import type { EmployeCreationForm, EmployeCreationValeurs } from './employe-creation-schema';

type Form = UseFormReturn<EmployeCreationForm, unknown, EmployeCreationValeurs>;

/** Spec §2.11 services section: the services the new employee joins, with weekly hours in each. */
export function ServicesSection({ form, services }: { form: Form; services: readonly ServiceResume[] }) {
  const choix = useWatch({ control: form.control, name: 'services' }) ?? [];
  return (
    <Box component="section" aria-labelledby="section-services">
      <Typography id="section-services" variant="h6" component="h2" gutterBottom>
        Services
      </Typography>
      {services.length === 0 ? (
        <Typography color="text.secondary">Aucun service dans cet établissement</Typography>
      ) : (
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 200px' }, gap: 1, alignItems: 'center' }}
        >
          {services.map((service, index) => (
            <Box key={service.serviceId} sx={{ display: 'contents' }}>
              <FormControlLabel
                label={service.nom}
                control={
                  <Controller
                    control={form.control}
                    name={`services.${index}.choisi`}
                    render={({ field }) => (
                      <Checkbox checked={field.value ?? false} onChange={(_e, checked) => field.onChange(checked)} />
                    )}
                  />
                }
              />
              <NumberField
                control={form.control}
                name={`services.${index}.heuresHebdo`}
                label={`Heures hebdomadaires (${service.nom})`}
                size="small"
                disabled={!choix[index]?.choisi}
              />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
