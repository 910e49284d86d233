import ErrorIcon from '@mui/icons-material/Error';
import { Box, Divider, Menu, MenuItem, Typography } from '@mui/material';
import type { Creneau, CreneauAbilities, Membre } from '@roulement/contract';
import { libelleCreneau } from '@roulement/contract';
import { dateLongue } from '../../../../lib/format';
import { plageHoraire } from '../../utils/libelles-planning';
import type { GenreDemandeCreneau } from '../demandes-creneau';

/** The slot actions, one per ability the server may give. */
export type ChoixCreneau = keyof CreneauAbilities;

/** The owner's requests (spec doc 2 §6), carried out by the request dialogs the page gives. */
export const DEMANDES_DU_TITULAIRE = {
  demanderConges: 'conges',
  demanderHeuresSupplementaires: 'heuresSupp',
  demanderRecuperation: 'recuperation',
} as const satisfies Partial<Record<ChoixCreneau, GenreDemandeCreneau>>;
export type ChoixDemande = keyof typeof DEMANDES_DU_TITULAIRE;

export const estDemande = (c: ChoixCreneau): c is ChoixDemande => c in DEMANDES_DU_TITULAIRE;

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
  { choix: 'demanderConges', libelle: () => 'Demander un congé' },
  { choix: 'demanderHeuresSupplementaires', libelle: () => 'Demander des heures supplémentaires' },
  { choix: 'demanderRecuperation', libelle: () => 'Demander une récupération' },
];

/**
 * The entries the server allows on this slot, in the menu's order (spec §6), among those the
 * screen can carry out (`possible`).
 */
export const entreesAutorisees = (c: Creneau, possible: (choix: ChoixCreneau) => boolean = () => true) =>
  ENTREES.filter((e) => c.abilities[e.choix] === true && possible(e.choix));

interface CreneauMenuProps {
  cible: { creneau: Creneau; ancre: HTMLElement } | null;
  membres: ReadonlyMap<number, Membre>;
  /** Why the slot's member is away that day (leave type), when they are. */
  motifAbsence?: string | undefined;
  /** The actions this screen can carry out; all by default. */
  possible?: (choix: ChoixCreneau) => boolean;
  onChoix: (choix: ChoixCreneau) => void;
  onClose: () => void;
}

/** Spec §2.8: the member's name, the date and the times, then only the allowed actions. */
export function CreneauMenu({ cible, membres, motifAbsence, possible, onChoix, onClose }: CreneauMenuProps) {
  const creneau = cible?.creneau;
  const entrees = creneau ? entreesAutorisees(creneau, possible) : [];
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
          {creneau.indisponible ? (
            <Typography variant="body2">Absent(e) : {motifAbsence ?? 'en congé'}</Typography>
          ) : null}
          {creneau.aRemplacer ? (
            <Typography variant="body2" color="error" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <ErrorIcon fontSize="inherit" aria-hidden /> À remplacer : le membre est absent ce jour-là
            </Typography>
          ) : null}
          {remplacants?.length ? <Typography variant="body2">Remplacé par {remplacants.join(', ')}</Typography> : null}
        </Box>
      ) : null}
      {creneau && entrees.length > 0 ? <Divider /> : null}
      {creneau
        ? entrees.map(({ choix, libelle }) => (
            <MenuItem key={choix} onClick={() => onChoix(choix)}>
              {libelle(creneau)}
            </MenuItem>
          ))
        : null}
    </Menu>
  );
}
