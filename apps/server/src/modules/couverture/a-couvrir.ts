import { type CreneauACouvrir, partiesJourNuit } from '@roulement/contract';
import { estARemplacer } from '../planning/creneau.policy';
import type { CreneauAbsentRow } from './a-couvrir.lecture';

/** Planning's one rule (spec §4) on a slot whose member is away: leave, or gone from the service. */
export const resteACouvrir = (r: CreneauAbsentRow): boolean =>
  estARemplacer({
    type: r.type,
    indisponible: r.enConges || r.parti,
    nePasRemplacer: r.nePasRemplacer,
    remplace: r.remplace,
  });

export const creneauACouvrir = (r: CreneauAbsentRow, offreEnCours: boolean): CreneauACouvrir => ({
  creneauId: r.creneauId,
  serviceId: r.serviceId,
  service: r.service,
  membreId: r.membreId,
  nomComplet: `${r.prenom} ${r.nom}`,
  date: r.date,
  heureDebut: r.heureDebut,
  heureFin: r.heureFin,
  nuit: partiesJourNuit({ debut: r.heureDebut, fin: r.heureFin }).nuit.length > 0,
  motif: r.enConges ? 'CONGES' : 'DEPART',
  offreEnCours,
});
