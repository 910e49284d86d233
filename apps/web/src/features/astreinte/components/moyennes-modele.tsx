import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Dues, ModeleAstreinte } from '@roulement/contract';
import { useId } from 'react';
import { moyennesDuModele } from '../utils/moyennes-modele';

const unDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

interface MoyennesModeleProps {
  modele: ModeleAstreinte;
  dues: Dues;
  noms: ReadonlyMap<number, string>;
}

/** Step 3: what each person would hold in a year with the model as adjusted, beside what they owe. */
export function MoyennesModele({ modele, dues, noms }: MoyennesModeleProps) {
  const titreId = useId();
  const dus = Object.entries(dues)
    .filter(([, j]) => j > 0)
    .map(([id]) => Number(id));
  const lignes = moyennesDuModele(modele, dus);
  return (
    <section aria-labelledby={titreId}>
      <Typography id={titreId} variant="subtitle1" component="h3">
        Jours d'astreinte annuels moyens
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Semaines tenues / semaines du modèle × 365,25
      </Typography>
      <Table size="small" aria-labelledby={titreId}>
        <TableHead>
          <TableRow>
            <TableCell>Employé</TableCell>
            <TableCell align="right">Semaines</TableCell>
            <TableCell align="right">Jours par an</TableCell>
            <TableCell align="right">Jours dus</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lignes.map((l) => (
            <TableRow key={l.employeId}>
              <TableCell>{noms.get(l.employeId) || `Employé ${l.employeId}`}</TableCell>
              <TableCell align="right">{l.semainesTenues}</TableCell>
              <TableCell align="right">{unDecimal.format(l.joursParAn)}</TableCell>
              <TableCell align="right">{unDecimal.format(dues[String(l.employeId)] ?? 0)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
