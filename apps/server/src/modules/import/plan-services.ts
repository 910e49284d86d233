import { COULEUR_MEMBRE_DEFAUT, HEURES_HEBDO_DEFAUT, type ImportErreur, type ImportLigne } from '@roulement/contract';
import { normaliserEntete } from './colonnes';
import type { LigneService } from './lignes-services';

/** An open service of an administered establishment, as the plan compares it with the lines. */
export interface ServiceExistant {
  serviceId: number;
  nom: string;
  etablissementId: number;
  chefDeServiceId: number | null;
}

export interface MembreExistant {
  membreId: number;
  serviceId: number;
  employeId: number;
  couleur: string;
  heuresHebdo: number;
}

export interface EmployeConnu {
  employeId: number;
  etablissementId: number;
  matricule: string | null;
  prenom: string;
  nom: string;
}

/** A service of the file: an existing one (serviceId) or one to create, named by its key. */
export interface ServiceDuPlan {
  cle: string;
  serviceId: number | null;
  nom: string;
  etablissementId: number;
  chefDeServiceId: number;
  /** The head changes (an existing service only). */
  changerChef: boolean;
}

export interface MembreDuPlan {
  cleService: string;
  employeId: number;
  /** Null for a new member. */
  membre: MembreExistant | null;
  valeurs: { couleur: string; heuresHebdo: number };
}

export interface PlanServices {
  services: ServiceDuPlan[];
  membres: MembreDuPlan[];
  lignes: ImportLigne[];
  erreurs: ImportErreur[];
}

/** A service is its establishment and its name, whatever the case and accents (decision 106). */
export const cleService = (etablissementId: number, nom: string) => `${etablissementId}:${normaliserEntete(nom)}`;

const nomComplet = (e: EmployeConnu) => `${e.prenom} ${e.nom}`;

/**
 * What each line will do. The first line of a service creates it or changes its head; each
 * member line adds the member or changes its hours and colour. A second run finds all as it is.
 */
export function planifierServices(
  lignes: LigneService[],
  services: ServiceExistant[],
  membres: MembreExistant[],
  employes: EmployeConnu[],
): PlanServices {
  const servicesParCle = new Map(services.map((s) => [cleService(s.etablissementId, s.nom), s]));
  const membresParCle = new Map(membres.map((m) => [`${m.serviceId}:${m.employeId}`, m]));
  const employesParMatricule = new Map<string, EmployeConnu[]>();
  for (const e of employes) {
    if (e.matricule) employesParMatricule.set(e.matricule, [...(employesParMatricule.get(e.matricule) ?? []), e]);
  }
  const plan: PlanServices = { services: [], membres: [], lignes: [], erreurs: [] };
  const duFichier = new Map<string, ServiceDuPlan & { ligne: number; chef: string }>();
  const membresVus = new Map<string, number>();

  for (const l of lignes) {
    const resume = { ligne: l.ligne, matricule: l.membre, etablissement: l.etablissement };
    const erreur = (colonne: string, message: string) => {
      plan.erreurs.push({ ligne: l.ligne, colonne, message });
      plan.lignes.push({ ...resume, action: 'ERREUR', libelle: l.service });
    };
    const trouver = (matricule: string, etablissementIds: (number | null)[]) => {
      const connus = employesParMatricule.get(matricule) ?? [];
      return { employe: connus.find((e) => etablissementIds.includes(e.etablissementId)), connu: connus.length > 0 };
    };

    const chef = trouver(l.chef, [l.etablissementId, l.siegeSocialId]);
    if (!chef.employe) {
      erreur(
        'Matricule du chef de service',
        chef.connu
          ? `Le chef de service ${l.chef} n'est pas un employé de ${l.etablissement} ni de son siège`
          : `Matricule inconnu « ${l.chef} »`,
      );
      continue;
    }
    const cle = cleService(l.etablissementId, l.service);
    const deja = duFichier.get(cle);
    if (deja && deja.chef !== l.chef) {
      erreur('Matricule du chef de service', `Le service ${l.service} a un autre chef à la ligne ${deja.ligne}`);
      continue;
    }
    let nouveauService = false;
    let chefChange = false;
    if (!deja) {
      const existant = servicesParCle.get(cle);
      const service: ServiceDuPlan = {
        cle,
        serviceId: existant?.serviceId ?? null,
        nom: existant?.nom ?? l.service,
        etablissementId: l.etablissementId,
        chefDeServiceId: chef.employe.employeId,
        changerChef: existant !== undefined && existant.chefDeServiceId !== chef.employe.employeId,
      };
      duFichier.set(cle, { ...service, ligne: l.ligne, chef: l.chef });
      plan.services.push(service);
      nouveauService = !existant;
      chefChange = service.changerChef;
    }

    if (!l.membre) {
      const action = nouveauService ? 'CREATION' : chefChange ? 'MODIFICATION' : 'INCHANGE';
      plan.lignes.push({ ...resume, action, libelle: l.service });
      continue;
    }
    const membre = trouver(l.membre, [l.etablissementId]);
    if (!membre.employe) {
      erreur(
        'Matricule du membre',
        membre.connu
          ? `L'employé ${l.membre} n'appartient pas à l'établissement ${l.etablissement}`
          : `Matricule inconnu « ${l.membre} »`,
      );
      continue;
    }
    const cleMembre = `${cle}:${membre.employe.employeId}`;
    const ligneVue = membresVus.get(cleMembre);
    if (ligneVue) {
      erreur('Matricule du membre', `Le membre ${l.membre} est déjà dans ce service à la ligne ${ligneVue}`);
      continue;
    }
    membresVus.set(cleMembre, l.ligne);
    const libelle = `${l.service} : ${nomComplet(membre.employe)}`;
    const serviceId = duFichier.get(cle)?.serviceId;
    const existant = serviceId ? membresParCle.get(`${serviceId}:${membre.employe.employeId}`) : undefined;
    const valeurs = {
      couleur: l.couleur ?? existant?.couleur ?? COULEUR_MEMBRE_DEFAUT,
      heuresHebdo: l.heuresHebdo ?? existant?.heuresHebdo ?? HEURES_HEBDO_DEFAUT,
    };
    const membreChange =
      !existant || existant.couleur !== valeurs.couleur || existant.heuresHebdo !== valeurs.heuresHebdo;
    if (membreChange) {
      plan.membres.push({ cleService: cle, employeId: membre.employe.employeId, membre: existant ?? null, valeurs });
    }
    const action = nouveauService || !existant ? 'CREATION' : membreChange || chefChange ? 'MODIFICATION' : 'INCHANGE';
    plan.lignes.push({ ...resume, action, libelle });
  }
  return plan;
}
