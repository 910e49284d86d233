import { ajouterJours, MOIS_FR, statutContrat } from '@roulement/contract';
import { finDeTrimestre } from '../../lib/dates';
import type { DbOrTx } from '../client';
import { buildCongesCredits, buildCongesMultiples, buildHeureCredits } from '../factories';
import type { conges, congesCredit, contrat } from '../schema';
import type { DatesDemo } from './demo-dates';

type Contrat = typeof contrat.$inferInsert;
type Credit = typeof congesCredit.$inferInsert;
// nbJours is left to the builder, which counts it by the type's mode.
type Conges = Omit<typeof conges.$inferInsert, 'nbJours'>;

/** CCN 66 quarterly days by job category (DOMAIN.md); the jobs are those of the reference data. */
const joursTrimestriels = (metierId: number) => (metierId <= 10 ? 6 : 3);

/** Paid leave accrued at the end of each month of the reference period worked so far. */
function creditsMensuels(employeId: number, debutContrat: string, d: DatesDemo): Credit[] {
  const credits: Credit[] = [];
  for (let decalage = -12; decalage < 0; decalage++) {
    const fin = d.dernierDuMois(decalage);
    if (fin < d.debutReference || fin < debutContrat) continue;
    const mois = MOIS_FR[Number(fin.slice(5, 7)) - 1];
    credits.push({
      employeId,
      congesTypeId: 1,
      date: fin,
      nbJours: 2.5,
      exceptionnel: false,
      commentaire: `Congés payés de ${mois} ${fin.slice(0, 4)}`,
      // The month's ledger key: 'Créditer les congés annuels' for this month then writes nothing more.
      periode: fin.slice(0, 7),
    });
  }
  return credits;
}

/** The quarters other than the summer one (DOMAIN.md), this one and the one before, with their expiry. */
function creditsTrimestriels(employeId: number, metierId: number, d: DatesDemo): Credit[] {
  const trimestres = [0, -3, -6]
    .map((m) => d.premierDuMois(m - ((Number(d.aujourdhui.slice(5, 7)) - 1) % 3)))
    .filter((debut) => !['07', '08', '09'].includes(debut.slice(5, 7)))
    .slice(0, 2);
  return trimestres.map((debut) => ({
    employeId,
    congesTypeId: 2,
    date: debut,
    nbJours: joursTrimestriels(metierId),
    exceptionnel: false,
    dateExpiration: finDeTrimestre(debut),
    periode: `${debut.slice(0, 4)}-T${(Number(debut.slice(5, 7)) + 2) / 3}`,
    commentaire: `Congés trimestriels du trimestre commençant le ${debut.split('-').reverse().join('/')}`,
  }));
}

export interface EmployeDemo {
  id: number;
  metierId: number;
  dateEntreeAnciennete: string | null;
  /** Employed in an annexe-10 establishment: no quarterly leave. */
  annexe10: boolean;
}

/**
 * Leave balances and leave of the demo: monthly paid leave of the reference period with last
 * period's remainder, quarterly leave expiring with its quarter, seniority leave, past and planned
 * leave for one employee in three, and every case for salarie@demo.test (`salarieId`).
 */
export async function seedDemoConges(
  tx: DbOrTx,
  employes: EmployeDemo[],
  contrats: Contrat[],
  cas: { salarieId: number; remplaceId: number; sansSoldeId: number },
  d: DatesDemo,
): Promise<void> {
  const leave = (
    employeId: number,
    congesTypeId: number,
    dateDebut: string,
    dateFin = dateDebut,
    extra: Partial<Conges> = {},
  ): Conges => ({
    employeId,
    congesTypeId,
    dateDebut,
    dateFin,
    demiJournee: extra.demiJournee ?? 0,
    dateDemande: ajouterJours(dateDebut, -20) < d.aujourdhui ? ajouterJours(dateDebut, -20) : d.aujourdhui,
    ...extra,
  });
  const credits: Credit[] = [];
  const leaves: Conges[] = [];
  employes.forEach((e, i) => {
    const contrat = contrats.find((c) => c.employeId === e.id);
    // Interns earn no paid leave; ended, future and missing contracts have nothing running.
    if (
      !contrat ||
      contrat.contratTypeId === 6 ||
      statutContrat({ dateDebut: contrat.dateDebut, dateFin: contrat.dateFin ?? null }, d.aujourdhui) !== 'En cours'
    )
      return;
    if (contrat.dateDebut < d.debutReference) {
      credits.push({
        employeId: e.id,
        congesTypeId: 1,
        date: d.debutReference,
        nbJours: 10 + (i % 4) * 2,
        exceptionnel: false,
        dateExpiration: d.finReference,
        commentaire: 'Reliquat de la période précédente',
      });
    }
    credits.push(
      ...creditsMensuels(e.id, contrat.dateDebut, d),
      ...(e.annexe10 ? [] : creditsTrimestriels(e.id, e.metierId, d)),
    );
    const anciennete = e.dateEntreeAnciennete
      ? Number(d.aujourdhui.slice(0, 4)) - Number(e.dateEntreeAnciennete.slice(0, 4))
      : 0;
    const jours = Math.min(6, 2 * Math.floor(anciennete / 5));
    if (jours > 0) {
      credits.push({
        employeId: e.id,
        congesTypeId: 3,
        date: d.debutReference,
        nbJours: jours,
        exceptionnel: false,
        dateExpiration: d.finReference,
        periode: `${d.debutReference.slice(0, 4)}-ANC`,
        commentaire: `Ancienneté : ${anciennete} ans`,
      });
    }
    // Past and planned leave for those with last period's remainder to take it from.
    if (i % 3 === 0 && e.id !== cas.salarieId && contrat.dateDebut < d.debutReference) {
      leaves.push(
        leave(e.id, 1, d.lundi(-6), ajouterJours(d.lundi(-6), 4)),
        leave(e.id, 1, d.lundi(5), ajouterJours(d.lundi(5), 4)),
      );
    }
  });
  const s = cas.salarieId;
  leaves.push(
    leave(s, 5, ajouterJours(d.lundi(-10), 4), undefined, { commentaire: 'Mariage d’un proche' }),
    leave(s, 1, d.lundi(-6), ajouterJours(d.lundi(-6), 5)),
    leave(s, 4, ajouterJours(d.lundi(-3), 2), ajouterJours(d.lundi(-3), 4)),
    leave(s, 7, ajouterJours(d.lundi(2), 1), undefined, { demiJournee: 1, commentaire: 'Rendez-vous médical' }),
    leave(s, 1, d.lundi(5), ajouterJours(d.lundi(5), 4)),
    // The replaced employee's sick leave, covered by the replacement contract (demo-contrats.ts).
    leave(cas.remplaceId, 4, d.lundi(-1), d.dernierDuMois(1)),
    leave(cas.sansSoldeId, 6, d.lundi(8), ajouterJours(d.lundi(8), 13), { commentaire: 'Projet personnel' }),
  );
  // A quarterly day off, when this quarter has its credit (not the summer quarter).
  const jourTrimestriel = ajouterJours(d.lundi(1), 4);
  if (
    finDeTrimestre(jourTrimestriel) === finDeTrimestre(d.aujourdhui) &&
    credits.some((c) => c.employeId === s && c.congesTypeId === 2 && c.dateExpiration === finDeTrimestre(d.aujourdhui))
  ) {
    leaves.push(leave(s, 2, jourTrimestriel));
  }
  await buildCongesCredits(tx, credits);
  await buildCongesMultiples(tx, leaves);
  await buildHeureCredits(tx, [
    {
      employeId: s,
      date: ajouterJours(d.lundi(-8), 2),
      minutes: 150,
      raison: 'RÉGULARISATION',
      commentaire: 'Réunion de service hors planning',
    },
    { employeId: s, date: ajouterJours(d.lundi(-5), 0), minutes: -420, raison: 'JOURNEE DE SOLIDARITE' },
    {
      employeId: s,
      date: d.dernierDuMois(-1),
      minutes: -240,
      raison: 'PAIEMENT',
      commentaire: 'Heures payées avec le salaire',
    },
    {
      employeId: s,
      date: ajouterJours(d.lundi(3), 5),
      minutes: 180,
      raison: 'AUTRES',
      commentaire: 'Accompagnement d’un résident à une sortie culturelle',
    },
    ...employes
      .filter((_, i) => i % 4 === 1)
      .map((e) => ({
        employeId: e.id,
        date: ajouterJours(d.lundi(-2), 1),
        minutes: 90,
        raison: 'RÉGULARISATION' as const,
      })),
  ]);
}
