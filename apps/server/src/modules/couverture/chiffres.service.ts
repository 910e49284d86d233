import type { CercleCandidat, Chiffres } from '@roulement/contract';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { type Besoin, chiffresParMois } from './chiffres';
import { listBesoins, listRemplacements, type RemplacementRow } from './chiffres.lecture';
import { servicesCouverts } from './couverture.service';

const date = (v: string | null) => (v === null ? null : new Date(v));

function cercleDuRemplacant(r: RemplacementRow, etablissementId: number): CercleCandidat {
  if (r.etablissementId !== etablissementId) return 'ASSOCIATION';
  if (!r.titulaire) return 'VACATAIRE';
  return r.habitue ? 'SERVICE' : 'ETABLISSEMENT';
}

/** GET /couverture/etablissement/{id}/chiffres: the year's months, over the services the actor covers. */
export async function lireChiffres(
  db: DbOrTx,
  actor: Actor,
  etablissementId: number,
  annee: number,
): Promise<Chiffres> {
  const { couverts } = await servicesCouverts(db, actor, etablissementId);
  const besoins = await listBesoins(
    db,
    couverts.map((s) => s.serviceId),
    `${annee}-01-01`,
    `${annee}-12-31`,
  );
  const ids = besoins.flatMap((b) => (b.remplacementId === null ? [] : [b.remplacementId]));
  const remplacements = new Map(
    (ids.length === 0 ? [] : await listRemplacements(db, ids)).map((r) => [r.creneauId, r]),
  );
  const lignes: Besoin[] = besoins.map((b) => {
    const r = b.remplacementId === null ? undefined : remplacements.get(b.remplacementId);
    return {
      date: b.date,
      debut: new Date(b.debut),
      absenceConnueLe: date(b.absenceConnueLe),
      couverture: r ? { par: cercleDuRemplacant(r, etablissementId), le: date(r.couvertLe) } : null,
    };
  });
  return { etablissementId, mois: chiffresParMois(annee, lignes) };
}
