import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { delegation, demande, etablissement, mailSortant, validation } from '../db/schema';
import { createMailer } from '../lib/mailer';
import { buildEmploye, buildEtablissement, buildUtilisateur, designerDirecteur } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/test-app';
import { relancerValidations } from './relance-validations';

const MAINTENANT = new Date('2031-05-14T06:00:00Z');
const ilYA = (jours: number) => new Date(MAINTENANT.getTime() - jours * 86_400_000);
const courrier = { mailer: createMailer({}), appUrl: 'https://roulement.test' };

let t: TestApp;
const ids = { a: 0, b: 0, ancienne: 0, recente: 0, acceptee: 0, parEmail: 0, autreEtab: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildEtablissement(t.db);
  const b = await buildEtablissement(t.db);
  await t.db.update(etablissement).set({ relanceValidationJours: 10 }).where(eq(etablissement.id, b.id));
  const dir = await buildUtilisateur(t.db, { email: 'directeur@test.local', prenom: 'Dora' });
  const dirEmp = await buildEmploye(t.db, { utilisateurId: dir.id, etablissementId: a.id });
  await designerDirecteur(t.db, a.id, dirEmp.id, dir.id);
  const delegue = await buildUtilisateur(t.db, { email: 'delegue@test.local' });
  await buildEmploye(t.db, { utilisateurId: delegue.id, etablissementId: a.id });
  await t.db.insert(delegation).values([
    {
      delegantId: dir.id,
      delegataireId: delegue.id,
      etablissementId: a.id,
      dateDebut: '2031-05-01',
      dateFin: '2031-05-31',
    },
  ]);
  // A revoked delegation and one of another period remind nobody.
  const revoque = await buildUtilisateur(t.db, { email: 'revoque@test.local' });
  await t.db.insert(delegation).values([
    {
      delegantId: dir.id,
      delegataireId: revoque.id,
      etablissementId: a.id,
      dateDebut: '2031-05-01',
      dateFin: '2031-05-31',
      revoqueeLe: ilYA(1),
    },
    {
      delegantId: dir.id,
      delegataireId: revoque.id,
      etablissementId: a.id,
      dateDebut: '2031-06-01',
      dateFin: '2031-06-30',
    },
  ]);
  await buildUtilisateur(t.db, { email: 'externe@test.local', prenom: 'Éric' });
  const salarie = await buildEmploye(t.db, { etablissementId: a.id });
  const salarieB = await buildEmploye(t.db, { etablissementId: b.id });

  const creer = async (
    o: { employeId: number; etablissementId: number; jours: number; statutId?: number },
    authority: string,
  ) => {
    const [d] = await t.db
      .insert(demande)
      .values({
        type: 'Congés',
        employeId: o.employeId,
        etablissementId: o.etablissementId,
        dateDemande: ilYA(o.jours),
        dateDebut: '2031-07-01',
        dateFin: '2031-07-05',
        statutId: o.statutId ?? 1,
      })
      .returning();
    await t.db.insert(validation).values({ demandeId: d!.id, authority });
    return d!.id;
  };
  ids.ancienne = await creer({ employeId: salarie.id, etablissementId: a.id, jours: 4 }, `DIRECTEUR_${a.id}`);
  ids.recente = await creer({ employeId: salarie.id, etablissementId: a.id, jours: 2 }, `DIRECTEUR_${a.id}`);
  ids.acceptee = await creer(
    { employeId: salarie.id, etablissementId: a.id, jours: 9, statutId: 2 },
    `DIRECTEUR_${a.id}`,
  );
  ids.parEmail = await creer({ employeId: salarie.id, etablissementId: a.id, jours: 5 }, 'externe@test.local');
  ids.autreEtab = await creer({ employeId: salarieB.id, etablissementId: b.id, jours: 5 }, `DIRECTEUR_${b.id}`);
});
afterAll(() => t.close());

const mails = () => t.db.select().from(mailSortant);

it('mails each validator (role holders, their delegates, e-mail authorities) once, listing their pending requests', async () => {
  expect(await relancerValidations(t.db, courrier, MAINTENANT)).toEqual({ validateurs: 3, validations: 2 });
  const ecrits = await mails();
  expect(ecrits.map((m) => m.destinataire).sort()).toEqual([
    'delegue@test.local',
    'directeur@test.local',
    'externe@test.local',
  ]);
  const auDirecteur = ecrits.find((m) => m.destinataire === 'directeur@test.local')!;
  expect(auDirecteur.corps).toContain(`https://roulement.test/demande/${ids.ancienne}/conges`);
  expect(auDirecteur.corps).not.toContain(`/demande/${ids.recente}/`);
  expect(auDirecteur.corps).not.toContain(`/demande/${ids.acceptee}/`);
  expect(auDirecteur.statut).toBe('A_ENVOYER');
  const relancees = await t.db.select().from(validation).where(eq(validation.demandeId, ids.ancienne));
  expect(relancees[0]!.relanceeLe).toEqual(MAINTENANT);
});

it('sends nothing more the same day, and reminds again the next day while still pending', async () => {
  const avant = (await mails()).length;
  expect(await relancerValidations(t.db, courrier, new Date(MAINTENANT.getTime() + 3_600_000))).toEqual({
    validateurs: 0,
    validations: 0,
  });
  expect(await mails()).toHaveLength(avant);
  const demain = new Date(MAINTENANT.getTime() + 86_400_000);
  // The next day, the request of 2 days ago is 3 days old: due too, but not the establishment B one.
  expect(await relancerValidations(t.db, courrier, demain)).toEqual({ validateurs: 3, validations: 3 });
});

it('costs the same statements whatever the number of pending validations', async () => {
  const apres = new Date(MAINTENANT.getTime() + 2 * 86_400_000);
  const n = await t.queries.during(() => relancerValidations(t.db, courrier, apres));
  // begin, lock, the read, one insert and one notify per mail (3 validators), the update, commit.
  expect(n).toBeLessThanOrEqual(4 + 2 * 3 + 1);
});
