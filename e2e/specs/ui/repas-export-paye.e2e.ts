import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ajouterJours, type PrevisionRepasJour, type Service, semaineDe } from '@roulement/contract';
import { expect, it } from 'vitest';
import { apiLogin, getJson, sendJson } from '../../support/api';
import { loginAs, useBrowser } from '../../support/browser';
import { ETABLISSEMENT } from '../../support/employes';
import { aujourdhuiAParis, saisirDate, saisirHeure } from '../../support/pickers';
import { creerServicePlanifie } from '../../support/planning';

const b = useBrowser();

/** « Mercredi 4 mars 2026 », as the forecast writes a day. */
function jourEnFrancais(iso: string): string {
  const texte = new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
  return texte.charAt(0).toUpperCase() + texte.slice(1);
}
const DEMO = { debutMidi: 720, finMidi: 810, debutSoir: 1140, finSoir: 1200 };

it('sets the meal hours and reads the 4-day forecast the server counts', async () => {
  const aujourdhui = aujourdhuiAParis();
  // A service published this week: its members work mornings (07:00–14:00) or evenings (14:00–21:30).
  await creerServicePlanifie(b.baseURL, {
    nom: `Repas ${Date.now()}`,
    nbMembres: 4,
    nbSemaines: 1,
    semaine: semaineDe(aujourdhui),
  });
  const directeur = await apiLogin(b.baseURL, 'directeur@demo.test');
  try {
    await loginAs(b.page, 'directeur@demo.test', undefined, '/etablissement/restauration');
    const form = b.page.getByRole('form', { name: 'Horaires des repas' });
    await form.waitFor();
    const midi = form.getByRole('group', { name: 'Service du midi' });
    const soir = form.getByRole('group', { name: 'Service du soir' });
    await saisirHeure(midi, 'Début', '1130');
    await saisirHeure(midi, 'Fin', '1330');
    await saisirHeure(soir, 'Début', '1845');
    await saisirHeure(soir, 'Fin', '2000');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await b.page.getByText('Horaires des repas enregistrés').waitFor();
    const horaires = await getJson<{ plageRestaurationMidi: unknown; plageRestaurationSoir: unknown }>(
      b.baseURL,
      `/api/etablissement/${ETABLISSEMENT}/horaires-repas`,
      directeur,
    );
    expect(horaires.plageRestaurationMidi).toEqual({ heureDebut: 690, heureFin: 810 });
    expect(horaires.plageRestaurationSoir).toEqual({ heureDebut: 1125, heureFin: 1200 });

    // The table shows, day by day, what the server counts; at least this week's service eats.
    const prevision = await getJson<PrevisionRepasJour[]>(
      b.baseURL,
      `/api/etablissement/${ETABLISSEMENT}/previsionRepas?dateDeProspection=${aujourdhui}`,
      directeur,
    );
    expect(prevision).toHaveLength(4);
    expect(prevision.some((j) => j.nombreRepasMidi + j.nombreRepasSoir > 0)).toBe(true);
    const table = b.page.getByRole('table', { name: 'Prévision des repas' });
    await expect.poll(async () => (await table.locator('tbody tr').allTextContents()).length).toBe(4);
    const lignes = await table.locator('tbody tr').all();
    for (const [i, jour] of prevision.entries()) {
      const cellules = await lignes[i]!.locator('td').allTextContents();
      expect([cellules[1], cellules[2]]).toEqual([String(jour.nombreRepasMidi), String(jour.nombreRepasSoir)]);
    }
    // Four days later: the first row is the fifth day.
    await b.page.getByRole('button', { name: '4 jours suivants' }).click();
    await expect
      .poll(() => table.locator('tbody tr td').first().textContent())
      .toBe(jourEnFrancais(ajouterJours(aujourdhui, 4)));
  } finally {
    await sendJson(b.baseURL, 'PUT', `/api/etablissement/${ETABLISSEMENT}/horaires-repas`, directeur, DEMO);
  }
});

it("downloads the payroll CSV of the establishment: BOM, ';', a row per employee", async () => {
  const aujourdhui = aujourdhuiAParis();
  const { serviceId } = await creerServicePlanifie(b.baseURL, {
    nom: `Paye ${Date.now()}`,
    nbMembres: 2,
    nbSemaines: 1,
    semaine: semaineDe(aujourdhui),
  });
  const rh = await apiLogin(b.baseURL, 'rh@demo.test');
  const service = await getJson<Service>(b.baseURL, `/api/service/${serviceId}`, rh);
  await loginAs(b.page, 'directeur@demo.test', undefined, '/etablissement/export-paye');
  await b.page.getByRole('button', { name: 'Exporter les éléments de paye' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Export des éléments de paye' });
  const debut = ajouterJours(aujourdhui, -6);
  await saisirDate(dialog, 'Du', debut);
  await saisirDate(dialog, 'Au', ajouterJours(aujourdhui, 6));
  const [telechargement] = await Promise.all([
    b.page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Exporter' }).click(),
  ]);
  expect(telechargement.suggestedFilename()).toBe('export_elements_paye.csv');
  await dialog.getByText('Téléchargement terminé').waitFor();
  const fichier = join(mkdtempSync(join(tmpdir(), 'paye-')), 'paye.csv');
  await telechargement.saveAs(fichier);
  const octets = readFileSync(fichier);
  expect([...octets.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lignes = octets
    .toString('utf8')
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(';'));
  const [entete, ...rangs] = lignes;
  expect(entete!.slice(0, 3)).toEqual(['Identifiant', 'Nom', 'Prénom']);
  const travaillees = entete!.indexOf('Heures travaillées');
  for (const m of service.membres) {
    const rang = rangs.find((r) => r[0] === String(m.employe.employeId));
    expect(rang, m.nomComplet).toBeDefined();
    expect(Number(rang![travaillees]!.replace(',', '.'))).toBeGreaterThan(0);
  }
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await dialog.waitFor({ state: 'hidden' });
});

it("lets the service head export the service's payroll, and records the export date", async () => {
  const aujourdhui = aujourdhuiAParis();
  const chef = await apiLogin(b.baseURL, 'chef@demo.test');
  const services = await getJson<{ serviceId: number; nom: string }[]>(
    b.baseURL,
    `/api/service/etablissement/${ETABLISSEMENT}`,
    chef,
  );
  const { serviceId } = services.find((s) => s.nom === 'Foyer Les Cèdres')!;
  await loginAs(b.page, 'chef@demo.test');
  await b.page.waitForURL('**/planning');
  await b.page.goto(`/services/${serviceId}`);
  await b.page.getByRole('heading', { name: 'Foyer Les Cèdres' }).waitFor();
  await b.page.getByRole('button', { name: 'Export Paye' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Export des éléments de paye' });
  await saisirDate(dialog, 'Du', ajouterJours(aujourdhui, -30));
  await saisirDate(dialog, 'Au', aujourdhui);
  const [telechargement] = await Promise.all([
    b.page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Exporter' }).click(),
  ]);
  await dialog.getByText('Téléchargement terminé').waitFor();
  const fichier = join(mkdtempSync(join(tmpdir(), 'paye-')), 'service.csv');
  await telechargement.saveAs(fichier);
  const texte = readFileSync(fichier, 'utf8');
  expect(texte.startsWith('\uFEFFIdentifiant;Nom;Prénom;')).toBe(true);
  const service = await getJson<Service>(b.baseURL, `/api/service/${serviceId}`, chef);
  expect(service.dateDernierExportElementsPaye).toBe(aujourdhui);
  // Its members with a contract or a slot over the period (decision 058), and no one else.
  const ids = texte
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((l) => Number(l.split(';')[0]));
  const membres = new Set(service.membres.map((m) => m.employe.employeId));
  expect(ids.length).toBeGreaterThan(0);
  expect(ids.filter((id) => !membres.has(id))).toEqual([]);
});
