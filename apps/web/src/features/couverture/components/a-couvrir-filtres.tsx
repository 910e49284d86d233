import { MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { type ACouvrirQuery, FILTRES_OFFRE, MODES_AFFICHAGE } from '@roulement/contract';

interface ACouvrirFiltresProps {
  services: readonly { serviceId: number; nom: string }[];
  filtres: ACouvrirQuery;
  onChange: (filtres: ACouvrirQuery) => void;
}

const LIBELLES_OFFRE: Record<(typeof FILTRES_OFFRE)[number], string> = {
  avec: 'Offre en cours',
  sans: 'Sans offre',
};

const sans = <K extends keyof ACouvrirQuery>(f: ACouvrirQuery, cle: K): ACouvrirQuery => {
  const { [cle]: _retire, ...reste } = f;
  return reste;
};

/** Issue 27 filters: the service, day or night, an offer under way or not. */
export function ACouvrirFiltres({ services, filtres, onChange }: ACouvrirFiltresProps) {
  return (
    <>
      {services.length > 1 ? (
        <TextField
          select
          size="small"
          label="Service"
          value={filtres.serviceId ?? ''}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(e) =>
            onChange(
              e.target.value === '' ? sans(filtres, 'serviceId') : { ...filtres, serviceId: Number(e.target.value) },
            )
          }
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Tous les services</MenuItem>
          {services.map((s) => (
            <MenuItem key={s.serviceId} value={s.serviceId}>
              {s.nom}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Jour ou nuit"
        value={filtres.moment ?? 'tous'}
        onChange={(_e, v: string | null) =>
          onChange(v === null || v === 'tous' ? sans(filtres, 'moment') : { ...filtres, moment: v as 'jour' | 'nuit' })
        }
      >
        <ToggleButton value="tous" sx={{ minHeight: 44, px: 2 }}>
          Tous
        </ToggleButton>
        {MODES_AFFICHAGE.map((m) => (
          <ToggleButton key={m} value={m} sx={{ minHeight: 44, px: 2 }}>
            {m === 'jour' ? 'Jour' : 'Nuit'}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label="Offres"
        value={filtres.offre ?? ''}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(e) =>
          onChange(
            e.target.value === '' ? sans(filtres, 'offre') : { ...filtres, offre: e.target.value as 'avec' | 'sans' },
          )
        }
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">Toutes</MenuItem>
        {FILTRES_OFFRE.map((o) => (
          <MenuItem key={o} value={o}>
            {LIBELLES_OFFRE[o]}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
