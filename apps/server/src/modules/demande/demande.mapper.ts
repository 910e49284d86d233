import {
  borneHoraire,
  type Commentaire,
  DEMANDE_STATUT_LABELS,
  DEMI_JOURNEE_LABELS,
  type DemandeResume,
  type DemandeStatutId,
  type Personne,
  type Validation,
} from '@roulement/contract';
import type { CommentaireDetailRow, ValidationDetailRow } from './demande-detail.lecture';
import type { ResumeRow } from './demande-liste.lecture';

/** A person as the detail reads them: a left-joined user, absent when nobody is named. */
type PersonneLue = CommentaireDetailRow['auteur'];

export function toPersonne(p: PersonneLue): Personne | null {
  if (!p) return null;
  return { utilisateurId: p.utilisateurId, nomComplet: `${p.prenom} ${p.nom}`.trim(), email: p.email };
}

export const nomEmploye = (r: Pick<ResumeRow, 'ciblePrenom' | 'cibleNom'>) => `${r.ciblePrenom} ${r.cibleNom}`;

export function toResume(r: ResumeRow): DemandeResume {
  return {
    demandeId: r.demandeId,
    typeDemande: r.type,
    statut: { demandeStatutId: r.statutId, label: DEMANDE_STATUT_LABELS[r.statutId as DemandeStatutId] },
    dateDemande: r.dateDemande.toISOString(),
    dateDebut: r.dateDebut,
    dateFin: r.dateFin,
    // Left-joined: a request the app made on its own has no author.
    createur:
      r.createurId === null
        ? null
        : toPersonne({
            utilisateurId: r.createurId,
            nom: r.createurNom,
            prenom: r.createurPrenom,
            email: r.createurEmail,
          }),
    employe: {
      employeId: r.employeId,
      utilisateurId: r.cibleId,
      nomComplet: nomEmploye(r),
      etablissementId: r.etablissementId,
    },
    nbCommentaires: r.nbCommentaires,
    nbValidationsAcceptees: r.nbValidationsAcceptees,
    nbValidationsEnAttente: r.nbValidationsEnAttente,
    nbValidationsRefusees: r.nbValidationsRefusees,
  };
}

function authorityLabel(v: ValidationDetailRow): string {
  if (v.authority.startsWith('DIRECTEUR_')) return `Direction – ${v.raisonSociale}`;
  if (v.authority.startsWith('ADMINISTRATEUR_')) return `Administration – ${v.raisonSociale}`;
  if (v.authority.startsWith('CHEF_DE_SERVICE_')) return `Chef de service – ${v.serviceNom ?? v.authority}`;
  return v.authority;
}

/** The nodes nested under their parents, in id order. */
export function toValidations(
  rows: readonly ValidationDetailRow[],
  peutValider: (v: ValidationDetailRow) => boolean,
  parentId: number | null = null,
): Validation[] {
  return rows
    .filter((v) => v.parentId === parentId)
    .map((v) => {
      const validateur = toPersonne(v.validateur);
      return {
        validationId: v.id,
        authority: v.authority,
        authorityLabel: authorityLabel(v),
        accepte: v.accepte,
        validePar: validateur?.email ?? null,
        validateur,
        pourLeCompteDe: toPersonne(v.pour),
        dateValidation: v.dateValidation?.toISOString() ?? null,
        sousValidations: toValidations(rows, peutValider, v.id),
        abilities: { valider: peutValider(v) },
      };
    });
}

/** A deleted comment keeps its place and author, not its text (decision 037). */
export function toCommentaire(c: CommentaireDetailRow, utilisateurId: number): Commentaire {
  const auteur = toPersonne(c.auteur);
  return {
    commentaireId: c.id,
    commentaire: c.supprime ? '' : c.commentaire,
    auteur,
    instantPublication: c.instantPublication.toISOString(),
    supprime: c.supprime,
    abilities: { supprimer: !c.supprime && auteur?.utilisateurId === utilisateurId },
  };
}

export const demiJourneeLabel = (demiJournee: number) =>
  demiJournee === 1 || demiJournee === 2 ? DEMI_JOURNEE_LABELS[demiJournee] : null;

export const heure = borneHoraire;
