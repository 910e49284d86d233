import { ajouterJours, lundiDeLaSemaineDe } from '@roulement/contract';
import { eq, inArray } from 'drizzle-orm';
import { joursAPublier } from '../../modules/astreinte/publication';
import { genererModele } from '../../modules/astreinte/rotation';
import type { DbOrTx } from '../client';
import { astreinte, employe, etablissement, redirectionAstreinte, utilisateur } from '../schema';

/** The cadres who owe on-call days, per establishment, with their days due per year. */
export type CadresAstreinte = Record<number, { employeId: number; jours: number }[]>;

const NUMEROS_URGENCE: Record<number, string> = { 1: '01 40 00 00 01', 14: '01 40 00 00 14' };

/**
 * Issue 13's demo: establishments 14 and 1 have an emergency number and a published on-call
 * model (generated from the cadres' days due, from a Monday two months back to the end of next
 * year), their cadres a professional phone, and the journal provider's record of the last weeks'
 * hand-overs.
 */
export async function seedDemoAstreintes(tx: DbOrTx, aujourdhui: string, cadres: CadresAstreinte): Promise<void> {
  const debut = ajouterJours(lundiDeLaSemaineDe(aujourdhui), -8 * 7);
  const horizon = `${Number(aujourdhui.slice(0, 4)) + 1}-12-31`;
  const ids = Object.values(cadres).flatMap((c) => c.map((x) => x.employeId));
  const personnes = await tx
    .select({ employeId: employe.id, utilisateurId: employe.utilisateurId })
    .from(employe)
    .where(inArray(employe.id, ids));
  for (const [i, p] of personnes.entries()) {
    await tx
      .update(utilisateur)
      .set({ telephonePro: `06 12 34 56 ${String(10 + i).padStart(2, '0')}` })
      .where(eq(utilisateur.id, p.utilisateurId));
  }
  const telephone = new Map(personnes.map((p, i) => [p.employeId, `06 12 34 56 ${String(10 + i).padStart(2, '0')}`]));
  for (const [etab, dus] of Object.entries(cadres)) {
    const etablissementId = Number(etab);
    const numeroUrgence = NUMEROS_URGENCE[etablissementId]!;
    await tx.update(etablissement).set({ numeroUrgence }).where(eq(etablissement.id, etablissementId));
    const jours = joursAPublier(genererModele(dus, debut), 1, debut, horizon);
    await tx.insert(astreinte).values(jours.map((j) => ({ etablissementId, ...j })));
    // One hand-over a week, recorded by the journal provider up to this week's.
    const passees = jours.filter(
      (j, k) => k % 7 === 0 && j.jour <= aujourdhui && j.jour > ajouterJours(aujourdhui, -28),
    );
    await tx.insert(redirectionAstreinte).values(
      passees.map((j) => ({
        etablissementId,
        numeroUrgence,
        numeroDeRenvoi: telephone.get(j.employeId)!,
        employeId: j.employeId,
        debut: j.jour,
        fin: ajouterJours(j.jour, 6),
        fournisseur: 'journal',
        statut: 'REUSSIE' as const,
        tentatives: 1,
        demandeeLe: new Date(`${j.jour}T00:05:00+01:00`),
      })),
    );
  }
}
