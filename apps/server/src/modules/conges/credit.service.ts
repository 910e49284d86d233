import type { CongesCreditBodySchema, Employe } from '@roulement/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { journaliser } from '../../lib/audit';
import { finDeTrimestre } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { ficheDe, loadEmploye } from '../employe/employe.service';
import { deleteCredit, findCongesType, findCredit, insertCredits, updateCredit } from './conges.repository';
import { avecControleDesSoldes } from './controle-soldes';

type CreditBody = z.output<typeof CongesCreditBodySchema>;

const SANS_SOLDE = "Ce type de congé n'a pas de solde à créditer";

/** Spec §5: only types with a balance (avecSolde) take credits and debits. */
async function typeAvecSolde(tx: DbOrTx, id: number) {
  const type = await findCongesType(tx, id);
  if (!type) throw badRequest('Type de congé inconnu', { fieldErrors: { type: 'Type de congé inconnu' } });
  if (!type.avecSolde) throw badRequest(SANS_SOLDE, { fieldErrors: { type: SANS_SOLDE } });
  return type;
}

const valeursDe = (body: CreditBody) => ({
  congesTypeId: body.type,
  date: body.date,
  nbJours: body.nbJours,
  exceptionnel: body.exceptionnel,
  dateExpiration: body.dateExpiration ?? null,
  commentaire: body.commentaire || null,
});

/** Leave types of the initial balances (DOMAIN.md ids). */
const CONGES_PAYES = 1;
const CONGES_TRIMESTRIELS = 2;

/** Quarterly days expire with the quarter they are credited in; the other balances do not expire. */
export function expirationParDefaut(congesTypeId: number, date: string): string | null {
  return congesTypeId === CONGES_TRIMESTRIELS ? finDeTrimestre(date) : null;
}

const arrondi = (jours: number) => Math.round(jours * 100) / 100;

/**
 * A new employee's initial balances, inside the declaration's transaction: credits dated today,
 * when not zero; quarterly days expire with the quarter.
 */
export async function crediterSoldesInitiaux(
  tx: DbOrTx,
  employeId: number,
  soldes: { congesPayes: number; congesTrimestriels: number },
  aujourdhui: string,
): Promise<void> {
  const payes = arrondi(soldes.congesPayes);
  const trimestriels = arrondi(soldes.congesTrimestriels);
  const commun = { employeId, date: aujourdhui, exceptionnel: false, commentaire: 'Solde initial' };
  const credits = [
    ...(payes !== 0 ? [{ ...commun, congesTypeId: CONGES_PAYES, nbJours: payes, dateExpiration: null }] : []),
    ...(trimestriels !== 0
      ? [
          {
            ...commun,
            congesTypeId: CONGES_TRIMESTRIELS,
            nbJours: trimestriels,
            dateExpiration: trimestriels > 0 ? expirationParDefaut(CONGES_TRIMESTRIELS, aujourdhui) : null,
          },
        ]
      : []),
  ];
  await insertCredits(tx, credits);
}

/** POST /conges/credit: a credit (nbJours > 0) or a debit (< 0); a debit must be covered. */
export async function crediter(db: Db, actor: Actor, body: CreditBody): Promise<Employe> {
  return db.transaction(async (tx) => {
    const scope = await loadEmploye(tx, actor, body.employeId, 'soldes', { verrou: true });
    const type = await typeAvecSolde(tx, body.type);
    const [creditId] = await avecControleDesSoldes(tx, body.employeId, [type], () =>
      insertCredits(tx, [{ ...valeursDe(body), employeId: body.employeId }]),
    );
    await journaliser(tx, actor, {
      entite: 'conges_credit',
      entiteId: creditId!,
      action: 'CREDIT',
      apres: valeursDe(body),
      employeId: body.employeId,
      etablissementId: scope.etablissement.etablissementId,
    });
    return ficheDe(tx, actor, body.employeId);
  });
}

async function loadCredit(tx: DbOrTx, actor: Actor, id: number) {
  const credit = await findCredit(tx, id);
  if (!credit) throw notFound('Crédit introuvable');
  const scope = await loadEmploye(tx, actor, credit.employeId, 'soldes', { verrou: true });
  return { credit, etablissementId: scope.etablissement.etablissementId };
}

const EXCEPTIONNEL_SEULEMENT = "Seul un crédit exceptionnel change de type, de date ou de date d'expiration";

/**
 * PUT /conges/credit/{id}. Spec §5: type, date and expiry change only on an exceptional credit
 * (the monthly and quarterly credits keep what the rules gave them).
 */
export async function modifierCredit(db: Db, actor: Actor, id: number, body: CreditBody): Promise<Employe> {
  return db.transaction(async (tx) => {
    const { credit: avant, etablissementId } = await loadCredit(tx, actor, id);
    if (body.employeId !== avant.employeId) throw badRequest("Un crédit ne change pas d'employé");
    const figesChanges =
      avant.congesTypeId !== body.type ||
      avant.date !== body.date ||
      avant.dateExpiration !== (body.dateExpiration ?? null);
    if (!avant.exceptionnel && figesChanges) throw badRequest(EXCEPTIONNEL_SEULEMENT);
    const type = await typeAvecSolde(tx, body.type);
    const ancienType = await findCongesType(tx, avant.congesTypeId);
    await avecControleDesSoldes(tx, avant.employeId, ancienType ? [ancienType, type] : [type], () =>
      updateCredit(tx, id, valeursDe(body)),
    );
    await journaliser(tx, actor, {
      entite: 'conges_credit',
      entiteId: id,
      action: 'MODIFICATION',
      avant,
      apres: valeursDe(body),
      employeId: avant.employeId,
      etablissementId,
    });
    return ficheDe(tx, actor, avant.employeId);
  });
}

/** DELETE /conges/credit/{id}: removing a credit already used up would leave the balance negative. */
export async function supprimerCredit(db: Db, actor: Actor, id: number): Promise<Employe> {
  return db.transaction(async (tx) => {
    const { credit, etablissementId } = await loadCredit(tx, actor, id);
    const type = await findCongesType(tx, credit.congesTypeId);
    await avecControleDesSoldes(tx, credit.employeId, type ? [type] : [], () => deleteCredit(tx, id));
    await journaliser(tx, actor, {
      entite: 'conges_credit',
      entiteId: id,
      action: 'SUPPRESSION',
      avant: credit,
      employeId: credit.employeId,
      etablissementId,
    });
    return ficheDe(tx, actor, credit.employeId);
  });
}
