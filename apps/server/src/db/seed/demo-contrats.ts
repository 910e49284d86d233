import type { contrat } from '../schema';
import type { DatesDemo } from './demo-dates';

type Contrat = typeof contrat.$inferInsert;

/**
 * Generated employees of establishment 14 (index in the generated list) that show each case of
 * the employees screen: every contract type, each status, and a replacement.
 */
export const CAS_DEMO = {
  vacataire: 3,
  apprenti: 4,
  stagiaire: 5,
  sorti: 6,
  aVenir: 7,
  sansContrat: 8,
  remplacant: 9,
  remplace: 10,
} as const;

/**
 * The demo's contracts: `bases` holds one ordinary contract per employee (CDI, some CDD); the
 * generated employees at `decalage + CAS_DEMO.*` get their special case instead.
 */
export function contratsDemo(bases: Contrat[], decalage: number, d: DatesDemo): Contrat[] {
  const cas = (k: number) => bases[decalage + k]!;
  const remplace = cas(CAS_DEMO.remplace);
  const speciaux = new Map<number, Contrat | null>([
    [
      CAS_DEMO.vacataire,
      {
        ...cas(CAS_DEMO.vacataire),
        contratTypeId: 4,
        heuresHebdo: 10,
        dateDebut: d.premierDuMois(-2),
        dateFin: d.dernierDuMois(3),
      },
    ],
    [
      CAS_DEMO.apprenti,
      {
        ...cas(CAS_DEMO.apprenti),
        contratTypeId: 5,
        metierId: 4,
        dateDebut: `${Number(d.debutReference.slice(0, 4))}-09-01`,
        dateFin: `${Number(d.debutReference.slice(0, 4)) + 2}-08-31`,
      },
    ],
    [
      CAS_DEMO.stagiaire,
      { ...cas(CAS_DEMO.stagiaire), contratTypeId: 6, dateDebut: d.lundi(-3), dateFin: d.dernierDuMois(2) },
    ],
    [CAS_DEMO.sorti, { ...cas(CAS_DEMO.sorti), contratTypeId: 2, dateDebut: '2022-09-01', dateFin: '2024-08-31' }],
    [CAS_DEMO.aVenir, { ...cas(CAS_DEMO.aVenir), contratTypeId: 1, dateDebut: d.premierDuMois(1), dateFin: null }],
    [CAS_DEMO.sansContrat, null],
    [CAS_DEMO.remplace, { ...remplace, contratTypeId: 1, metierId: 7, heuresHebdo: 32, dateFin: null }],
    // Replaces the employee above during their sick leave (demo-conges.ts), on their job and hours.
    [
      CAS_DEMO.remplacant,
      {
        ...cas(CAS_DEMO.remplacant),
        contratTypeId: 3,
        metierId: 7,
        heuresHebdo: 32,
        dateDebut: d.lundi(-1),
        dateFin: d.dernierDuMois(1),
        remplaceEmployeId: remplace.employeId,
      },
    ],
  ]);
  return bases.flatMap((c, i) => {
    const k = i - decalage;
    if (!speciaux.has(k)) return [c];
    const special = speciaux.get(k);
    return special ? [special] : [];
  });
}
