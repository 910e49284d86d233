import type { TypeDemande } from '@roulement/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { delegation, demande, employe, etablissement, roleUtilisateur, utilisateur, validation } from '../db/schema';

export interface ValidationARelancer {
  utilisateurId: number;
  email: string;
  prenom: string;
  validationId: number;
  demandeId: number;
  type: TypeDemande;
  nomEmploye: string;
  dateDemande: string;
}

/**
 * Pending validations of pending requests older than their establishment's reminder delay, not
 * reminded yet on `aujourdhui` (Paris), each with every person who may give it: the holders of its
 * authority (a role, or an e-mail) and their delegates of the request's establishment that day.
 * One statement, whatever the number of validations and validators.
 */
export async function listValidationsARelancer(
  db: DbOrTx,
  maintenant: Date,
  aujourdhui: string,
): Promise<ValidationARelancer[]> {
  const result = await db.execute(sql`
    with attente as (
      select ${validation.id} as validation_id, ${validation.authority} as authority, ${demande.id} as demande_id,
        ${demande.type} as type, ${demande.etablissementId} as etablissement_id,
        to_char(${demande.dateDemande} at time zone 'Europe/Paris', 'YYYY-MM-DD') as date_demande,
        u.prenom || ' ' || u.nom as nom_employe
      from ${validation}
      join ${demande} on ${demande.id} = ${validation.demandeId}
      join ${etablissement} on ${etablissement.id} = ${demande.etablissementId}
      join ${employe} on ${employe.id} = ${demande.employeId}
      join ${utilisateur} u on u.id = ${employe.utilisateurId}
      where ${validation.accepte} is null and ${demande.statutId} = 1
        and ${demande.dateDemande} <= ${maintenant}::timestamptz - make_interval(days => ${etablissement.relanceValidationJours})
        and (${validation.relanceeLe} is null
          or (${validation.relanceeLe} at time zone 'Europe/Paris')::date < ${aujourdhui}::date)
    ),
    titulaires as (
      select a.validation_id, r.utilisateur_id from attente a
        join ${roleUtilisateur} r on r.role = 'ROLE_' || a.authority
      union
      select a.validation_id, u.id from attente a join ${utilisateur} u on u.email = a.authority
    ),
    destinataires as (
      select validation_id, utilisateur_id from titulaires
      union
      select t.validation_id, d.delegataire_id from titulaires t
        join attente a on a.validation_id = t.validation_id
        join ${delegation} d on d.delegant_id = t.utilisateur_id and d.etablissement_id = a.etablissement_id
          and d.revoquee_le is null and ${aujourdhui}::date between d.date_debut and d.date_fin
    )
    select u.id as "utilisateurId", u.email, u.prenom, a.validation_id as "validationId",
      a.demande_id as "demandeId", a.type, a.nom_employe as "nomEmploye", a.date_demande as "dateDemande"
    from destinataires x
    join attente a on a.validation_id = x.validation_id
    join ${utilisateur} u on u.id = x.utilisateur_id
    where u.actif and u.supprime_le is null
    order by u.id, a.demande_id, a.validation_id`);
  return (result as unknown as { rows: ValidationARelancer[] }).rows;
}
