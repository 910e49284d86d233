import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicationModele } from '../../db/schema';
import { buildConges, buildEmploye, buildMembre, buildUtilisateur } from '../../test/factories';
import { buildCreneau, buildEquipe, buildModele, type Equipe } from '../../test/factories/planning';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { listMembresDuService } from '../service/membre.lecture';
import { findService } from '../service/service.lecture';
import { listCreneauxService } from './creneau.repository';
import { lireSemaineDuService } from './semaine.lecture';

// The weekly planning gathers its service, members with their leave, and slots: this checks each
// part against the reads the other screens use.
let t: TestApp;
let e: Equipe;
const periode = { du: '2026-03-02', au: '2026-03-08', today: '2026-03-04', publieAvant: '2026-03-08' };

beforeAll(async () => {
  t = await buildTestApp();
  e = await buildEquipe(t.db, { nbMembres: 2 });
  const [m1, m2] = e.membres as [Equipe['membres'][number], Equipe['membres'][number]];
  const u = await buildUtilisateur(t.db, { email: 'remplacante@semaine.test' });
  const cdd = await buildEmploye(t.db, {
    utilisateurId: u.id,
    etablissementId: e.etab.id,
    contrat: { contratTypeId: 2 },
  });
  const remplacante = await buildMembre(t.db, {
    serviceId: e.service.id,
    employeId: cdd.id,
    heuresHebdo: 17.5,
    couleur: '#90CAF9',
  });
  const parti = await buildEmploye(t.db, { etablissementId: e.etab.id });
  await buildMembre(t.db, { serviceId: e.service.id, employeId: parti.id, dateFin: '2026-03-01' });
  await buildConges(t.db, { employeId: m1.employeId, dateDebut: '2026-02-27', dateFin: '2026-03-03' });
  await buildConges(t.db, { employeId: m1.employeId, dateDebut: '2026-03-20' });
  const base = { serviceId: e.service.id };
  const travail = await buildCreneau(t.db, {
    ...base,
    membreId: m1.membreId,
    date: '2026-03-02',
    heureDebut: 420,
    heureFin: 840,
  });
  await buildCreneau(t.db, {
    ...base,
    membreId: remplacante.id,
    date: '2026-03-02',
    type: 'CreneauDeRemplacement',
    heureDebut: 420,
    heureFin: 840,
    remplaceId: travail.id,
  });
  await buildCreneau(t.db, {
    ...base,
    membreId: m2.membreId,
    date: '2026-03-05',
    type: 'CreneauDeFormation',
    heureDebut: 540,
    heureFin: 720,
    labelFormation: 'Secourisme',
    nePasRemplacer: true,
  });
  await buildCreneau(t.db, { ...base, membreId: m2.membreId, date: '2026-03-09', heureDebut: 420, heureFin: 840 });
  // Written out of order: the week reads them by day, start, then id.
  await buildCreneau(t.db, { ...base, membreId: m2.membreId, date: '2026-03-08', heureDebut: 840, heureFin: 1260 });
  await buildCreneau(t.db, { ...base, membreId: m1.membreId, date: '2026-03-08', heureDebut: 420, heureFin: 840 });
  await buildCreneau(t.db, { ...base, membreId: m2.membreId, date: '2026-03-08', heureDebut: 420, heureFin: 840 });
  const modele = await buildModele(t.db, e.service.id, 1);
  await t.db.insert(publicationModele).values({
    serviceId: e.service.id,
    modeleId: modele.id,
    dateMiseEnApplication: '2026-03-02',
    debutCycle: 1,
    dateHorizon: '2026-12-31',
  });
});
afterAll(() => t.close());

describe('the week of a service', () => {
  it('reads the service as the plain query does, with its template in force', async () => {
    const lu = await lireSemaineDuService(t.db, e.service.id, periode);
    expect(lu.service).toEqual({ ...(await findService(t.db, e.service.id)), modeleEnVigueur: true });
    const avant = await lireSemaineDuService(t.db, e.service.id, { ...periode, publieAvant: '2026-03-01' });
    expect(avant.service?.modeleEnVigueur).toBe(false);
  });

  it('reads the members present, titulaires or not, with their leave of the week', async () => {
    const lu = await lireSemaineDuService(t.db, e.service.id, periode);
    const attendus = await listMembresDuService(t.db, e.service.id, periode.du, periode.today);
    expect(lu.membres.map(({ conges: _, ...m }) => m)).toEqual(attendus);
    expect(lu.membres).toHaveLength(3);
    expect(lu.membres.map((m) => m.titulaire).sort()).toEqual([false, true, true]);
    expect(lu.membres.find((m) => m.employeId === e.membres[0]!.employeId)?.conges).toEqual([
      { dateDebut: '2026-02-27', dateFin: '2026-03-03', motif: 'Congés payés' },
    ]);
    expect(lu.membres.find((m) => m.heuresHebdo === 17.5)?.conges).toEqual([]);
  });

  it('reads the slots of the week in their order, every column included', async () => {
    const lu = await lireSemaineDuService(t.db, e.service.id, periode);
    expect(lu.creneaux).toEqual(await listCreneauxService(t.db, e.service.id, periode.du, periode.au));
    expect(lu.creneaux.map((c) => [c.date, c.heureDebut, c.type])).toEqual([
      ['2026-03-02', 420, 'CreneauDeTravail'],
      ['2026-03-02', 420, 'CreneauDeRemplacement'],
      ['2026-03-05', 540, 'CreneauDeFormation'],
      ['2026-03-08', 420, 'CreneauDeTravail'],
      ['2026-03-08', 420, 'CreneauDeTravail'],
      ['2026-03-08', 840, 'CreneauDeTravail'],
    ]);
  });

  it('reads a week without slots nor members', async () => {
    const lu = await lireSemaineDuService(t.db, e.autreService.id, periode);
    expect(lu.service?.serviceId).toBe(e.autreService.id);
    expect(lu).toMatchObject({ membres: [], creneaux: [] });
  });

  it('reads nothing of a service that does not exist', async () => {
    expect(await lireSemaineDuService(t.db, 999_999, periode)).toEqual({
      service: undefined,
      membres: [],
      creneaux: [],
    });
  });
});
