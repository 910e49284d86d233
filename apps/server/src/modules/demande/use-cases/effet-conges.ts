import type { Tx } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { conflict } from '../../../lib/errors';
import { poserCongesDeDemande } from '../../conges/conges-de-demande';
import { findDemandeScope } from '../demande.lecture';
import { findDemandeConges } from '../demande.repository';

/** An accepted leave request becomes a leave of the employee (the planning then shows 'à remplacer'). */
export async function appliquerEffetConges(tx: Tx, actor: Actor, demandeId: number): Promise<void> {
  const demande = await findDemandeScope(tx, demandeId);
  const contenu = await findDemandeConges(tx, demandeId);
  if (!demande || !contenu) throw conflict('Cette demande de congés est incomplète');
  await poserCongesDeDemande(tx, actor, {
    employeId: demande.employeId,
    type: contenu.congesTypeId,
    dateDebut: contenu.dateDebut,
    dateFin: contenu.dateFin,
    demiJournee: contenu.demiJournee as 0 | 1 | 2,
    commentaire: null,
    demandeCongesId: demandeId,
    etablissementId: demande.etablissementId,
  });
}
