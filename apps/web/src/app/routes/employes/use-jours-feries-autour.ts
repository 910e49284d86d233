import { useDatesFeriees } from '../../../lib/use-dates-feriees';

const annee = new Date().getFullYear();
const ANNEES = [annee - 1, annee, annee + 1];

/** Public holidays of last, this and next year: what a leave date picker may show. */
export const useJoursFeriesAutour = (): string[] => useDatesFeriees(ANNEES);
