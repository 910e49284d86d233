// The Monday morning of the large association (issue 24): who signs in, and what each role does,
// one action after another with think time between them (scripts/bench/charge.mjs plays them).
// Each action is a list of calls; a call is [label, method, path, body?]. Labels group the
// figures, so a path's ids are not part of them.
import { addDays, format, getISOWeek, getISOWeekYear, nextMonday } from 'date-fns';

/** Share of the virtual users per role, as the issue gives it. */
export const MELANGE = [
  ['salarie', 0.8],
  ['chef', 0.12],
  ['rh', 0.05],
  ['comptable', 0.02],
  ['aim', 0.01],
];

/**
 * Who may play each role, read from the freshly seeded database (the API lists no e-mails).
 * `requete(sql)` returns the rows; it is pg's or PGlite's, the same SQL for both.
 */
export async function lireEquipe(requete) {
  const salaries = await requete(`
    select u.email, u.id as "utilisateurId", e.id as "employeId", e.etablissement_id as "etablissementId"
    from utilisateur u join employe e on e.utilisateur_id = u.id
    where u.email like '%@large.test' and exists (select 1 from membre m where m.employe_id = e.id)
    order by e.id`);
  // Real heads decide their own services' requests: each virtual head is one head with all their
  // services, and decides only for the employees no other head also leads, so two heads never
  // race on one request.
  const chefs = await requete(`
    select u.email, array_agg(s.id order by s.id) as "serviceIds", min(s.etablissement_id) as "etablissementId",
      array(select distinct m.employe_id from membre m join service ms on ms.id = m.service_id
        where ms.chef_de_service_id = e.id and not exists (
          select 1 from membre autre join service a on a.id = autre.service_id
          where autre.employe_id = m.employe_id and a.chef_de_service_id <> e.id)) as "employeIds"
    from service s join employe e on e.id = s.chef_de_service_id join utilisateur u on u.id = e.utilisateur_id
    where u.email like '%@large.test' group by u.email, e.id order by min(s.id)`);
  // HR's screens are the establishment administrators': one per establishment in the large set.
  const administrateurs = await requete(`
    select u.email, e.etablissement_id as "etablissementId"
    from employe e join utilisateur u on u.id = e.utilisateur_id
    where u.email like '%@large.test' and e.administrateur order by e.id`);
  // The residents' sheets of establishment 14, read by its administrator: the latest sheet of each.
  const fiches = await requete(`
    select f.id as "ficheId", f.usager_id as "usagerId", f.etablissement_id as "etablissementId"
    from fiche_aim f join usager u on u.id = f.usager_id
    where u.nom like 'Résident %' and f.etablissement_id = 14
      and (f.annee * 12 + f.mois) = (select max(annee * 12 + mois) from fiche_aim where usager_id = f.usager_id)
    order by f.id limit 200`);
  const employesParEtablissement = new Map();
  for (const s of salaries)
    employesParEtablissement.set(s.etablissementId, [...(employesParEtablissement.get(s.etablissementId) ?? []), s]);
  return {
    salarie: salaries,
    chef: chefs.map((c) => ({ ...c, employeIds: new Set(c.employeIds) })),
    rh: [...administrateurs.map((a) => ({ ...a, collegues: employesParEtablissement.get(a.etablissementId) ?? [] }))],
    comptable: [{ email: 'admin@demo.test', etablissementId: 14 }],
    aim: fiches.map((f) => ({ ...f, email: 'admin@demo.test' })),
  };
}

const hasard = (n) => Math.floor(Math.random() * n);
const semaine = (date) => `_annee=${getISOWeekYear(date)}&_semaine=${getISOWeek(date)}`;
const mois = (date) => `_annee=${date.getFullYear()}&_mois=${date.getMonth() + 1}`;

/**
 * A Monday and Tuesday of paid leave past the seeded year and its pending requests, a week further
 * each time for the same account: its requests never overlap, and two days always hold one counted
 * day (a Monday can be a public holiday; never a Monday and the Tuesday after it).
 */
function joursDeConge(qui) {
  qui.conges = (qui.conges ?? 0) + 1;
  const lundi = nextMonday(addDays(new Date(), 7 * (56 + qui.conges)));
  return { dateDebut: format(lundi, 'yyyy-MM-dd'), dateFin: format(addDays(lundi, 1), 'yyyy-MM-dd') };
}

let prochainJour = 0;

/** The validation the signed-in user can give, searched through the nested tree. */
function validationADonner(validations) {
  for (const v of validations) {
    if (v.accepte === null && v.abilities.valider) return v;
    const sous = validationADonner(v.sousValidations);
    if (sous) return sous;
  }
  return undefined;
}

/** A screen's read whose answer the journey does not use: read to its end, not parsed. */
const voir = (appel, label, path) => appel(label, 'GET', path, undefined, false);

/**
 * The journeys, as async functions of (appel, pause, qui, { secondAppareil }): `appel(label,
 * method, path, body?)` sends one call and returns its JSON; `pause()` is the think time between
 * two actions of the user; `secondAppareil` when the account is already played by another one.
 */
/**
 * Only a sheet in preparation takes an adjustment, and the large set's are all validated: this
 * month's sheet of each resident played is opened before the load, as their administrator would.
 */
export async function ouvrirFichesDuMois(envoyerEnAdmin, fiches) {
  for (const f of fiches) {
    const fiche = await envoyerEnAdmin('POST', '/api/ficheAIM/', {
      etablissementId: f.etablissementId,
      usagerId: f.usagerId,
    });
    f.ficheId = fiche.ficheAIMId;
  }
}

export const PARCOURS = {
  async salarie(appel, pause, qui) {
    const maintenant = new Date();
    const planning = await appel(
      'Mon planning',
      'GET',
      `/api/creneau/utilisateur/${qui.utilisateurId}?${semaine(maintenant)}`,
    );
    await pause();
    await voir(appel, 'Mes demandes', '/api/demande/utilisateur');
    await pause();
    await voir(appel, 'Mes soldes (fiche)', `/api/employe/${qui.employeId}`);
    await pause();
    await voir(
      appel,
      'Tableau des congés du mois',
      `/api/conges/apercu/mensuel?_etablissementId=${qui.etablissementId}&${mois(maintenant)}`,
    );
    // One in ten asks for two days of paid leave, far ahead.
    if (Math.random() < 0.1) {
      await pause();
      await appel('Demander un congé', 'POST', '/api/demande/conges', {
        employeId: qui.employeId,
        type: 1,
        ...joursDeConge(qui),
        commentaire: 'Rendez-vous',
      });
    }
    // One in twenty declares half an hour of overtime late on a past evening, evaluated then sent as proposed.
    const membreId = planning.services[0]?.membreId;
    if (membreId && Math.random() < 0.05) {
      await pause();
      const { demandes } = await appel(
        'Évaluer des heures supplémentaires',
        'POST',
        '/api/demande/heuresSupp/evaluer',
        {
          membreId,
          date: format(addDays(maintenant, -1 - (prochainJour++ % 300)), 'yyyy-MM-dd'),
          heureDebut: 1380,
          heureFin: 1410,
        },
      );
      for (const proposition of demandes)
        await appel('Demander des heures supplémentaires', 'POST', '/api/demande/heuresSupp', proposition);
    }
  },

  async chef(appel, pause, qui, { secondAppareil }) {
    const serviceId = qui.serviceIds[hasard(qui.serviceIds.length)];
    const semaines = 1 + hasard(3);
    let derniere;
    for (let i = 0; i < semaines; i++) {
      derniere = await appel(
        'Semaine du service',
        'GET',
        `/api/creneau/service/${serviceId}/semaine?${semaine(addDays(new Date(), 7 * i))}`,
      );
      await pause();
    }
    // The same head on a second device (more virtual heads than heads) looks and comments but
    // changes nothing: the first device does, so a slot or a request is never decided twice.
    const decide = !secondAppareil;
    // One in three moves a working slot ahead by a quarter of an hour, later from a whole hour and
    // earlier back to it: moved again and again, a slot goes between two places.
    const demain = format(addDays(new Date(), 1), 'yyyy-MM-dd');
    // A member on leave that day has their slot replaced, not changed (409): those are left alone.
    const absent = (c) =>
      derniere.membres
        .find((m) => m.membreId === c.membreId)
        ?.employe.indisponibilites.some((i) => i.jour.jourId === (new Date(c.date).getDay() || 7));
    const aModifier = derniere.creneaux.filter(
      (c) => c.type === 'CreneauDeTravail' && c.date >= demain && !c.remplacements?.length && !absent(c),
    );
    let deplace = null;
    if (decide && Math.random() < 1 / 3 && aModifier.length > 0) {
      const c = aModifier[hasard(aModifier.length)];
      deplace = c.creneauId;
      const decalage = c.heureDebut.valeur % 60 === 0 ? 15 : -15;
      await appel('Modifier un créneau', 'PUT', `/api/creneau/${c.creneauId}`, {
        nouvelleHeureDebut: c.heureDebut.valeur + decalage,
        nouvelleHeureFin: c.heureFin.valeur + decalage,
        action: 'DEPLACER',
      });
      await pause();
    }
    // One in four replaces a member on a slot ahead by a colleague free that day, then, the
    // colleague having said no, cancels the replacement: the week stays as published.
    const libres = (date) =>
      derniere.membres.filter(
        (m) =>
          (m.dateFin === null || m.dateFin >= date) &&
          !derniere.creneaux.some((c) => c.membreId === m.membreId && c.date === date),
      );
    // The slot just moved no longer has the hours this week's read gave it: it is left alone.
    const aRemplacer = aModifier.filter((c) => c.creneauId !== deplace && libres(c.date).length > 0);
    if (decide && Math.random() < 1 / 4 && aRemplacer.length > 0) {
      const c = aRemplacer[hasard(aRemplacer.length)];
      const candidats = libres(c.date);
      await appel('Remplacer un membre', 'POST', `/api/creneau/${c.creneauId}/remplacer`, {
        remplaceId: c.creneauId,
        remplacant: candidats[hasard(candidats.length)].membreId,
        heureDebut: c.heureDebut.valeur,
        heureFin: c.heureFin.valeur,
      });
      await pause();
      await appel('Annuler un remplacement', 'DELETE', `/api/creneau/${c.creneauId}/annulerRemplacement`);
      await pause();
    }
    const { elements } = await appel('À valider (1re page)', 'GET', '/api/demande/enAttente?_page=0&_taille=50');
    const aDecider = elements.filter((d) => d.abilities?.valider !== false && qui.employeIds.has(d.employe.employeId));
    if (aDecider.length === 0) return;
    await pause();
    const demande = await appel('Une demande', 'GET', `/api/demande/${aDecider[hasard(aDecider.length)].demandeId}`);
    const v = validationADonner(demande.validations);
    if (!v) return;
    await pause();
    await appel('Commenter', 'POST', `/api/demande/${demande.demandeId}/commentaire`, {
      commentaire: 'Vu avec l’équipe, c’est possible.',
    });
    if (!decide) return;
    const decision = Math.random() < 0.8 ? 'valider' : 'refuser';
    await appel(
      `Décider (${decision})`,
      'PUT',
      `/api/demande/${demande.demandeId}/validation/${v.validationId}/${decision}`,
    );
  },

  async rh(appel, pause, qui) {
    const maintenant = new Date();
    await voir(appel, 'Liste des employés', `/api/employe/etablissement/${qui.etablissementId}`);
    await pause();
    const collegue = qui.collegues?.[hasard(qui.collegues.length)];
    if (collegue) {
      await voir(appel, 'Fiche d’un employé', `/api/employe/${collegue.employeId}`);
      await pause();
    }
    await voir(
      appel,
      'Tableau des congés du mois',
      `/api/conges/apercu/mensuel?_etablissementId=${qui.etablissementId}&${mois(maintenant)}`,
    );
    await pause();
    await voir(
      appel,
      'Fiche de présence',
      `/api/etablissement/${qui.etablissementId}/ficheDePresence?dateDeProspection=${format(maintenant, 'yyyy-MM-dd')}`,
    );
    if (collegue) {
      await pause();
      await voir(appel, 'Historique d’un employé', `/api/employe/${collegue.employeId}/historique`);
    }
  },

  async comptable(appel, _pause, qui) {
    const debut = new Date();
    debut.setDate(1);
    debut.setMonth(debut.getMonth() - 1);
    const fin = new Date(debut.getFullYear(), debut.getMonth() + 1, 0);
    await appel(
      'Export de paye (établissement)',
      'GET',
      `/api/etablissement/${qui.etablissementId}/export_elements_paye.csv?_dateDebut=${format(debut, 'yyyy-MM-dd')}&_dateFin=${format(fin, 'yyyy-MM-dd')}`,
      undefined,
      false,
    );
  },

  async aim(appel, pause, qui) {
    await voir(
      appel,
      'Historique d’un résident',
      `/api/usager/${qui.usagerId}/historique?etablissementId=${qui.etablissementId}`,
    );
    await pause();
    await voir(appel, 'Fiche AIM', `/api/ficheAIM/${qui.ficheId}`);
    if (Math.random() < 0.3) {
      await pause();
      await appel('Ajuster une fiche', 'POST', `/api/ficheAIM/${qui.ficheId}/ajuster`, {
        ficheAIMId: qui.ficheId,
        explication: 'Achat de chaussures pour la saison qui vient',
        operations: [{ posteAIMId: 'HABILLEMENT', montant: 5 }],
      });
    }
  },
};
