import { describe, expect, it } from 'vitest';
import { MembreCreationBodySchema } from '../service/membre.schemas';
import { ServiceCreationBodySchema } from '../service/service.schemas';
import { PublicationBodySchema } from './modele.schemas';
import { CreneauTravailBodySchema, FormationBodySchema, ModifierCreneauBodySchema } from './planning.schemas';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('planning bodies keep the messages of spec §5', () => {
  it('asks for missing fields with « *information obligatoire »', () => {
    expect(messages(CreneauTravailBodySchema.safeParse({}))).toEqual({
      membreId: '*information obligatoire',
      date: '*information obligatoire',
      heureDebut: '*information obligatoire',
      heureFin: '*information obligatoire',
    });
    expect(messages(PublicationBodySchema.safeParse({}))).toEqual({
      semaineMiseEnApplication: '*information obligatoire',
      debutCyclePublication: '*information obligatoire',
    });
  });

  it('refuses a time bound outside the day or not in minutes', () => {
    const base = { membreId: 1, date: '2026-03-02', heureDebut: 420 };
    expect(messages(CreneauTravailBodySchema.safeParse({ ...base, heureFin: 1445 })).heureFin).toBe(
      "Cette borne horaire n'est pas valide",
    );
    expect(messages(CreneauTravailBodySchema.safeParse({ ...base, heureFin: 'midi' })).heureFin).toBe(
      "Cette borne horaire n'est pas valide",
    );
    expect(messages(CreneauTravailBodySchema.safeParse({ ...base, heureFin: 420 })).heureFin).toBe(
      "L'heure de début doit précéder l'heure de fin",
    );
    expect(CreneauTravailBodySchema.parse({ ...base, heureFin: 1440 }).type).toBe('CreneauHeuresSupplementaires');
  });

  it('requires a training name and a valid shift edit', () => {
    const f = { membreId: 1, date: '2026-03-02', heureDebut: 540, heureFin: 600 };
    expect(messages(FormationBodySchema.safeParse({ ...f, labelFormation: '  ' })).labelFormation).toBe(
      'Le nom de la formation est obligatoire',
    );
    expect(ModifierCreneauBodySchema.parse({ nouvelleHeureDebut: 0, nouvelleHeureFin: 60 }).action).toBe('DEPLACER');
  });

  it('gives a new member the defaults of spec §9 and the hours message', () => {
    expect(MembreCreationBodySchema.parse({ employeId: 3, serviceId: '4' })).toEqual({
      employeId: 3,
      serviceId: 4,
      couleur: '#EEEEEE',
      heuresHebdo: 0,
    });
    expect(
      messages(MembreCreationBodySchema.safeParse({ employeId: 3, serviceId: 4, heuresHebdo: -2 })).heuresHebdo,
    ).toBe('Entrer une valeur numérique');
    expect(messages(ServiceCreationBodySchema.safeParse({ nom: '', etablissementId: 1 }))).toEqual({
      nom: 'Le nom du service est obligatoire',
      chefDeServiceId: '*information obligatoire',
    });
  });
});
