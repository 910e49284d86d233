import { ajouterJours, semaineDe } from '@roulement/contract';
import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { apiLogin, getJson } from '../../support/api';
import { champ, DEMO_PASSWORD, loginAs, useBrowser } from '../../support/browser';
import { aujourdhuiAParis } from '../../support/pickers';

const b = useBrowser();

/** The UIDs and summaries of a feed, parsed back by ical.js (an invalid text throws). */
function evenements(texte: string) {
  const calendrier = new ICAL.Component(ICAL.parse(texte));
  return calendrier.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

/** The ids of salarie@demo.test's slots of next week, read from Mon planning's API. */
async function creneauxDeLaSemaineProchaine(): Promise<number[]> {
  const r = await fetch(`${b.baseURL}/api/authentification/connexion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'salarie@demo.test', password: DEMO_PASSWORD }),
  });
  const { accessToken, utilisateurId } = (await r.json()) as { accessToken: string; utilisateurId: number };
  const s = semaineDe(ajouterJours(aujourdhuiAParis(), 7));
  const planning = await fetch(
    `${b.baseURL}/api/creneau/utilisateur/${utilisateurId}?_annee=${s.annee}&_semaine=${s.semaine}`,
    { headers: { authorization: `Bearer ${accessToken}` } },
  );
  return ((await planning.json()) as { creneaux: { creneauId: number }[] }).creneaux.map((c) => c.creneauId);
}

it("reads the profile's calendar address, subscribes to it, then regenerates it and the old one stops", async () => {
  await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.baseURL });
  await loginAs(b.page, 'salarie@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto('/profil/informations');
  await b.page.getByRole('heading', { name: 'Calendrier' }).waitFor();
  const champAdresse = champ(b.page, 'Mes créneaux et congés');
  await expect.poll(() => champAdresse.inputValue()).toMatch(/\/api\/calendrier-flux\/[\w-]{43}\.ics$/);
  const adresse = await champAdresse.inputValue();

  await b.page.getByRole('button', { name: 'Copier : Mes créneaux et congés' }).click();
  await b.page.getByText('Adresse copiée').waitFor();
  expect(await b.page.evaluate(() => navigator.clipboard.readText())).toBe(adresse);

  const reponse = await fetch(adresse);
  expect(reponse.status).toBe(200);
  expect(reponse.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const parUid = new Map(evenements(await reponse.text()).map((e) => [e.uid, e]));
  // The demo publishes a rotation for their service, Foyer Les Cèdres: next week's slots are in the feed.
  const ids = await creneauxDeLaSemaineProchaine();
  const trouves = ids.map((id) => parUid.get(`creneau-${id}@roulement`)).filter((e) => e !== undefined);
  expect(trouves.length).toBeGreaterThan(0);
  expect(trouves[0]!.summary).toMatch(/ — Foyer Les Cèdres$/);

  await b.page.getByRole('button', { name: 'Régénérer' }).click();
  const dialogue = b.page.getByRole('dialog', { name: "Régénérer l'adresse du calendrier" });
  await dialogue.getByRole('button', { name: 'Régénérer' }).click();
  await b.page.getByText('Nouvelle adresse créée').waitFor();
  await expect.poll(() => champAdresse.inputValue()).not.toBe(adresse);
  const nouvelle = await champAdresse.inputValue();

  expect((await fetch(adresse)).status).toBe(404);
  expect((await fetch(nouvelle)).status).toBe(200);
});

it("gives chef@demo.test the feed of their service's absences, with salarie@demo.test's leave", async () => {
  await loginAs(b.page, 'chef@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto('/profil/informations');
  const champAbsences = champ(b.page, 'Absences de mes services');
  await expect.poll(() => champAbsences.inputValue()).toMatch(/\/api\/calendrier-flux\/absences\/[\w-]{43}\.ics$/);
  const reponse = await fetch(await champAbsences.inputValue());
  expect(reponse.status).toBe(200);
  const { nomComplet } = await getJson<{ nomComplet: string }>(
    b.baseURL,
    '/api/utilisateur/email?_search=salarie@demo.test',
    await apiLogin(b.baseURL, 'salarie@demo.test'),
  );
  const siens = evenements(await reponse.text()).filter((e) => e.summary.startsWith(`${nomComplet} — `));
  expect(siens.length).toBeGreaterThan(0);
  expect(siens[0]!.description).toBe('Service : Foyer Les Cèdres');
  expect(siens[0]!.startDate.isDate).toBe(true);
});
