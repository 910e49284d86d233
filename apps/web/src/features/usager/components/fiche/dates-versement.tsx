import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { fromIsoDate, toIsoDate } from '../../../../components/date-picker/iso-date';

interface DatesVersementProps {
  fenetre: { debut: string; fin: string };
  dates: readonly string[];
  onChange: (dates: string[]) => void;
}

/**
 * Spec §5 payout dates: several days picked inside the sheet's window (the month before it), the
 * week starting on Monday (the French locale). A click toggles a day.
 */
export function DatesVersement({ fenetre, dates, onChange }: DatesVersementProps) {
  const basculer = (iso: string) =>
    onChange(dates.includes(iso) ? dates.filter((d) => d !== iso) : [...dates, iso].sort());
  return (
    <DateCalendar
      aria-label="Dates de versement"
      value={null}
      referenceDate={fromIsoDate(fenetre.debut) ?? undefined}
      minDate={fromIsoDate(fenetre.debut) ?? undefined}
      maxDate={fromIsoDate(fenetre.fin) ?? undefined}
      views={['day']}
      onChange={(date: Date | null) => {
        const iso = toIsoDate(date);
        if (iso) basculer(iso);
      }}
      slots={{ day: JourChoisi }}
      slotProps={{ day: { choisis: dates } as Partial<PickerDayProps> }}
    />
  );
}

function JourChoisi({ choisis, ...props }: PickerDayProps & { choisis?: readonly string[] }) {
  const iso = toIsoDate(props.day);
  const choisi = iso !== null && (choisis ?? []).includes(iso);
  return <PickerDay {...props} selected={choisi} />;
}
