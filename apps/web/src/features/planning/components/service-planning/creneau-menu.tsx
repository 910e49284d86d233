import ErrorIcon from '@mui/icons-material/Error';
import { Box, Divider, Menu, MenuItem, Typography } from '@mui/material';
import type { Creneau, CreneauAbilities, Membre } from '@roulement/contract';
import { libelleCreneau } from '@roulement/contract';
import { dateLongue } from '../../../../lib/format';
import { plageHoraire } from '../../utils/libelles-planning';

/**
 * The slot actions this screen carries out. The owner's requests (leave, overtime, recovery) are
 * left out until the requests screens exist: an entry would lead nowhere.
 */
export type ChoixCreneau = Exclude<
  keyof CreneauAbilities,
  'demanderConges' | 'demanderHeuresSupplementaires' | 'demanderRecuperation'
>;

const ENTREES: readonly { choix: ChoixCreneau; libelle: (c: Creneau) => string }[] = [
  { choix: 'remplacer', libelle: () => 'Remplacer' },
  { choix: 'basculerNePasRemplacer', libelle: (c) => (c.nePasRemplacer ? 'À remplacer' : 'Ne pas remplacer') },
  { choix: 'annulerRemplacement', libelle: () => 'Annuler le remplacement' },
  { choix: 'deplacer', libelle: () => 'Déplacer' },
  { choix: 'ajouterHeuresSupplementaires', libelle: () => 'Ajouter des heures supplémentaires' },
  { choix: 'ajouterRecuperation', libelle: () => 'Ajouter une récupération' },
  {
    choix: 'retirerDuTempsDeTravail',
    libelle: (c) =>
      c.type === 'CreneauHeuresSupplementaires' ? 'Annuler les heures supplémentaires' : 'Retirer du temps de travail',
  },
  { choix: 'restaurerDuTempsDeTravail', libelle: () => 'Annuler la récupération' },
  { choix: 'annulerFormation', libelle: () => 'Annuler la formation' },
  { choix: 'creerConges', libelle: () => 'Poser des congés' },
];

/** The entries the server allows on this slot, in the menu's order (spec §6). */
export const entreesAutorisees = (c: Creneau) => ENTREES.filter((e) => c.abilities[e.choix] === true);

interface CreneauMenuProps {
  cible: { creneau: Creneau; ancre: HTMLElement } | null;
  membres: ReadonlyMap<number, Membre>;
  onChoix: (choix: ChoixCreneau) => void;
  onClose: () => void;
}

/** Spec §2.8: the member's name, the date and the times, then only the allowed actions. */
export function CreneauMenu({ cible, membres, onChoix, onClose }: CreneauMenuProps) {
  const creneau = cible?.creneau;
  const remplacants = creneau?.remplacements?.map((r) => membres.get(r.membreId)?.nomComplet).filter(Boolean);
  return (
    <Menu anchorEl={cible?.ancre ?? null} open={cible !== null} onClose={onClose}>
      {creneau ? (
        <Box sx={{ px: 2, py: 1, maxWidth: 320 }} aria-label="Créneau">
          <Typography sx={{ fontWeight: 600 }}>{membres.get(creneau.membreId)?.nomComplet}</Typography>
          <Typography variant="body2">{dateLongue(creneau.date)}</Typography>
          <Typography variant="body2">{plageHoraire(creneau)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {libelleCreneau(creneau)}
          </Typography>
          {creneau.aRemplacer ? (
            <Typography variant="body2" color="error" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <ErrorIcon fontSize="inherit" aria-hidden /> À remplacer : le membre est absent ce jour-là
            </Typography>
          ) : null}
          {remplacants?.length ? <Typography variant="body2">Remplacé par {remplacants.join(', ')}</Typography> : null}
        </Box>
      ) : null}
      {creneau && entreesAutorisees(creneau).length > 0 ? <Divider /> : null}
      {creneau
        ? entreesAutorisees(creneau).map(({ choix, libelle }) => (
            <MenuItem key={choix} onClick={() => onChoix(choix)}>
              {libelle(creneau)}
            </MenuItem>
          ))
        : null}
    </Menu>
  );
}
