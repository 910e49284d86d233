import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { conges, demandeConges, demandeRecuperationLigne } from '../schema';
import { buildConges } from './conges';
import {
  buildCommentaire,
  buildDemandeConges,
  buildDemandeHeuresSupp,
  buildDemandeRecuperation,
  buildDemandes,
  buildValidation,
} from './demande';
import { buildEquipe } from './planning';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('request builders', () => {
  it('build a pending leave request of the employee, for the director over the head of each service', async () => {
    const { membres, service, etab } = await buildEquipe(t.db, { nbMembres: 1 });
    const d = await buildDemandeConges(t.db, {
      employeId: membres[0]!.employeId,
      services: [service.id],
      conges: { dateDebut: '2026-03-02', dateFin: '2026-03-04' },
    });
    expect(d).toMatchObject({
      type: 'Congés',
      statutId: 1,
      etablissementId: etab.id,
      createurId: membres[0]!.utilisateurId,
      dateDebut: '2026-03-02',
      dateFin: '2026-03-04',
      dateDecision: null,
    });
    const [racine, chef] = d.validations;
    expect([racine!.authority, chef!.authority, chef!.parentId]).toEqual([
      `DIRECTEUR_${etab.id}`,
      `CHEF_DE_SERVICE_${service.id}`,
      racine!.id,
    ]);
    const [payload] = await t.db.select().from(demandeConges).where(eq(demandeConges.demandeId, d.id));
    expect(payload!.nbJours).toBe(3);
    const autre = await buildValidation(t.db, { demandeId: d.id, authority: 'chef@demo.test', parentId: racine!.id });
    expect(autre.accepte).toBeNull();
  });

  it('derive the status from the roots and link an accepted request to its leave, in bulk', async () => {
    const { membres, service, chef, etab } = await buildEquipe(t.db, { nbMembres: 1 });
    const employeId = membres[0]!.employeId;
    const leave = await buildConges(t.db, { employeId, dateDebut: '2026-04-06', dateFin: '2026-04-07' });
    const commun = { employeId, etablissementId: etab.id, createurId: membres[0]!.utilisateurId };
    const [acceptee, refusee, annulee] = await buildDemandes(t.db, [
      {
        ...commun,
        conges: { dateDebut: '2026-04-06', dateFin: '2026-04-07' },
        congesId: leave.id,
        validations: [{ authority: `DIRECTEUR_${etab.id}`, accepte: true, valideParId: chef.utilisateurId }],
        commentaires: [{ commentaire: 'Bonnes vacances', auteurId: chef.utilisateurId }],
      },
      {
        ...commun,
        heuresSupp: {
          membreId: membres[0]!.membreId,
          serviceId: service.id,
          date: '2026-03-03',
          heureDebut: 1290,
          heureFin: 1350,
        },
        validations: [{ authority: `DIRECTEUR_${etab.id}`, accepte: false }],
      },
      { ...commun, statutId: 4, conges: { dateDebut: '2026-05-04' } },
    ]);
    expect([acceptee!.statutId, refusee!.statutId, annulee!.statutId]).toEqual([2, 3, 4]);
    expect(acceptee!.dateDecision).not.toBeNull();
    expect(acceptee!.commentaires.map((c) => c.commentaire)).toEqual(['Bonnes vacances']);
    expect(refusee!.type).toBe('Heures complémentaires');
    const [lie] = await t.db.select().from(conges).where(eq(conges.id, leave.id));
    expect(lie!.demandeCongesId).toBe(acceptee!.id);
  });

  it('build an overtime request and a comment on it', async () => {
    const { membres, service, chef } = await buildEquipe(t.db, { nbMembres: 1 });
    const d = await buildDemandeHeuresSupp(t.db, {
      employeId: membres[0]!.employeId,
      services: [service.id],
      heuresSupp: {
        membreId: membres[0]!.membreId,
        serviceId: service.id,
        date: '2026-03-03',
        heureDebut: 1290,
        heureFin: 1350,
      },
    });
    expect([d.type, d.dateDebut, d.dateFin]).toEqual(['Heures complémentaires', '2026-03-03', '2026-03-03']);
    const c = await buildCommentaire(t.db, { demandeId: d.id, auteurId: chef.utilisateurId });
    expect(c).toMatchObject({ demandeId: d.id, supprime: false });
  });

  it('write the evaluated lines of a recovery request', async () => {
    const { membres, service } = await buildEquipe(t.db, { nbMembres: 1 });
    const d = await buildDemandeRecuperation(t.db, {
      employeId: membres[0]!.employeId,
      recuperation: {
        membreId: membres[0]!.membreId,
        serviceId: service.id,
        dateDebut: '2026-03-05',
        heureDebut: 420,
        dateFin: '2026-03-05',
        heureFin: 480,
        lignes: [{ type: 'RECUPERATION', date: '2026-03-05', heureDebut: 420, heureFin: 480 }],
      },
    });
    const lignes = await t.db
      .select()
      .from(demandeRecuperationLigne)
      .where(eq(demandeRecuperationLigne.demandeId, d.id));
    expect(lignes).toHaveLength(1);
    expect(d.type).toBe('Récupération');
  });
});
