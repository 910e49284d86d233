import type { CongesDeLaFiche } from '../employe/conges-de-la-fiche';
import { autresConges } from './autres-conges';
import { soldesDe, toConges, toCongesType, toCredit } from './conges.mapper';

/** The leave part of an employee record, given to the `employe` module through its port. */
export const contenuCongesDeLaFiche: CongesDeLaFiche['contenu'] = (lus, modifier, aujourdhui) => {
  const types = new Map(lus.types.map((t) => [t.id, toCongesType(t)]));
  const typeDe = (id: number) => types.get(id)!;
  const conges = lus.conges.map((c) => ({ ...c, type: typeDe(c.congesTypeId) }));
  return {
    conges: conges.map((c) => toConges(c, c.type, modifier)),
    congesCredits: lus.credits.map((c) => toCredit(c, typeDe(c.congesTypeId), modifier)),
    congesSoldes: soldesDe([...types.values()], lus.conges, lus.credits, aujourdhui),
    autresConges: autresConges(conges, aujourdhui),
  };
};
