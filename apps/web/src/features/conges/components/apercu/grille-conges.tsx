import { Box } from '@mui/material';
import { type ApercuEmploye, type ApercuJour, moitiesDuJour } from '@roulement/contract';
import { memo } from 'react';
import { TexteMasque } from '../../../../components/texte-masque';
import { descriptionJour, type JourColonne } from '../../utils/apercu/jours-apercu';
import type { GroupeSemaine } from '../../utils/apercu/semaines-apercu';

/** Grey of weekends and public holidays, on screen and on paper. */
export const COULEUR_JOUR_CHOME = '#E0E0E0';

interface GrilleCongesProps {
  titre: string;
  colonnes: readonly JourColonne[];
  employes: readonly ApercuEmploye[];
  /** Week headers over the days, when the period spans many weeks (the 13-week overview). */
  semaines?: readonly GroupeSemaine[];
}

/**
 * Spec §2.10: one row per employee, one cell per day. A cell is two halves, morning on the left
 * and afternoon on the right, each in its leave's colour (decision 047); the abbreviations are in
 * the legend, the tooltip and for screen readers, not written over the colours (too little contrast).
 */
export function GrilleConges({ titre, colonnes, employes, semaines }: GrilleCongesProps) {
  return (
    <Box
      role="region"
      aria-label={titre}
      // Scrolls sideways on narrow screens: it must be reachable from the keyboard. Positioned, so
      // the cells' screen-reader texts (absolute) are clipped by it rather than widening the page.
      tabIndex={0}
      sx={{ position: 'relative', overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box component="table" sx={styles}>
        <TexteMasque as="caption">{titre}</TexteMasque>
        <thead>
          {semaines ? (
            <tr>
              <td className="nom" />
              {semaines.map((g) => (
                <th key={g.debut} scope="colgroup" colSpan={g.jours} className="semaine">
                  {`S${g.numero}`}
                </th>
              ))}
            </tr>
          ) : null}
          <tr>
            <th scope="col" className="nom">
              Employé
            </th>
            {colonnes.map((c) => (
              <th
                key={c.date}
                scope="col"
                className={c.chome ? 'chome' : undefined}
                title={c.ferie ? 'Jour férié' : undefined}
                data-date={c.date}
              >
                {c.initiale}
                <br />
                {c.numero}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {employes.map((e) => (
            <LigneEmploye key={e.employeId} employe={e} colonnes={colonnes} />
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

const LigneEmploye = memo(function LigneEmploye({
  employe,
  colonnes,
}: {
  employe: ApercuEmploye;
  colonnes: readonly JourColonne[];
}) {
  return (
    <tr data-employe-id={employe.employeId}>
      <th scope="row" className="nom">
        {employe.nomComplet}
      </th>
      {colonnes.map((c) => (
        <Cellule key={c.date} colonne={c} jour={employe.absences[c.date]} />
      ))}
    </tr>
  );
});

function Cellule({ colonne, jour }: { colonne: JourColonne; jour: ApercuJour | undefined }) {
  const description = descriptionJour(jour);
  const { matin, apresMidi } = moitiesDuJour(jour);
  return (
    <td
      className={colonne.chome ? 'chome' : undefined}
      title={description || undefined}
      data-date={colonne.date}
      data-matin={matin?.shortLabel}
      data-apres-midi={apresMidi?.shortLabel}
    >
      {jour ? (
        <span className="jour">
          <span className="moitie" style={{ background: matin?.couleur }} />
          <span className="moitie" style={{ background: apresMidi?.couleur }} />
          <TexteMasque>{description}</TexteMasque>
        </span>
      ) : null}
    </td>
  );
}

const styles = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 12,
  '& th, & td': { border: 1, borderColor: 'divider', p: 0, textAlign: 'center', minWidth: 24, height: 26 },
  '& thead th': { fontWeight: 500, lineHeight: 1.2, px: 0.25 },
  '& .nom': {
    textAlign: 'left',
    px: 1,
    minWidth: 160,
    whiteSpace: 'nowrap',
    fontWeight: 500,
    position: 'sticky',
    left: 0,
    bgcolor: 'background.paper',
    zIndex: 1,
  },
  '& .chome': { bgcolor: COULEUR_JOUR_CHOME },
  '& .semaine': { fontWeight: 600 },
  '& .jour': { display: 'flex', height: 26 },
  '& .moitie': { flex: 1 },
} as const;
