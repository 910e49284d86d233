import { describe, expect, it } from 'vitest';
import { demandeResumeFixture, personneFixture } from '../../../testing/demande-fixtures';
import {
  FILTRES_VIDES,
  type FiltresDemandes,
  filtrerDemandes,
  sectionsMesDemandes,
  typesDesFiltres,
} from './filtrer-demandes';

const employe = (nomComplet: string) => ({ employeId: 5, utilisateurId: 7, nomComplet, etablissementId: 14 });
const demandes = [
  demandeResumeFixture({ demandeId: 1, employe: employe('Élodie Lefèvre') }),
  demandeResumeFixture({ demandeId: 2, typeDemande: 'Heures complémentaires', employe: employe('Karim Thomas') }),
  demandeResumeFixture({ demandeId: 3, typeDemande: 'Récupération', employe: employe('Julie Dupont') }),
  demandeResumeFixture({ demandeId: 4, typeDemande: 'Fiches AIM', employe: employe('Hélène Müller') }),
  demandeResumeFixture({ demandeId: 5, createur: null, employe: employe('Élodie Lefèvre') }),
];

describe('filtrerDemandes (spec §2.7)', () => {
  it.each<[string, Partial<FiltresDemandes>, number[]]>([
    ['every request with a creator when nothing is chosen', {}, [1, 2, 3, 4]],
    ['the name, accents and case aside', { recherche: 'ELODIE lefevre' }, [1]],
    ['part of the name', { recherche: 'mul' }, [4]],
    ['a name nobody has', { recherche: 'Zoé' }, []],
    ["'Congés' alone", { types: ['Congés'] }, [1]],
    ["'Planning': overtime and recovery", { types: ['Planning'] }, [2, 3]],
    ["'Fiches AIM' alone", { types: ['Fiches AIM'] }, [4]],
    ['several toggles together', { types: ['Congés', 'Fiches AIM'] }, [1, 4]],
    ['a toggle and a name', { types: ['Planning'], recherche: 'julie' }, [3]],
  ])('keeps %s', (_, filtres, attendus) => {
    expect(filtrerDemandes(demandes, { ...FILTRES_VIDES, ...filtres }).map((d) => d.demandeId)).toEqual(attendus);
  });
});

describe('typesDesFiltres (what the server filters À valider on)', () => {
  it.each<[Parameters<typeof typesDesFiltres>[0], string[]]>([
    [[], []],
    [['Congés'], ['Congés']],
    [['Planning'], ['Heures complémentaires', 'Récupération']],
    [
      ['Fiches AIM', 'Congés'],
      ['Congés', 'Fiches AIM'],
    ],
  ])('%j gives %j', (filtres, types) => {
    expect(typesDesFiltres(filtres)).toEqual(types);
  });
});

describe('sectionsMesDemandes (spec §2.7)', () => {
  it('puts status 1 in En attente and the others in Historique by descending demandeId', () => {
    const { enAttente, historique } = sectionsMesDemandes([
      demandeResumeFixture({ demandeId: 3, statutId: 2 }),
      demandeResumeFixture({ demandeId: 8, statutId: 1 }),
      demandeResumeFixture({ demandeId: 9, statutId: 4 }),
      demandeResumeFixture({ demandeId: 5, statutId: 3, createur: personneFixture({ utilisateurId: 3 }) }),
      demandeResumeFixture({ demandeId: 2, statutId: 1 }),
    ]);
    expect(enAttente.map((d) => d.demandeId)).toEqual([8, 2]);
    expect(historique.map((d) => d.demandeId)).toEqual([9, 5, 3]);
  });
});
