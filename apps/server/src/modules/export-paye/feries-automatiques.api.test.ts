import { apiRoutes } from '@roulement/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etablissement, service } from '../../db/schema';
import { type ApiClient, apiClient } from '../../test/api';
import { buildConges } from '../../test/factories';
import { buildCreneau, buildEquipe, type Equipe } from '../../test/factories/planning';
import { lignesCsv } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let api: ApiClient;
let e: Equipe;
// May 2026 holds four holidays on weekdays: Friday 1, Friday 8, Thursday 14 (Ascension), Monday 25.
const MAI = { _dateDebut: '2026-05-01', _dateFin: '2026-05-31' };

/** The service's file, as {employeId: {header: value}}. */
async function fichier() {
  const r = await api
    .as(e.chef.email)
    .callBrut(apiRoutes.exportPaye.service, { params: { id: e.service.id }, query: MAI });
  expect(r.status).toBe(200);
  const [entete, ...rangs] = lignesCsv(r.raw.body);
  return new Map(rangs.map((l) => [Number(l[0]), Object.fromEntries(entete!.map((c, i) => [c, l[i]]))]));
}
const strategie = (active: boolean) =>
  t.db.update(service).set({ heuresSurJoursFeriesAutomatiques: active }).where(eq(service.id, e.service.id));

beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t);
  e = await buildEquipe(t.db, { nbMembres: 3 });
  await t.db.update(etablissement).set({ exportPaye: true }).where(eq(etablissement.id, e.etab.id));
  const [repos, travaille, enConges] = e.membres;
  const slot = (membreId: number, date: string, heureDebut: number, heureFin: number) =>
    buildCreneau(t.db, { serviceId: e.service.id, membreId, date, heureDebut, heureFin });
  for (const date of ['2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07']) {
    await slot(repos!.membreId, date, 480, 900);
  }
  await slot(travaille!.membreId, '2026-05-08', 480, 600);
  await buildConges(t.db, { employeId: enConges!.employeId, dateDebut: '2026-05-08', dateFin: '2026-05-08' });
});
afterAll(() => t.close());

const CHOMES = 'Heures des jours fériés chômés';

describe('automatic holiday hours in the payroll file (decision 076)', () => {
  it('shows none while the service does not count holidays automatically', async () => {
    const f = await fichier();
    for (const m of e.membres) expect(f.get(m.employeId)?.[CHOMES]).toBe('0');
  });

  it('shows a fifth of the weekly hours per unworked weekday holiday, apart from the hours worked', async () => {
    await strategie(true);
    const f = await fichier();
    const [repos, travaille, enConges] = e.membres.map((m) => f.get(m.employeId)!);
    // Four holidays off × 7 h; the hours worked stay the 28 h of work.
    expect(repos![CHOMES]).toBe('28');
    expect(repos!['Heures travaillées']).toBe('28');
    expect(repos!['Heures des jours fériés']).toBe('0');
    // The 8th is worked (2 h of worked holiday): three holidays off remain.
    expect([travaille![CHOMES], travaille!['Heures des jours fériés']]).toEqual(['21', '2']);
    // The 8th is a day of leave: three holidays off remain.
    expect(enConges![CHOMES]).toBe('21');
    await strategie(false);
  });
});
