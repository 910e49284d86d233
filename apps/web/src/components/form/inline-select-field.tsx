import { MenuItem, TextField } from '@mui/material';
import { useRef } from 'react';
import { InlineEditFrame } from './inline-edit-frame';
import { useInlineEdit } from './use-inline-edit';

export interface InlineSelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onSave: (value: T) => Promise<unknown> | unknown;
  disabled?: boolean;
}

/** A choice shown as text, edited in place; choosing saves at once, Escape cancels. */
export function InlineSelectField<T extends string>({
  label,
  value,
  options,
  onSave,
  disabled,
}: InlineSelectFieldProps<T>) {
  const edit = useInlineEdit<T>({ value, onSave });
  const chosen = useRef(false);
  const display = options.find((o) => o.value === value)?.label ?? value;
  return (
    <InlineEditFrame
      label={label}
      display={display}
      editing={edit.editing}
      disabled={disabled}
      onEdit={() => {
        // The list opens by itself (defaultOpen), so no onOpen: each edit starts unchosen here.
        chosen.current = false;
        edit.start();
      }}
      editor={
        <TextField
          select
          label={label}
          value={edit.draft}
          onChange={(event) => {
            chosen.current = true;
            void edit.save(event.target.value as T);
          }}
          onKeyDown={edit.onKeyDown}
          error={Boolean(edit.error)}
          helperText={edit.error ?? undefined}
          disabled={edit.pending}
          slotProps={{
            select: {
              defaultOpen: true,
              autoFocus: true,
              onOpen: () => {
                chosen.current = false;
              },
              // Closing the list without choosing leaves the value as it was. The change event of
              // a choice comes right after the close, hence the deferred check.
              onClose: () =>
                setTimeout(() => {
                  if (!chosen.current) edit.cancel();
                }, 0),
            },
          }}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      }
    />
  );
}
