import {
  type CodeExportPaye,
  type CodesExportPayeBody,
  peutExporterPayeService,
  peutVoirEtablissement,
  peutVoirService,
} from '@roulement/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { todayInParis } from '../../lib/dates';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { peutExporterPayeEtablissement } from './export-paye.policy';
import {
  associationExiste,
  findEtablissementPaye,
  findServicePaye,
  lockAssociation,
  marquerExport,
  upsertCodes,
} from './export-paye.repository';
import { colonnesPaye, fichierPaye } from './fichier-paye';

interface Periode {
  du: string;
  au: string;
}

/**
 * GET /etablissement/{id}/export_elements_paye.csv: 404 outside the actor's establishments, 403
 * when the establishment has no pay export or the actor is neither its director nor an
 * accountant. The export date goes on each open service of the establishment, with one history
 * row, in one transaction before the file is written (decision 058).
 */
export async function exporterEtablissement(db: Db, actor: Actor, id: number, { du, au }: Periode) {
  return db.transaction(async (tx) => {
    const etab = await findEtablissementPaye(tx, id);
    if (!etab || !peutVoirEtablissement(actor, etab)) throw notFound('Établissement introuvable');
    if (!etab.exportPaye) throw forbidden("L'export de paye n'est pas activé pour cet établissement");
    if (!peutExporterPayeEtablissement(actor, etab)) {
      throw forbidden("Seuls le directeur et les comptables de l'établissement exportent les éléments de paye");
    }
    const date = todayInParis();
    const services = await marquerExport(tx, { etablissementId: id }, date);
    await journaliser(tx, actor, {
      entite: 'etablissement',
      entiteId: id,
      action: 'MODIFICATION',
      apres: { exportElementsPaye: `${du} → ${au}`, dateDernierExportElementsPaye: date, services: services.length },
      employeId: null,
      etablissementId: id,
    });
    return fichierPaye(db, { type: 'etablissement', id }, etab.associationId, du, au);
  });
}

/** GET /service/{id}/export_elements_paye.csv: the service head, an accountant or an administrator. */
export async function exporterService(db: Db, actor: Actor, id: number, { du, au }: Periode) {
  return db.transaction(async (tx) => {
    const s = await findServicePaye(tx, id);
    const scope = s && { serviceId: s.serviceId, etablissement: s };
    if (!s || !scope || !peutVoirService(actor, scope)) throw notFound('Service introuvable');
    if (!peutExporterPayeService(actor, scope)) {
      throw forbidden('Seuls le chef de service, les comptables et les administrateurs exportent les éléments de paye');
    }
    const date = todayInParis();
    await marquerExport(tx, { serviceId: id }, date);
    await journaliser(tx, actor, {
      entite: 'service',
      entiteId: id,
      action: 'MODIFICATION',
      avant: { dateDernierExportElementsPaye: s.dateDernierExportElementsPaye },
      apres: { dateDernierExportElementsPaye: date },
      employeId: null,
      etablissementId: s.etablissementId,
    });
    return fichierPaye(db, { type: 'service', id }, s.associationId, du, au);
  });
}

/** The association-wide file (Administrateur, checked by the route): nothing is recorded. */
export async function exporterAssociation(db: Db, id: number, { du, au }: Periode) {
  if (!(await associationExiste(db, id))) throw notFound('Association introuvable');
  return fichierPaye(db, { type: 'association', id }, id, du, au);
}

export async function lireCodes(db: Db, id: number): Promise<CodeExportPaye[]> {
  if (!(await associationExiste(db, id))) throw notFound('Association introuvable');
  return colonnesPaye(db, id);
}

/** PUT codes: the columns named get their code, in one transaction with its history row. */
export function modifierCodes(db: Db, actor: Actor, id: number, body: CodesExportPayeBody) {
  return db.transaction(async (tx) => {
    if (!(await lockAssociation(tx, id))) throw notFound('Association introuvable');
    const avant = await colonnesPaye(tx, id);
    // One row per column: the last code given for a column wins.
    const codes = [...new Map(body.codes.map((c) => [c.colonne, c])).values()];
    const connues = new Set(avant.map((c) => c.colonne));
    const inconnue = codes.find((c) => !connues.has(c.colonne));
    if (inconnue) throw badRequest(`Colonne inconnue : ${inconnue.colonne}`);
    await upsertCodes(tx, id, codes);
    await journaliser(tx, actor, {
      entite: 'association',
      entiteId: id,
      action: 'MODIFICATION',
      avant: Object.fromEntries(avant.map((c) => [c.colonne, c.code])),
      apres: Object.fromEntries(codes.map((c) => [c.colonne, c.code])),
      employeId: null,
      etablissementId: null,
    });
    return colonnesPaye(tx, id);
  });
}
