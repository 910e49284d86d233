import {
  type Conges,
  type CongesCredit,
  type CongesSolde,
  type CongesType,
  DEMI_JOURNEE_LABELS,
} from '@roulement/contract';
import type { CongesCreditRow, CongesRow, CongesTypeRow } from './conges.repository';
import { calculerSolde } from './solde';

export function toCongesType(row: CongesTypeRow): CongesType {
  return {
    congesTypeId: row.id,
    label: row.label,
    shortLabel: row.shortLabel,
    couleur: row.couleur,
    avecSolde: row.avecSolde,
    chevauchementAutorise: row.chevauchementAutorise,
    demiJourneeAutorisee: row.demiJourneeAutorisee,
    modeDecompte: row.modeDecompte,
  };
}

const demiJourneeLabel = (demiJournee: number) =>
  demiJournee === 1 || demiJournee === 2 ? DEMI_JOURNEE_LABELS[demiJournee] : null;

/** Spec §4: a leave that comes from a request is read-only, whoever looks at it. */
export function toConges(row: CongesRow, type: CongesType, peutModifier: boolean): Conges {
  const modifiable = peutModifier && row.demandeCongesId === null;
  return {
    congesId: row.id,
    employeId: row.employeId,
    type,
    dateDebut: row.dateDebut,
    dateFin: row.dateFin,
    demiJournee: row.demiJournee,
    demiJourneeLabel: demiJourneeLabel(row.demiJournee),
    nbJours: row.nbJours,
    dateDemande: row.dateDemande,
    demandeCongesId: row.demandeCongesId,
    commentaire: row.commentaire,
    abilities: { modifier: modifiable, supprimer: modifiable },
  };
}

export function toCredit(row: CongesCreditRow, type: CongesType, peutModifier: boolean): CongesCredit {
  return {
    congesCreditId: row.id,
    type,
    date: row.date,
    nbJours: row.nbJours,
    exceptionnel: row.exceptionnel,
    dateExpiration: row.dateExpiration,
    commentaire: row.commentaire,
    abilities: { modifier: peutModifier, supprimer: peutModifier },
  };
}

/** One balance per leave type that has one (spec §2.11), from the employee's ledger. */
export function soldesDe(
  types: readonly CongesType[],
  conges: readonly Pick<CongesRow, 'congesTypeId' | 'dateDebut' | 'nbJours'>[],
  credits: readonly Pick<CongesCreditRow, 'congesTypeId' | 'date' | 'nbJours' | 'dateExpiration'>[],
  aujourdhui: string,
): CongesSolde[] {
  return types
    .filter((t) => t.avecSolde)
    .map((congesType) => {
      const { solde, soldeFutur } = calculerSolde(
        credits.filter((c) => c.congesTypeId === congesType.congesTypeId),
        conges
          .filter((c) => c.congesTypeId === congesType.congesTypeId)
          .map((c) => ({ date: c.dateDebut, nbJours: c.nbJours })),
        aujourdhui,
      );
      return { congesType, solde, soldeFutur };
    });
}
