import type { Creneau } from '@roulement/contract';
import type { ComponentType } from 'react';

/** What the slot's owner asks for from a slot (spec doc 2 §6): leave, overtime or recovery. */
export type GenreDemandeCreneau = 'conges' | 'heuresSupp' | 'recuperation';

/** A request started from a slot, prefilled with its member, day and hours. */
export interface DemandeDepuisCreneau {
  genre: GenreDemandeCreneau;
  membreId: number;
  date: string;
  heureDebut: number;
  heureFin: number;
  /** The member's employee when the screen knows it (service planning). */
  employeId?: number;
  /** The slot's establishment (Mon planning), so the leave is asked on the right employee record. */
  etablissementId?: number;
}

/** The request dialogs: the page gives them, since they belong to the requests domain. */
export type DemandesCreneau = ComponentType<{
  demande: DemandeDepuisCreneau | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}>;

/** The request a slot's entry starts: its member, day and hours; leave keeps the day only. */
export const demandeDepuisCreneau = (
  genre: GenreDemandeCreneau,
  c: Pick<Creneau, 'membreId' | 'date' | 'heureDebut' | 'heureFin'>,
  titulaire: Pick<DemandeDepuisCreneau, 'employeId' | 'etablissementId'>,
): DemandeDepuisCreneau => ({
  genre,
  membreId: c.membreId,
  date: c.date,
  heureDebut: c.heureDebut.valeur,
  heureFin: c.heureFin.valeur,
  ...titulaire,
});
