import { CATEGORIES_METIER, type CategorieMetier } from '@roulement/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { rencontre } from '../../../db/conditions';
import { association, conges, contrat, employe, etablissement, metier, utilisateur } from '../../../db/schema';
import type { SituationEmploye } from './acquisition';
import type { Periode } from './periodes';

/** DOMAIN.md leave type ids: sickness earns its own rate, unpaid leave nothing. */
const MALADIE = 4;
const SANS_SOLDE = 6;
/** Contract type 1 (CDI): the permanent staff of CCN 66 art. 22. */
const CDI = 1;
/** Contract type 6 (internship): an intern is not an employee and earns no leave. */
const STAGE = 6;

export interface EmployeACrediter extends SituationEmploye {
  nom: string;
  prenom: string;
  etablissement: string;
  associationId: number;
  association: string;
}

const categorie = (c: string): CategorieMetier =>
  (CATEGORIES_METIER as readonly string[]).includes(c) ? (c as CategorieMetier) : 'educatif';

/**
 * Everyone under contract during the period, with what the rules need, in two statements
 * whatever the number of employees: the contracts (with job, establishment and association) and
 * the sickness and unpaid leave of the period.
 */
export async function listEmployesACrediter(db: DbOrTx, p: Periode): Promise<EmployeACrediter[]> {
  const premierContrat = sql<string>`(select min(c2.date_debut)::text from ${contrat} c2 where c2.employe_id = ${employe.id})`;
  const contrats = await db
    .select({
      employeId: contrat.employeId,
      dateDebut: contrat.dateDebut,
      dateFin: contrat.dateFin,
      contratTypeId: contrat.contratTypeId,
      categorie: metier.categorie,
      dateAnciennete: sql<string>`coalesce(${employe.dateEntreeAnciennete}::text, ${premierContrat})`,
      nom: utilisateur.nom,
      prenom: utilisateur.prenom,
      etablissement: etablissement.raisonSociale,
      annexe10: etablissement.annexe10,
      associationId: etablissement.associationId,
      association: association.nom,
    })
    .from(contrat)
    .innerJoin(employe, eq(employe.id, contrat.employeId))
    .innerJoin(utilisateur, eq(utilisateur.id, employe.utilisateurId))
    .innerJoin(etablissement, eq(etablissement.id, employe.etablissementId))
    .innerJoin(association, eq(association.id, etablissement.associationId))
    .innerJoin(metier, eq(metier.id, contrat.metierId))
    .where(and(ne(contrat.contratTypeId, STAGE), rencontre(contrat, p.debut, p.fin)))
    .orderBy(etablissement.raisonSociale, utilisateur.nom, utilisateur.prenom, contrat.employeId);
  const absences = await db
    .select({
      employeId: conges.employeId,
      type: conges.congesTypeId,
      dateDebut: conges.dateDebut,
      dateFin: conges.dateFin,
    })
    .from(conges)
    .where(and(inArray(conges.congesTypeId, [MALADIE, SANS_SOLDE]), rencontre(conges, p.debut, p.fin)));
  const parEmploye = new Map<number, EmployeACrediter>();
  for (const { contratTypeId, categorie: cat, dateDebut, dateFin, ...e } of contrats) {
    const situation = parEmploye.get(e.employeId) ?? { ...e, contrats: [], maladies: [], sansSolde: [] };
    parEmploye.set(e.employeId, {
      ...situation,
      contrats: [
        ...situation.contrats,
        { dateDebut, dateFin, permanent: contratTypeId === CDI, categorie: categorie(cat) },
      ],
    });
  }
  for (const a of absences) {
    const s = parEmploye.get(a.employeId);
    if (!s) continue;
    const plage = { dateDebut: a.dateDebut, dateFin: a.dateFin };
    if (a.type === MALADIE) s.maladies = [...s.maladies, plage];
    else s.sansSolde = [...s.sansSolde, plage];
  }
  return [...parEmploye.values()];
}
