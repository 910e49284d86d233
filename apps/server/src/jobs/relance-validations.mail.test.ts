import { describe, expect, it } from 'vitest';
import type { ValidationARelancer } from './relance-validations.lecture';
import { mailsDeRelance } from './relance-validations.mail';

const ligne = (o: Partial<ValidationARelancer>): ValidationARelancer => ({
  utilisateurId: 1,
  email: 'directeur@test.local',
  prenom: 'Dora',
  validationId: 10,
  demandeId: 100,
  type: 'Congés',
  nomEmploye: 'Alice Martin',
  dateDemande: '2030-01-02',
  ...o,
});

describe('mailsDeRelance', () => {
  it('writes one mail per validator, each request once, with its link', () => {
    const mails = mailsDeRelance(
      [
        ligne({}),
        // The same request through a second validation (parent and child): listed once.
        ligne({ validationId: 11 }),
        ligne({ validationId: 12, demandeId: 101, type: 'Heures complémentaires', nomEmploye: 'Bob Roy' }),
        ligne({ utilisateurId: 2, email: 'delegue@test.local', prenom: 'Denis' }),
      ],
      'https://roulement.test/',
    );
    expect(mails).toHaveLength(2);
    expect(mails[0]).toEqual({
      to: 'directeur@test.local',
      subject: 'Roulement — demandes en attente de votre validation',
      text:
        'Bonjour Dora,\n\n2 demandes attendent votre validation :\n\n' +
        '- Demande de congés de Alice Martin, déposée le 02/01/2030 : https://roulement.test/demande/100/conges\n' +
        "- Demande d'heures complémentaires de Bob Roy, déposée le 02/01/2030 : https://roulement.test/demande/101/heures-supp\n\n" +
        "Ce rappel est envoyé une fois par jour tant qu'elles restent en attente.\n",
    });
    expect(mails[1]!.to).toBe('delegue@test.local');
    expect(mails[1]!.text).toContain('Une demande attend votre validation :');
  });

  it.each([
    ['Récupération', '/demande/100/recuperation'],
    ['Fiches AIM', '/demande/100/ficheAIM'],
  ] as const)('links a %s request to %s', (type, chemin) => {
    expect(mailsDeRelance([ligne({ type })], 'https://r.test')[0]!.text).toContain(`https://r.test${chemin}`);
  });

  it('writes nothing when nothing is pending', () => {
    expect(mailsDeRelance([], 'https://r.test')).toEqual([]);
  });
});
