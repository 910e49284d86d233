import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';

export const USAGERS_LARGE = { usagers: 2000, mois: 24, prefixe: 'Résident' } as const;

/**
 * The benchmark's residents (issue 14): 2,000 residents of establishments 14 and 1, hosted for two
 * years in the demo's services with a model, 24 validated sheets each (the months before this one)
 * with their lines, an adjustment on one sheet in four, their entitlements, and a cash payout
 * declared per sheet. Set-based (`insert … select generate_series`): a few statements in all.
 */
export async function seedLargeUsagers(tx: DbOrTx, today: string, log: (message: string) => void): Promise<void> {
  const debut = Date.now();
  const { usagers, mois, prefixe } = USAGERS_LARGE;
  await tx.execute(sql`
    insert into usager (etablissement_id, nom, prenom, genre)
    select case when g % 2 = 0 then 14 else 1 end, ${prefixe}::text || ' ' || lpad(g::text, 4, '0'), 'Large',
      case when g % 2 = 0 then 'F' else 'M' end
    from generate_series(1, ${usagers}::int) g`);
  await tx.execute(sql`
    insert into accueil (usager_id, service_id, date_debut)
    select u.id, s.id, ${today}::date - ${mois * 31 + 30}::int
    from usager u join service s on s.nom = case when u.etablissement_id = 14 then 'Foyer Les Cèdres'
      else 'Services administratifs' end
    where u.nom like ${`${prefixe} %`}::text`);
  await tx.execute(sql`
    insert into fiche_aim (usager_id, etablissement_id, service_id, annee, mois, statut)
    select u.id, u.etablissement_id, a.service_id, extract(year from m)::int, extract(month from m)::int, 'VALIDEE'
    from usager u join accueil a on a.usager_id = u.id,
      generate_series(date_trunc('month', ${today}::date) - make_interval(months => ${mois}::int),
                      date_trunc('month', ${today}::date) - interval '1 month', interval '1 month') m
    where u.nom like ${`${prefixe} %`}::text`);
  const large = sql`f.usager_id in (select id from usager where nom like ${`${prefixe} %`}::text)`;
  await tx.execute(sql`
    insert into fiche_aim_ligne (fiche_aim_id, poste_aim_id, montant_initial, ordre)
    select f.id, ml.poste_aim_id, case when p.periodicite = 'HEBDOMADAIRE' then ml.budget * 4 else ml.budget end, ml.ordre
    from fiche_aim f join modele_aim_ligne ml on ml.service_id = f.service_id join poste_aim p on p.id = ml.poste_aim_id
    where ${large}`);
  await tx.execute(sql`
    with a as (
      insert into ajustement (fiche_aim_id, explication)
      select f.id, 'Achat de vêtements pour la saison qui vient' from fiche_aim f
      where ${large} and (f.annee * 12 + f.mois) % 4 = 0
      returning id
    )
    insert into operation_aim (ajustement_id, poste_aim_id, montant) select id, 'HABILLEMENT', 10 from a`);
  await tx.execute(sql`
    insert into mouvement (usager_id, etablissement_id, poste_aim_id, type, date_application, montant, fiche_aim_id)
    select f.usager_id, f.etablissement_id, l.poste_aim_id, 'CREANCE', make_date(f.annee, f.mois, 1),
      l.montant_initial + coalesce((select sum(o.montant) from ajustement aj join operation_aim o on o.ajustement_id = aj.id
        where aj.fiche_aim_id = f.id and o.poste_aim_id = l.poste_aim_id), 0), f.id
    from fiche_aim f join fiche_aim_ligne l on l.fiche_aim_id = f.id
    where ${large}`);
  await tx.execute(sql`
    with v as (
      insert into versement (usager_id, etablissement_id, fiche_aim_id, date_de_versement, moyen_de_paiement, verse_le)
      select f.usager_id, f.etablissement_id, f.id, make_date(f.annee, f.mois, 1) - 5, 'ESPECE',
        make_date(f.annee, f.mois, 1) - 5
      from fiche_aim f where ${large}
      returning id, usager_id, etablissement_id, date_de_versement, fiche_aim_id
    ), l as (
      insert into versement_ligne (versement_id, poste_aim_id, montant)
      select v.id, 'ALIMENTATION', fl.montant_initial from v
      join fiche_aim_ligne fl on fl.fiche_aim_id = v.fiche_aim_id and fl.poste_aim_id = 'ALIMENTATION'
      returning versement_id, montant
    )
    insert into mouvement (usager_id, etablissement_id, poste_aim_id, type, date_application, montant, versement_id)
    select v.usager_id, v.etablissement_id, 'ALIMENTATION', 'VERSEMENT', v.date_de_versement, -l.montant, v.id
    from l join v on v.id = l.versement_id`);
  log(`${usagers} usagers, ${usagers * mois} fiches AIM (${((Date.now() - debut) / 1000).toFixed(1)} s)`);
}
