import { sql } from 'drizzle-orm';
import { todayInParis } from '../../lib/dates';
import { refreshRolesOf } from '../../modules/auth/acl.service';
import type { Db, DbOrTx } from '../client';
import {
  ajouterComptable,
  buildAssociation,
  buildContrats,
  buildEmployes,
  buildEtablissements,
  buildMembres,
  buildRegleConges,
  buildServices,
  buildUtilisateurs,
  designerDirecteur,
} from '../factories';
import { etablissement, utilisateur } from '../schema';
import { seedDemoAstreintes } from './demo-astreintes';
import { seedDemoConges } from './demo-conges';
import { seedDemoCongesApercu } from './demo-conges-apercu';
import { CAS_DEMO, contratsDemo } from './demo-contrats';
import { datesDemo } from './demo-dates';
import { seedDemoDemandes } from './demo-demandes';
import { seedDemoDispositifs } from './demo-dispositifs';
import { seedDemoPlanning } from './demo-planning';
import { seedDemoUsagers } from './demo-usagers';
import { personne, slug } from './names';

/** The demo association (ARCHITECTURE.md §6): id 2, establishments 1 (head office), 6 and 14. */
const ETABLISSEMENTS = [
  {
    id: 1,
    raisonSociale: 'Siège — Association Les Tilleuls',
    numeroFiness: '750000010',
    numeroSiret: '77567227200017',
    numeroUrgence: '01 84 00 00 01',
    aideIndividuelleMensuelle: true,
    exportPaye: false,
  },
  {
    id: 6,
    // Adults with disabilities: CCN 66 annexe 10, hence no quarterly leave (DOMAIN.md).
    raisonSociale: 'Foyer de vie La Roseraie',
    numeroFiness: '750000069',
    numeroSiret: '77567227200066',
    // No emergency number: the foyer has no on-call roster, so there is nothing to redirect.
    numeroUrgence: null,
    aideIndividuelleMensuelle: false,
    exportPaye: false,
    annexe10: true,
  },
  {
    id: 14,
    raisonSociale: 'Foyer d’hébergement Les Cèdres',
    numeroFiness: '750000143',
    numeroSiret: '77567227200140',
    numeroUrgence: '01 84 00 00 14',
    aideIndividuelleMensuelle: true,
    exportPaye: true,
    // Issue 13: meal ranges 12:00–13:30 and 19:00–20:00 for the Restauration tab's forecast.
    debutMidi: 12 * 60,
    finMidi: 13 * 60 + 30,
    debutSoir: 19 * 60,
    finSoir: 20 * 60,
  },
];

/** Generated employees (by index) who are cadres owing on-call days, and how many a year. */
const CADRES_ASTREINTE = new Map([
  [0, 90],
  [1, 95],
  [32, 180],
  [33, 185],
]);

/** Named demo accounts (README); everyone's password is Demo-2026!. */
const COMPTES = [
  { email: 'admin@demo.test', genre: 'Mr', prenom: 'Alain', nom: 'Administrateur', administrateurGlobal: true },
  { email: 'directeur@demo.test', genre: 'Mr', prenom: 'Daniel', nom: 'Directeur' },
  { email: 'rh@demo.test', genre: 'Mme', prenom: 'Rachel', nom: 'Ressources' },
  { email: 'chef@demo.test', genre: 'Mme', prenom: 'Charlotte', nom: 'Chef' },
  { email: 'salarie@demo.test', genre: 'Mr', prenom: 'Samuel', nom: 'Salarié' },
  { email: 'comptable@demo.test', genre: 'Mme', prenom: 'Corinne', nom: 'Comptable' },
  { email: 'salarie6@demo.test', genre: 'Mme', prenom: 'Sabine', nom: 'Roseraie' },
] as const;

const SERVICES = [
  { etablissementId: 14, nom: 'Foyer Les Cèdres' },
  { etablissementId: 14, nom: 'Internat Les Pins' },
  { etablissementId: 14, nom: 'Accueil de jour' },
  { etablissementId: 6, nom: 'Unité Les Glycines' },
  { etablissementId: 6, nom: 'Unité Les Lilas' },
  { etablissementId: 1, nom: 'Services administratifs' },
];

const COULEURS = [
  '#90CAF9',
  '#A5D6A7',
  '#FFCC80',
  '#CE93D8',
  '#80CBC4',
  '#F48FB1',
  '#FFF59D',
  '#BCAAA4',
  '#1565C0',
  '#2E7D32',
];

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: utilisateur.id }).from(utilisateur).limit(1);
  return rows.length === 0;
}

async function resetSequences(db: DbOrTx): Promise<void> {
  for (const table of ['association', 'etablissement', 'utilisateur', 'employe', 'contrat', 'service', 'membre']) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from "${table}"), 1))`),
    );
  }
}

export async function seedDemo(db: Db): Promise<void> {
  const dates = datesDemo(todayInParis());
  await db.transaction(async (tx) => {
    await buildAssociation(tx, {
      id: 2,
      nom: 'Association Les Tilleuls',
      siren: '775672272',
      finessSiegeSocial: '750000010',
    });
    await buildEtablissements(
      tx,
      ETABLISSEMENTS.map((e) => ({ ...e, associationId: 2, granulariteMinutes: 15 })),
    );
    await tx.update(etablissement).set({ siegeSocialId: 1 });
    await seedDemoDispositifs(tx);
    // Two versions of the leave rules (decision 050): sickness earned no paid leave before the
    // law of 22 April 2024 (in force on the 24th), 2 days a month since.
    await buildRegleConges(tx, { associationId: 2, dateDebut: '2000-01-01', joursParMoisMaladie: 0 });
    await buildRegleConges(tx, { associationId: 2, dateDebut: '2024-04-24' });

    const nommes = await buildUtilisateurs(tx, [...COMPTES]);
    const byEmail = new Map(nommes.map((u) => [u.email, u]));
    const others = Array.from({ length: 36 }, (_, i) => {
      const p = personne(i);
      return { ...p, email: `${slug(p.prenom)}.${slug(p.nom)}${i}@demo.test` };
    });
    const generes = await buildUtilisateurs(tx, others);

    // Employment: the named accounts where the README says, the others spread over 14, 6 and 1.
    const emploi = [
      {
        u: byEmail.get('directeur@demo.test')!,
        etablissementId: 14,
        metierId: 10,
        cadre: true,
        administrateur: false,
        astreinte: 90,
      },
      { u: byEmail.get('rh@demo.test')!, etablissementId: 14, metierId: 13, cadre: false, administrateur: true },
      {
        u: byEmail.get('chef@demo.test')!,
        etablissementId: 14,
        metierId: 9,
        cadre: true,
        administrateur: false,
        astreinte: 90,
      },
      { u: byEmail.get('salarie@demo.test')!, etablissementId: 14, metierId: 1, cadre: false, administrateur: false },
      { u: byEmail.get('comptable@demo.test')!, etablissementId: 1, metierId: 11, cadre: false, administrateur: false },
      { u: byEmail.get('salarie6@demo.test')!, etablissementId: 6, metierId: 2, cadre: false, administrateur: false },
      ...generes.map((u, i) => ({
        u,
        etablissementId: i < 20 ? 14 : i < 32 ? 6 : 1,
        metierId: [1, 2, 3, 4, 7, 14][i % 6]!,
        // Issue 13: two cadres of 14 and two of the head office owe on-call days.
        cadre: CADRES_ASTREINTE.has(i),
        administrateur: i === 20,
        astreinte: CADRES_ASTREINTE.get(i) ?? 0,
      })),
    ];
    const employes = await buildEmployes(
      tx,
      emploi.map((e, i) => ({
        utilisateurId: e.u.id,
        etablissementId: e.etablissementId,
        administrateur: e.administrateur,
        emailPro:
          i % 3 === 0
            ? `${e.u.prenom.toLowerCase()}.pro${i}@lestilleuls.test`.normalize('NFD').replace(/\p{M}/gu, '')
            : null,
        dateEntreeAnciennete: `${2008 + (i % 15)}-0${1 + (i % 9)}-01`,
      })),
    );
    const contrats = contratsDemo(
      employes.map((e, i) => {
        const spec = emploi[i]!;
        const cdd = i >= 6 && i % 5 === 0;
        return {
          employeId: e.id,
          contratTypeId: cdd ? 2 : 1,
          metierId: spec.metierId,
          heuresHebdo: i % 7 === 0 ? 28 : 35,
          dateDebut: `${2015 + (i % 9)}-09-01`,
          dateFin: cdd ? dates.dernierDuMois(9) : null,
          cadre: spec.cadre,
          nbJoursAstreintesAnnuels: 'astreinte' in spec ? spec.astreinte : 0,
        };
      }),
      COMPTES.length,
      dates,
    );
    await buildContrats(tx, contrats);

    const employeOf = (email: string) => employes[emploi.findIndex((e) => e.u.email === email)]!;
    const directeur = employeOf('directeur@demo.test');
    await designerDirecteur(tx, 14, directeur.id, directeur.utilisateurId);
    await ajouterComptable(tx, 14, byEmail.get('comptable@demo.test')!.id);

    const byEtab = (id: number) =>
      employes.filter(
        (e) => e.etablissementId === id && !COMPTES.some((c) => c.email === emploi[employes.indexOf(e)]!.u.email),
      );
    const services = await buildServices(
      tx,
      SERVICES.map((s, i) => ({
        ...s,
        chefDeServiceId: i === 0 ? employeOf('chef@demo.test').id : (byEtab(s.etablissementId)[i]?.id ?? null),
      })),
    );
    const membres: { serviceId: number; employeId: number; couleur: string; heuresHebdo: number }[] = [];
    services.forEach((s, si) => {
      const pool = byEtab(s.etablissementId);
      const share = pool.filter(
        (_, i) => i % (s.etablissementId === 14 ? 3 : 2) === si % (s.etablissementId === 14 ? 3 : 2),
      );
      for (const [i, e] of share.entries()) {
        membres.push({ serviceId: s.id, employeId: e.id, couleur: COULEURS[i % COULEURS.length]!, heuresHebdo: 35 });
      }
    });
    membres.push({
      serviceId: services[0]!.id,
      employeId: employeOf('salarie@demo.test').id,
      couleur: '#1565C0',
      heuresHebdo: 35,
    });
    membres.push({
      serviceId: services[0]!.id,
      employeId: employeOf('chef@demo.test').id,
      couleur: '#FFCC80',
      heuresHebdo: 35,
    });
    membres.push({
      serviceId: services[3]!.id,
      employeId: employeOf('salarie6@demo.test').id,
      couleur: '#A5D6A7',
      heuresHebdo: 35,
    });
    await buildMembres(tx, membres);

    await seedDemoConges(
      tx,
      employes.map((e, i) => ({
        id: e.id,
        metierId: emploi[i]!.metierId,
        dateEntreeAnciennete: e.dateEntreeAnciennete,
        annexe10: ETABLISSEMENTS.some((etab) => etab.id === e.etablissementId && etab.annexe10),
      })),
      contrats,
      {
        salarieId: employeOf('salarie@demo.test').id,
        remplaceId: employes[COMPTES.length + CAS_DEMO.remplace]!.id,
        sansSoldeId: employes[COMPTES.length + 12]!.id,
      },
      dates,
    );
    // Outside Foyer Les Cèdres (service 1), whose planning the browser tests read, and past the
    // special cases; one in three already has leave from seedDemoConges.
    const cedres = new Set(membres.filter((m) => m.serviceId === services[0]!.id).map((m) => m.employeId));
    await seedDemoCongesApercu(
      tx,
      employes.flatMap((e, i) =>
        e.etablissementId === 14 &&
        i > COMPTES.length + CAS_DEMO.remplace &&
        i !== COMPTES.length + 12 &&
        !cedres.has(e.id)
          ? [{ employeId: e.id, congesDejaPoses: i % 3 === 0 }]
          : [],
      ),
      contrats,
      dates,
    );
    await seedDemoPlanning(tx, todayInParis());
    const cadresDe = (id: number) =>
      contrats.flatMap((c) => {
        const e = employes.find((x) => x.id === c.employeId)!;
        return e.etablissementId === id && c.cadre && (c.nbJoursAstreintesAnnuels ?? 0) > 0
          ? [{ employeId: c.employeId, jours: c.nbJoursAstreintesAnnuels ?? 0 }]
          : [];
      });
    await seedDemoAstreintes(tx, todayInParis(), { 14: cadresDe(14), 1: cadresDe(1) });
    await seedDemoDemandes(tx, dates, { chef: 'chef@demo.test', salarie: 'salarie@demo.test' });
    await seedDemoUsagers(tx, dates.aujourdhui, { salarie: 'salarie@demo.test', siege: 'comptable@demo.test' });

    await resetSequences(tx);
    await refreshRolesOf(
      tx,
      [...nommes, ...generes].map((u) => u.id),
    );
  });
}
