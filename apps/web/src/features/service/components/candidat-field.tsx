import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useNouveauxMembres } from '../api/rechercher-nouveaux-membres';
import { EmployeAutocomplete, type EmployeChoix } from './employe-autocomplete';

/** Spec §9: the new-member search is sent 250 ms after the last key. */
export const RECHERCHE_MEMBRES_DELAI_MS = 250;

interface CandidatFieldProps {
  serviceId: number;
  label: string;
  onChange: (employeId: number | undefined) => void;
  error?: string;
}

/** An employee of the establishment who is not a member of the service yet, found by name. */
export function CandidatField({ serviceId, label, onChange, error }: CandidatFieldProps) {
  const [texte, setTexte] = useState('');
  const [choisi, setChoisi] = useState<EmployeChoix | null>(null);
  const recherche = useDebouncedValue(texte, RECHERCHE_MEMBRES_DELAI_MS);
  const candidats = useNouveauxMembres(serviceId, recherche);
  const trouves = candidats.data ?? [];
  // The chosen employee stays an option while later searches no longer answer it.
  const options = choisi && !trouves.some((c) => c.employeId === choisi.employeId) ? [choisi, ...trouves] : trouves;
  return (
    <EmployeAutocomplete
      label={label}
      required
      options={options}
      value={choisi}
      onChange={(employe) => {
        setChoisi(employe);
        onChange(employe?.employeId);
      }}
      onRecherche={setTexte}
      loading={candidats.isFetching}
      error={error ?? (candidats.isError ? messageOf(candidats.error) : undefined)}
    />
  );
}
