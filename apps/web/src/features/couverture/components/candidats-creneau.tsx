import { Box, Chip, List, ListSubheader, Paper, Typography } from '@mui/material';
import {
  type Candidat,
  type Candidats,
  CERCLES_CANDIDAT,
  dateFr,
  LIBELLES_CERCLES_CANDIDAT,
} from '@roulement/contract';
import { type ReactNode, useState } from 'react';
import { QueryState } from '../../../components/feedback/query-state';
import { dateLongue } from '../../../lib/format';
import { useCandidats } from '../api/lire-candidats';
import { horaire, quiEtPourquoi } from '../utils/a-couvrir';
import { CandidatLigne } from './candidat-ligne';

/** What the page's action bar acts on: the slots and the people chosen (the offer's addressees). */
export interface SelectionCouverture {
  creneauIds: number[];
  employeIds: number[];
}

interface CandidatsCreneauProps {
  creneauId: number;
  /** The page's actions on the chosen candidates (sending an offer), in the bar at the bottom. */
  actions?: (selection: SelectionCouverture, vider: () => void) => ReactNode;
}

function enTete(data: Candidats) {
  const { creneau, regle } = data;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h6" component="p">
        {dateLongue(creneau.date)}, {horaire(creneau)}
      </Typography>
      <Typography color="text.secondary">
        {creneau.service} · {quiEtPourquoi(creneau)}
      </Typography>
      {creneau.offreEnCours ? <Chip size="small" color="info" label="Offre en cours" sx={{ mt: 0.5 }} /> : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {regle.dateDebut
          ? `Règles du temps de travail du ${dateFr(regle.dateDebut)}`
          : 'Règles du Code du travail et de la CCN 66'}
        {data.ecartes > 0
          ? ` · ${data.ecartes} personne${data.ecartes > 1 ? 's' : ''} écartée${data.ecartes > 1 ? 's' : ''} par une règle`
          : ''}
      </Typography>
    </Box>
  );
}

const parCercle = (candidats: readonly Candidat[]) =>
  CERCLES_CANDIDAT.map((cercle) => ({ cercle, candidats: candidats.filter((c) => c.cercle === cercle) })).filter(
    (g) => g.candidats.length > 0,
  );

/**
 * Issue 27: a slot's candidates in the order to ask them, each with the reasons of their rank;
 * the available ones are chosen by touch for the page's actions.
 */
export function CandidatsCreneau({ creneauId, actions }: CandidatsCreneauProps) {
  const query = useCandidats(creneauId);
  const [choisis, setChoisis] = useState<ReadonlySet<number>>(new Set());
  const basculer = (employeId: number) =>
    setChoisis((avant) => {
      const apres = new Set(avant);
      if (!apres.delete(employeId)) apres.add(employeId);
      return apres;
    });
  const selection = { creneauIds: [creneauId], employeIds: [...choisis] };
  return (
    <QueryState query={query}>
      {(data) => (
        <>
          {enTete(data)}
          {data.candidats.length === 0 ? (
            <Typography color="text.secondary">Aucun candidat pour ce créneau</Typography>
          ) : (
            <List aria-label="Candidats" disablePadding sx={{ pb: 10 }}>
              {parCercle(data.candidats).map((g) => (
                <li key={g.cercle}>
                  <List disablePadding>
                    <ListSubheader disableSticky sx={{ px: 0, lineHeight: '36px' }}>
                      {LIBELLES_CERCLES_CANDIDAT[g.cercle]}
                    </ListSubheader>
                    {g.candidats.map((c) => (
                      <CandidatLigne
                        key={c.employeId}
                        candidat={c}
                        choisi={choisis.has(c.employeId)}
                        onBasculer={() => basculer(c.employeId)}
                      />
                    ))}
                  </List>
                </li>
              ))}
            </List>
          )}
          {choisis.size > 0 ? (
            <Paper
              elevation={6}
              role="region"
              aria-label="Candidats choisis"
              sx={{
                position: 'sticky',
                // Above the phone's bottom navigation (56 px, under the md breakpoint).
                bottom: { xs: 'calc(68px + env(safe-area-inset-bottom))', md: 16 },
                p: 1.5,
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
              }}
            >
              <Typography sx={{ flexGrow: 1 }}>
                {choisis.size} candidat{choisis.size > 1 ? 's' : ''} choisi{choisis.size > 1 ? 's' : ''}
              </Typography>
              {actions?.(selection, () => setChoisis(new Set()))}
            </Paper>
          ) : null}
        </>
      )}
    </QueryState>
  );
}
