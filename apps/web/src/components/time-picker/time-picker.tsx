import AccessTime from '@mui/icons-material/AccessTime';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import {
  BORNE_HORAIRE_INVALIDE,
  type BorneHoraireValue,
  bornesHoraires,
  formatHeureMinute,
  parseBorneHoraire,
} from '@roulement/contract';
import { useEffect, useMemo, useState } from 'react';
import { useGranularite } from './granularite-context';
import { applyTimeMask } from './time-mask';

export interface TimePickerProps {
  label: string;
  /** Minutes since midnight (1440 is 24:00), or null when empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** Inclusive bounds in minutes; with a minimum, 00:00 is read as 24:00. */
  min?: number | null;
  max?: number | null;
  /** Step in minutes; the selected establishment's granularity by default. */
  granularite?: number;
  required?: boolean;
  disabled?: boolean;
  /** Told whether the typed text is a valid bound, so a form can block its submission. */
  onValidityChange?: (valid: boolean) => void;
  /** An error coming from the form (e.g. start after end), shown when the text itself is valid. */
  helperText?: string;
  error?: boolean;
  name?: string;
}

const textOf = (value: number | null): string => (value === null ? '' : formatHeureMinute(value));

/** 24 h time picker of spec §5: `##:##` mask, list of bounds at the granularity, min/max. */
export function TimePicker(props: TimePickerProps) {
  const { label, value, onChange, min = null, max = null, required = false, disabled, onValidityChange, name } = props;
  const contextGranularite = useGranularite();
  const granularite = props.granularite ?? contextGranularite;
  const [text, setText] = useState(textOf(value));
  const [invalid, setInvalid] = useState<string | null>(null);
  // The list is filtered by what the user types, not by the value already shown.
  const [typing, setTyping] = useState(false);

  // A value changed from outside (reset, another field) replaces what is shown.
  useEffect(() => {
    setText(textOf(value));
    setInvalid(null);
  }, [value]);

  const options = useMemo(() => {
    const rules = { granularite, min, max };
    // With a minimum, 00:00 means 24:00, which the list already ends with: offer it once.
    return bornesHoraires(granularite)
      .filter((borne) => !(min !== null && borne.valeur === 0))
      .filter((borne) => parseBorneHoraire(borne.toHeureMinute, rules).ok);
  }, [granularite, min, max]);

  const commit = (raw: string) => {
    setTyping(false);
    if (raw.trim() === '') {
      setInvalid(required ? BORNE_HORAIRE_INVALIDE : null);
      onValidityChange?.(!required);
      if (value !== null) onChange(null);
      return;
    }
    const result = parseBorneHoraire(raw, { granularite, min, max });
    if (!result.ok) {
      setInvalid(result.message);
      onValidityChange?.(false);
      return;
    }
    setInvalid(null);
    onValidityChange?.(true);
    setText(formatHeureMinute(result.valeur));
    if (result.valeur !== value) onChange(result.valeur);
  };

  const shownError = invalid ?? (props.error ? props.helperText : undefined);
  return (
    <Autocomplete<BorneHoraireValue, false, boolean, true>
      freeSolo
      disabled={disabled}
      options={options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.toHeureMinute)}
      filterOptions={(list, state) =>
        typing ? list.filter((o) => o.toHeureMinute.startsWith(state.inputValue.trim())) : list
      }
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input') {
          setTyping(true);
          setText(applyTimeMask(next));
        } else if (reason === 'clear') setText('');
      }}
      onOpen={() => setTyping(false)}
      value={options.find((o) => o.valeur === value) ?? null}
      isOptionEqualToValue={(option, current) =>
        typeof current === 'string' ? option.toHeureMinute === current : option.valeur === current.valeur
      }
      disableClearable={required}
      onChange={(_event, option) => {
        if (option === null) commit('');
        else commit(typeof option === 'string' ? option : option.toHeureMinute);
      }}
      clearOnBlur={false}
      selectOnFocus
      handleHomeEndKeys={false}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          required={required}
          error={Boolean(shownError)}
          helperText={shownError ?? (props.error ? undefined : props.helperText)}
          onBlur={(event) => commit(event.target.value)}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, inputMode: 'numeric', maxLength: 5 },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <AccessTime fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
