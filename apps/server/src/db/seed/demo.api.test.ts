import {
  ajouterJours,
  apiRoutes,
  type Employe,
  type EmployeResume,
  finessValide,
  lundiDeLaSemaineDe,
  sirenValide,
  siretOuExtensionValide,
  siretValide,
} from '@roulement/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInParis } from '../../lib/dates';
import { type ApiClient, apiClient } from '../../test/api';
import { expectApiError } from '../../test/http';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { DbOrTx } from '../client';
import {
  association,
  commentaireDemande,
  conges,
  congesCredit,
  creneau,
  demande,
  demandeConges,
  demandeHeuresSupp,
  demandeRecuperationLigne,
  employe,
  etablissement,
  service,
  utilisateur,
  validation,
} from '../schema';
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

  it('marks establishment 6 annexe 10, whose employees earn paid leave but no quarterly leave', async () => {
    const [etab] = await t.db.select().from(etablissement).where(eq(etablissement.id, 6));
    expect(etab?.annexe10).toBe(true);
    const credits = await t.db
      .select({ type: congesCredit.congesTypeId })
      .from(congesCredit)
      .innerJoin(employe, eq(employe.id, congesCredit.employeId))
      .where(eq(employe.etablissementId, 6));
    expect(credits.some((c) => c.type === 1)).toBe(true);
    expect(credits.filter((c) => c.type === 2)).toEqual([]);
  });

  it('holds SIREN, SIRET and FINESS numbers whose keys are right (issue 23)', async () => {
    const etablissements = await t.db.select().from(etablissement);
    const associations = await t.db.select().from(association);
    expect(etablissements.length).toBeGreaterThan(0);
    for (const e of etablissements) {
      if (e.numeroFiness !== null) expect(finessValide(e.numeroFiness), e.numeroFiness).toBe(true);
      if (e.numeroSiret !== null) expect(siretValide(e.numeroSiret), e.numeroSiret).toBe(true);
    }
    for (const a of associations) {
      if (a.siren !== null) expect(sirenValide(a.siren), a.siren).toBe(true);
      if (a.finessSiegeSocial !== null) expect(finessValide(a.finessSiegeSocial), a.finessSiegeSocial).toBe(true);
      if (a.extensionSiretSiegeSocial !== null) {
        expect(siretOuExtensionValide(a.extensionSiretSiegeSocial), a.extensionSiretSiegeSocial).toBe(true);
      }
    }
  });

  it('staffs Foyer Les Cèdres every day of the week, Friday to Sunday included (issue 23)', async () => {
    const rh = api.as('rh@demo.test');
    const cedres = (await rh.call(apiRoutes.service.lire, { params: { serviceId: 1 } })).body;
    expect(cedres.nom).toBe('Foyer Les Cèdres');
    const siens = new Set(cedres.membres.map((m) => m.employe.employeId));
    const lundi = lundiDeLaSemaineDe(todayInParis());
    for (let i = 0; i < 7; i++) {
      const date = ajouterJours(lundi, i);
      const fiche = await rh.call(apiRoutes.etablissement.ficheDePresence, {
        params: { id: 14 },
        query: { dateDeProspection: date },
      });
      expect(fiche.body.employesPresents.filter((p) => siens.has(p.employeId)).length, date).toBeGreaterThan(1);
    }
    // The weekend's meals are forecast for the service, at noon and in the evening.
    const repas = await rh.call(apiRoutes.repas.prevision, {
      params: { id: 14 },
      query: { dateDeProspection: ajouterJours(lundi, 5), nbJours: 2 },
    });
    for (const jour of repas.body) {
      const service = jour.services.find((s) => s.serviceId === 1);
      expect(service?.nombreRepasMidi, jour.date).toBeGreaterThan(0);
      expect(service?.nombreRepasSoir, jour.date).toBeGreaterThan(0);
    }
    expect(repas.body).toHaveLength(2);
  });
});

describe('demo requests', () => {
  it('give chef@demo.test a pending request of each type of her service to validate', async () => {
    const r = await requetesDemo(t.db);
    const aValider = r.demandes.filter(
      (d) =>
        d.statutId === 1 &&
        d.createurId !== r.chef.utilisateurId &&
        r.validationsDe(d.id).some((v) => v.authority === `CHEF_DE_SERVICE_${r.chef.serviceId}` && v.accepte === null),
    );
    // An aid sheet of a resident of her service waits for her too (issue 14).
    expect(new Set(aValider.map((d) => d.type))).toEqual(
      new Set(['Congés', 'Heures complémentaires', 'Récupération', 'Fiches AIM']),
    );
  });

  it('give directeur@demo.test pending requests of each type whose heads have all accepted', async () => {
    const r = await requetesDemo(t.db);
    const aValider = r.demandes.filter((d) => {
      const vs = r.validationsDe(d.id);
      const racine = vs.find((v) => v.authority === 'DIRECTEUR_14' && v.parentId === null);
      return (
        d.statutId === 1 &&
        racine?.accepte === null &&
        vs.filter((v) => v.parentId === racine.id).every((v) => v.accepte === true)
      );
    });
    expect(new Set(aValider.map((d) => d.type))).toEqual(new Set(['Congés', 'Heures complémentaires', 'Récupération']));
  });

  it('give salarie@demo.test requests in every status, with comments', async () => {
    const r = await requetesDemo(t.db);
    const siennes = r.demandes.filter((d) => d.employeId === r.salarie.employeId);
    expect(new Set(siennes.map((d) => d.statutId))).toEqual(new Set([1, 2, 3, 4]));
    expect(siennes.every((d) => d.createurId === r.salarie.utilisateurId)).toBe(true);
    expect(siennes.filter((d) => r.commentairesDe(d.id).length > 0).length).toBeGreaterThanOrEqual(3);
    for (const d of siennes.filter((x) => x.statutId > 1)) expect(d.dateDecision).not.toBeNull();
  });

  it('makes each accepted leave request the leave it created, and trees consistent with statuses', async () => {
    const r = await requetesDemo(t.db);
    for (const d of r.demandes) {
      const racines = r.validationsDe(d.id).filter((v) => v.parentId === null);
      if (d.statutId === 2) expect(racines.every((v) => v.accepte === true)).toBe(true);
      if (d.statutId === 3) expect(racines.some((v) => v.accepte === false)).toBe(true);
      if (d.statutId === 1) expect(racines.some((v) => v.accepte === null)).toBe(true);
      if (d.type !== 'Congés') continue;
      const leave = r.conges.filter((c) => c.demandeCongesId === d.id);
      const payload = r.payloadConges.find((p) => p.demandeId === d.id)!;
      if (d.statutId !== 2) expect(leave).toEqual([]);
      else
        expect(leave).toEqual([
          expect.objectContaining({
            employeId: d.employeId,
            congesTypeId: payload.congesTypeId,
            dateDebut: payload.dateDebut,
            dateFin: payload.dateFin,
            nbJours: payload.nbJours,
          }),
        ]);
    }
  });

  it('extends evening shifts for overtime and shortens coming shifts for recovery', async () => {
    const r = await requetesDemo(t.db);
    expect(r.heuresSupp.length).toBeGreaterThanOrEqual(3);
    for (const h of r.heuresSupp) {
      const slot = r.creneaux.find((c) => c.id === h.creneauId);
      expect(slot).toMatchObject({ membreId: h.membreId, date: h.date, heureFin: h.heureDebut });
    }
    expect(r.lignes.length).toBeGreaterThanOrEqual(2);
    for (const l of r.lignes) {
      const slot = r.creneaux.find((c) => c.id === l.creneauId)!;
      expect(slot.date).toBe(l.date);
      expect(slot.heureDebut <= l.heureDebut && l.heureFin <= slot.heureFin).toBe(true);
    }
  });
});

describe('demo requests through the API', () => {
  const types = new Set(['Congés', 'Heures complémentaires', 'Récupération']);

  it("list each type in the 'À valider' tab of chef@demo.test and of directeur@demo.test", async () => {
    for (const email of ['chef@demo.test', 'directeur@demo.test']) {
      const r = await api.as(email).call(apiRoutes.demande.aValider, { query: {} });
      // The head of Foyer Les Cèdres also validates a resident's aid sheet (issue 14).
      const attendus = email === 'chef@demo.test' ? new Set([...types, 'Fiches AIM']) : types;
      expect(new Set(r.body.elements.map((d) => d.typeDemande)), email).toEqual(attendus);
    }
  });

  it("list salarie@demo.test's requests in every status, and the director's accept gives the leave", async () => {
    const mes = (await api.as('salarie@demo.test').call(apiRoutes.demande.mesDemandes, {})).body;
    expect(new Set(mes.map((d) => d.statut.demandeStatutId))).toEqual(new Set([1, 2, 3, 4]));
    const directeur = api.as('directeur@demo.test');
    const [enAttente] = (
      await directeur.call(apiRoutes.demande.aValider, { query: { _types: ['Congés'] } })
    ).body.elements.filter((d) => d.typeDemande === 'Congés' && d.nbValidationsEnAttente === 1);
    const detail = (await directeur.call(apiRoutes.demande.detail, { params: { demandeId: enAttente!.demandeId } }))
      .body;
    const racine = detail.validations.find((v) => v.abilities.valider)!;
    const r = await directeur.call(apiRoutes.demande.valider, {
      params: { demandeId: enAttente!.demandeId, validationId: racine.validationId },
    });
    expect(r.body.statut.demandeStatutId).toBe(2);
    const leave = await t.db.select().from(conges).where(eq(conges.demandeCongesId, enAttente!.demandeId));
    expect(leave).toHaveLength(1);
  });
});

/** The demo's requests of establishment 14 and what they refer to, read once per test. */
async function requetesDemo(db: DbOrTx) {
  const compte = async (email: string) => {
    const [row] = await db
      .select({ employeId: employe.id, utilisateurId: utilisateur.id })
      .from(utilisateur)
      .innerJoin(employe, and(eq(employe.utilisateurId, utilisateur.id), eq(employe.etablissementId, 14)))
      .where(eq(utilisateur.email, email));
    return row!;
  };
  const chef = await compte('chef@demo.test');
  const [s] = await db.select({ id: service.id }).from(service).where(eq(service.chefDeServiceId, chef.employeId));
  const demandes = await db.select().from(demande).where(eq(demande.etablissementId, 14));
  const ids = demandes.map((d) => d.id);
  const validations = await db.select().from(validation).where(inArray(validation.demandeId, ids));
  const commentaires = await db.select().from(commentaireDemande).where(inArray(commentaireDemande.demandeId, ids));
  const heuresSupp = await db.select().from(demandeHeuresSupp).where(inArray(demandeHeuresSupp.demandeId, ids));
  const lignes = await db
    .select()
    .from(demandeRecuperationLigne)
    .where(inArray(demandeRecuperationLigne.demandeId, ids));
  const slots = [...heuresSupp, ...lignes].flatMap((x) => (x.creneauId ? [x.creneauId] : []));
  return {
    chef: { ...chef, serviceId: s!.id },
    salarie: await compte('salarie@demo.test'),
    demandes,
    validationsDe: (id: number) => validations.filter((v) => v.demandeId === id),
    commentairesDe: (id: number) => commentaires.filter((c) => c.demandeId === id),
    conges: await db.select().from(conges).where(isNotNull(conges.demandeCongesId)),
    payloadConges: await db.select().from(demandeConges).where(inArray(demandeConges.demandeId, ids)),
    heuresSupp,
    lignes,
    creneaux: await db
      .select()
      .from(creneau)
      .where(inArray(creneau.id, slots.length ? slots : [0])),
  };
}
