import { endOfMonth, format, parseISO, startOfMonth, subMonths } from 'date-fns';
import { fr } from 'date-fns/locale';
import type { Periode } from '../api/telecharger-exports';

/** Last month's first and last days, and its name (« octobre 2026 »), from today's date. */
export function moisPrecedent(aujourdhui: string): Periode & { libelle: string } {
  const premier = startOfMonth(subMonths(parseISO(aujourdhui), 1));
  return {
    _dateDebut: format(premier, 'yyyy-MM-dd'),
    _dateFin: format(endOfMonth(premier), 'yyyy-MM-dd'),
    libelle: format(premier, 'MMMM yyyy', { locale: fr }),
  };
}
