import { apiRoutes, type Employe, type EmployeResume } from '@roulement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient } from '../../test/api';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { seedDemo } from './demo';

/** The demo data shows every case of the employees and leave screens, with coherent balances. */

let t: TestApp;
let api: ApiClient;
let liste: EmployeResume[];
let fiches: Employe[];

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.db);
  api = apiClient(t);
  const rh = api.as('rh@demo.test');
  liste = (await rh.call(apiRoutes.employe.listerParEtablissement, { params: { id: 14 } })).body;
  fiches = await Promise.all(
    liste.map(async (e) => (await rh.call(apiRoutes.employe.lire, { params: { id: e.employeId } })).body),
  );
}, 120_000);
afterAll(() => t.close());

describe('demo data', () => {
  it('lists establishment 14 to rh@demo.test with every status', () => {
    expect(new Set(liste.map((e) => e.status))).toEqual(
      new Set(['A venir', 'Présent(e)', 'Enregistré(e)', 'Sorti(e)']),
    );
  });

  it('holds a contract of every type, one of them replacing an employee on leave', () => {
    const contrats = fiches.flatMap((f) => f.contrats);
    expect(new Set(contrats.map((c) => c.type.acronyme))).toEqual(new Set(['CDI', 'CDD', 'CDDR', 'VAC', 'APP', 'STA']));
    const remplacement = contrats.find((c) => c.remplaceEmployeId !== null);
    expect(remplacement).toMatchObject({ type: { acronyme: 'CDDR' }, status: 'En cours' });
    const remplace = fiches.find((f) => f.employeId === remplacement!.remplaceEmployeId)!;
    expect(
      remplace.conges.some(
        (c) => c.type.congesTypeId === 4 && c.dateDebut <= todayInParis() && c.dateFin >= todayInParis(),
      ),
    ).toBe(true);
  });

  it('never leaves a balance below zero, and gives salarie@demo.test past and planned leave, credits and hours', async () => {
    for (const f of fiches)
      for (const s of f.congesSoldes)
        expect(s.soldeFutur, `${f.nomComplet} ${s.congesType.label}`).toBeGreaterThanOrEqual(0);
    const salarie = fiches.find((f) => f.utilisateur.email === 'salarie@demo.test')!;
    const aujourdhui = todayInParis();
    expect(salarie.conges.some((c) => c.dateFin < aujourdhui)).toBe(true);
    expect(salarie.conges.some((c) => c.dateDebut > aujourdhui)).toBe(true);
    expect(salarie.conges.some((c) => c.demiJournee !== 0)).toBe(true);
    expect(salarie.congesCredits.some((c) => c.dateExpiration !== null)).toBe(true);
    const raisons = [
      ...Object.values(salarie.recuperations.detailsParDatePasse),
      ...Object.values(salarie.recuperations.detailsParDateAVenir),
    ]
      .flatMap((j) => j.credits)
      .map((c) => c.raison);
    expect(new Set(raisons)).toEqual(new Set(['PAIEMENT', 'JOURNEE DE SOLIDARITE', 'RÉGULARISATION', 'AUTRES']));
    // The employee sees their own balances on their profile.
    const moi = api.as('salarie@demo.test');
    const profil = await moi.call(apiRoutes.employe.listerParUtilisateur, {
      params: { id: salarie.utilisateur.utilisateurId },
    });
    expect(profil.body.map((e) => e.employeId)).toEqual([salarie.employeId]);
    expectApiError(await moi.call(apiRoutes.employe.listerParEtablissement, { params: { id: 14 } }), 403);
  });

  it('accrues paid leave monthly, quarterly leave expiring with its quarter, and seniority leave', () => {
    const credits = fiches.flatMap((f) => f.congesCredits);
    expect(credits.some((c) => c.type.congesTypeId === 1 && !c.exceptionnel && /-(28|29|30|31)$/.test(c.date))).toBe(
      true,
    );
    const trimestriels = credits.filter((c) => c.type.congesTypeId === 2);
    expect(trimestriels.length).toBeGreaterThan(0);
    expect(trimestriels.every((c) => /-(03-31|06-30|09-30|12-31)$/.test(c.dateExpiration ?? ''))).toBe(true);
    expect(credits.some((c) => c.type.congesTypeId === 3)).toBe(true);
  });
});
