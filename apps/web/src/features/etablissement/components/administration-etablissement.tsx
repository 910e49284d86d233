import { Stack } from '@mui/material';
import type { EtablissementDetail } from '@roulement/contract';
import { ComptablesSection } from './comptables-section';
import { DirecteurSection } from './directeur-section';
import { DispositifsSection } from './dispositifs-section';

/** What the establishment's Administration tab holds (spec §2.3): director, accountants, schemes. */
export function AdministrationEtablissement({
  etablissement,
  onSaved,
}: {
  etablissement: EtablissementDetail;
  onSaved: (message: string) => void;
}) {
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <DirecteurSection etablissement={etablissement} onSaved={onSaved} />
      <ComptablesSection etablissement={etablissement} onSaved={onSaved} />
      <DispositifsSection etablissement={etablissement} onSaved={onSaved} />
    </Stack>
  );
}
