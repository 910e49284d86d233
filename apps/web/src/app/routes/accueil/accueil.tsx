import { Box } from '@mui/material';
import type { Authentification, Etablissement } from '@roulement/contract';
import type { ReactNode } from 'react';
import { AstreinteDuJour } from '../../../features/astreinte/components/accueil/astreinte-du-jour';
import { Absents } from '../../../features/conges/components/accueil/absents';
import { ARemplacerQuatorzeJours } from '../../../features/couverture/components/a-remplacer-quatorze-jours';
import { CompteursACouvrir } from '../../../features/couverture/components/compteurs-a-couvrir';
import { AValider, FichesAValider } from '../../../features/demande/components/accueil/a-valider';
import { MesDemandesEnAttente } from '../../../features/demande/components/accueil/mes-demandes-en-attente';
import { SoldesEnBref } from '../../../features/employe/components/accueil/soldes-en-bref';
import { useEtablissementCourant } from '../../../features/etablissement/hooks/use-etablissement-courant';
import { ExportPayeMoisPrecedent } from '../../../features/export-paye/components/accueil/export-paye-mois-precedent';
import { ColleguesDuJour } from '../../../features/planning/components/accueil/collegues-du-jour';
import { ProchainCreneau } from '../../../features/planning/components/accueil/prochain-creneau';
import { useServices } from '../../../features/service/api/lister-services';
import { roleHolderOf } from '../../../lib/auth';
import { type PanneauAccueil, panneauAccueil, servicesGeres } from './panneau-accueil';

function Grille({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

function Panneau({
  session,
  etablissement,
  panneau,
}: {
  session: Authentification;
  etablissement: Etablissement;
  panneau: PanneauAccueil;
}) {
  const services = useServices(panneau.aRemplacer ? etablissement.etablissementId : undefined);
  const geres = servicesGeres(roleHolderOf(session), services.data ?? []);
  return (
    <Grille label="Ce qui vous attend">
      {panneau.aValider ? <AValider /> : null}
      {panneau.fichesAValider ? <FichesAValider /> : null}
      {panneau.absents ? <Absents etablissementId={etablissement.etablissementId} /> : null}
      {geres.length > 0 ? <ARemplacerQuatorzeJours etablissementId={etablissement.etablissementId} /> : null}
      {geres.length > 0 ? <CompteursACouvrir etablissementId={etablissement.etablissementId} /> : null}
      {panneau.exportPaye ? <ExportPayeMoisPrecedent etablissementId={etablissement.etablissementId} /> : null}
    </Grille>
  );
}

/**
 * Issue 25: Mon planning as the home. Heads, directors, HR and accountants first get what needs
 * them in the selected establishment; everyone then gets their day at a glance above the week.
 */
export function Accueil({ session }: { session: Authentification }) {
  const { etablissement } = useEtablissementCourant();
  const panneau = panneauAccueil(roleHolderOf(session), etablissement);
  return (
    <>
      {panneau && etablissement ? <Panneau session={session} etablissement={etablissement} panneau={panneau} /> : null}
      <Grille label="Ma journée">
        <ProchainCreneau utilisateurId={session.utilisateurId} />
        <ColleguesDuJour utilisateurId={session.utilisateurId} />
        {etablissement ? (
          <AstreinteDuJour
            etablissementId={etablissement.etablissementId}
            raisonSociale={etablissement.raisonSociale}
          />
        ) : null}
        <MesDemandesEnAttente utilisateurId={session.utilisateurId} />
        <SoldesEnBref utilisateurId={session.utilisateurId} />
      </Grille>
    </>
  );
}
