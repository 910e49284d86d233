import { useParams } from 'react-router';

/** A positive integer route parameter, or null when it is not one. */
export function useIdParam(nom: string): number | null {
  const id = Number(useParams()[nom]);
  return Number.isInteger(id) && id > 0 ? id : null;
}
