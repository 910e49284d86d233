import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { GranulariteContext } from './granularite-context';
import { TimePicker, type TimePickerProps } from './time-picker';

const INVALIDE = "Cette borne horaire n'est pas valide";

function setup(props: Partial<TimePickerProps> = {}, granularite?: number) {
  const onChange = vi.fn();
  const picker = <TimePicker label="Début" value={null} onChange={onChange} {...props} />;
  renderWithProviders(
    granularite ? <GranulariteContext.Provider value={granularite}>{picker}</GranulariteContext.Provider> : picker,
  );
  return { onChange, input: screen.getByRole('combobox', { name: /Début/ }) as HTMLInputElement };
}

describe('TimePicker', () => {
  it('masks digits as ##:## and answers minutes since midnight', async () => {
    const user = userEvent.setup();
    const { onChange, input } = setup();
    await user.type(input, '0930');
    expect(input.value).toBe('09:30');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith(570);
    expect(screen.queryByText(INVALIDE)).toBeNull();
  });

  it('refuses minutes that are not a multiple of the granularity (15 by default)', async () => {
    const user = userEvent.setup();
    const { onChange, input } = setup();
    await user.type(input, '0910');
    await user.tab();
    expect(screen.getByText(INVALIDE)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("follows the establishment's granularity given by the shell", async () => {
    const user = userEvent.setup();
    const { onChange, input } = setup({}, 10);
    await user.type(input, '0910');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith(550);
  });

  it('reads 00:00 as 24:00 when a minimum is set', async () => {
    const user = userEvent.setup();
    const { onChange, input } = setup({ min: 1320 });
    await user.type(input, '0000');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith(1440);
  });

  it('refuses a time outside min and max', async () => {
    const user = userEvent.setup();
    const { onChange, input } = setup({ min: 480, max: 1080 });
    await user.type(input, '0730');
    await user.tab();
    expect(screen.getByText(INVALIDE)).toBeTruthy();
    await user.clear(input);
    await user.type(input, '1900');
    await user.tab();
    expect(screen.getByText(INVALIDE)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses hours past 24', async () => {
    const user = userEvent.setup();
    const { onChange, input } = setup();
    await user.type(input, '2515');
    await user.tab();
    expect(screen.getByText(INVALIDE)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers only the bounds at the granularity within min and max', async () => {
    const user = userEvent.setup();
    const { input } = setup({ min: 480, max: 600, granularite: 30 });
    await user.click(input);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00']);
  });

  it('shows the current value in 24 h format', () => {
    const { input } = setup({ value: 1395 });
    expect(input.value).toBe('23:15');
  });
});
