import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adresseTelephone, LienTelephone } from './lien-telephone';

describe('phone numbers are tel: links (issue 25)', () => {
  it.each([
    ['01 23 45 67 89', 'tel:0123456789'],
    ['+33 1.23.45-67-89', 'tel:+33123456789'],
    ['(0)6 12 34 56 78', 'tel:0612345678'],
  ])('%s calls %s', (numero, adresse) => {
    expect(adresseTelephone(numero)).toBe(adresse);
  });

  it('shows the number as typed, a link to call it', () => {
    render(<LienTelephone numero="06 12 34 56 78" />);
    expect(screen.getByRole('link', { name: '06 12 34 56 78' }).getAttribute('href')).toBe('tel:0612345678');
  });
});
