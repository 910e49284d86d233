import { type ComponentType, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RequireAccess } from './guards/require-access';
import { RequireSession } from './guards/require-session';
import { ACCES, type RouteAccess } from './guards/route-access';
import { AppShell, PlanningUtilisateurPage } from './premier-ecran';
import { LoginPage } from './routes/auth/login-page';
import { lazyNamed } from './routes/lazy-named';
import { RouteError } from './routes/route-error';

// Everything behind the sign-in page loads on demand, so signing in stays light.
const RegisterPage = lazyNamed(() => import('./routes/auth/register-page'), 'RegisterPage');
const MotDePasseOubliePage = lazyNamed(() => import('./routes/auth/mot-de-passe-oublie-page'), 'MotDePasseOubliePage');
const lienPages = () => import('./routes/auth/lien-pages');
const PremierAdministrateurPage = lazyNamed(
  () => import('./routes/auth/premier-administrateur-page'),
  'PremierAdministrateurPage',
);
const profil = {
  layout: lazyNamed(() => import('./routes/profil/profil-layout'), 'ProfilLayout'),
  informations: lazyNamed(() => import('./routes/profil/informations-page'), 'InformationsPage'),
  soldes: lazyNamed(() => import('./routes/profil/soldes-page'), 'SoldesPage'),
  congesSolde: lazyNamed(() => import('./routes/profil/soldes-page'), 'DetailsCongesSoldePage'),
  recuperation: lazyNamed(() => import('./routes/profil/soldes-page'), 'DetailsRecuperationPage'),
  delegations: lazyNamed(() => import('./routes/profil/delegations-page'), 'DelegationsPage'),
};
const demande = () => import('./routes/demandes');
const DemandeDetailPage = lazyNamed(demande, 'DemandeDetailPage');
const employe = () => import('./routes/employes');
const ImportPage = lazyNamed(() => import('./routes/import/import-page'), 'ImportPage');
const ImportJournalPage = lazyNamed(() => import('./routes/import/import-journal-page'), 'ImportJournalPage');
const services = () => import('./routes/services/services-pages');
const modelePlanning = () => import('./routes/services/modele-planning-page');
const servicePlanning = () => import('./routes/services/service-planning-page');
const organisation = () => import('./routes/sections/organisation-pages');
const etablissement = () => import('./routes/sections/etablissement-page');
const reglesConges = () => import('./routes/sections/regles-conges-page');
const reglesTravail = () => import('./routes/couverture/regles-travail-page');
const aCouvrir = () => import('./routes/couverture/a-couvrir-page');
const candidats = () => import('./routes/couverture/candidats-page');
const offres = () => import('./routes/offre/offres-pages');
const usager = () => import('./routes/usagers/usager-pages');
const financesUsager = () => import('./routes/usagers/finances-usager-page');
const ficheAim = () => import('./routes/usagers/fiche-aim-page');
const simple = () => import('./routes/sections/simple-pages');
const tableauDesConges = () => import('./routes/sections/tableau-des-conges-page');
const TestPage = lazyNamed(() => import('./routes/sections/test-page'), 'TestPage');

/** A route element behind the §2.2 permission check. */
const guarded = (access: RouteAccess, Page: ComponentType) => (
  <RequireAccess access={access}>
    <Page />
  </RequireAccess>
);
const page = (Page: ComponentType) => <Page />;

/** Spec doc 1 §2.1, doc 2 §2.1 and doc 3 §2; `id` carries the spec's route name where it has one. */
export const routes: RouteObject[] = [
  { id: 'login', path: '/', element: <LoginPage />, errorElement: <RouteError /> },
  // Reached from an e-mail, without a session (issue 11).
  { path: 'mot-de-passe-oublie', element: page(MotDePasseOubliePage), errorElement: <RouteError /> },
  { path: 'invitation/:jeton', element: page(lazyNamed(lienPages, 'InvitationPage')), errorElement: <RouteError /> },
  {
    path: 'reinitialisation/:jeton',
    element: page(lazyNamed(lienPages, 'ReinitialisationPage')),
    errorElement: <RouteError />,
  },
  {
    path: paths.premierAdministrateur,
    element: (
      <Suspense fallback={null}>
        <PremierAdministrateurPage />
      </Suspense>
    ),
    errorElement: <RouteError />,
  },
  {
    errorElement: <RouteError />,
    element: (
      <RequireSession>
        <AppShell />
      </RequireSession>
    ),
    children: [
      { path: 'test', element: guarded(ACCES.connecte, TestPage) },
      { path: 'register', element: guarded(ACCES.administrateurGlobal, RegisterPage) },
      {
        path: 'profil',
        element: guarded(ACCES.connecte, profil.layout),
        children: [
          { index: true, element: <Navigate to="informations" replace /> },
          { id: 'utilisateur-informations', path: 'informations', element: page(profil.informations) },
          {
            id: 'utilisateur-soldes',
            path: 'soldes',
            element: page(profil.soldes),
            children: [
              {
                id: 'UtilisateurDetailsCongesSolde',
                path: 'employe/:employeId/conges/:congesTypeId',
                element: page(profil.congesSolde),
              },
              {
                id: 'UtilisateurDetailsRecuperation',
                path: 'employe/:employeId/recuperation',
                element: page(profil.recuperation),
              },
            ],
          },
          { id: 'utilisateur-delegations', path: 'delegations', element: page(profil.delegations) },
        ],
      },
      {
        path: 'demande',
        element: guarded(ACCES.connecte, lazyNamed(demande, 'DemandesPage')),
        children: [
          {
            id: 'demandeCongesDetail',
            path: ':demandeId/conges',
            element: page(DemandeDetailPage),
          },
          {
            id: 'demandeHeuresSuppDetail',
            path: ':demandeId/heures-supp',
            element: page(DemandeDetailPage),
          },
          {
            id: 'demandeRecuperationDetail',
            path: ':demandeId/recuperation',
            element: page(DemandeDetailPage),
          },
          {
            id: 'demandeFicheAIMDetail',
            path: ':demandeId/ficheAIM',
            element: page(DemandeDetailPage),
          },
        ],
      },
      {
        path: 'tableau-des-conges',
        element: guarded(ACCES.utilisateur, lazyNamed(tableauDesConges, 'TableauDesCongesPage')),
      },
      {
        path: 'employes',
        element: guarded(ACCES.administrateurEtablissement, lazyNamed(employe, 'EmployesPage')),
        children: [
          { id: 'employeCreate', path: 'create', element: page(lazyNamed(employe, 'EmployeCreatePage')) },
          {
            id: 'employe',
            path: ':employeId',
            element: page(lazyNamed(employe, 'EmployePage')),
            children: [
              {
                id: 'EmployeDetailsCongesSolde',
                path: 'conges/:congesTypeId',
                element: page(lazyNamed(employe, 'EmployeDetailsCongesSoldePage')),
              },
              {
                id: 'RecuperationDetails',
                path: 'recuperation',
                element: page(lazyNamed(employe, 'RecuperationDetailsPage')),
              },
              {
                id: 'EmployeDetailContrat',
                path: 'contrat',
                element: page(lazyNamed(employe, 'EmployeDetailContratPage')),
              },
              {
                id: 'EmployeHistorique',
                path: 'historique',
                element: page(lazyNamed(employe, 'EmployeHistoriquePage')),
              },
            ],
          },
        ],
      },
      { path: 'import', element: guarded(ACCES.administrateurEtablissement, ImportPage) },
      { path: 'import/journal', element: guarded(ACCES.administrateurEtablissement, ImportJournalPage) },
      {
        path: 'services',
        element: guarded(ACCES.utilisateur, lazyNamed(services, 'ServicesPage')),
        children: [{ id: 'service', path: ':serviceId', element: page(lazyNamed(services, 'ServicePage')) }],
      },
      {
        id: 'modelePlanning',
        path: 'services/:serviceId/modelePlanning',
        element: guarded(ACCES.salarie, lazyNamed(modelePlanning, 'ModelePlanningPage')),
      },
      {
        id: 'service-planning',
        path: 'services/:serviceId/planning/:numeroSemaine?',
        element: guarded(ACCES.salarie, lazyNamed(servicePlanning, 'ServicePlanningPage')),
      },
      {
        path: 'etablissement',
        element: guarded(ACCES.salarie, lazyNamed(etablissement, 'EtablissementPage')),
        children: [
          { index: true, element: <Navigate to="astreintes" replace /> },
          { path: 'astreintes', element: page(lazyNamed(etablissement, 'AstreintesTab')) },
          { path: 'restauration', element: page(lazyNamed(etablissement, 'RestaurationTab')) },
          { path: 'administration', element: guarded(ACCES.directeur, lazyNamed(etablissement, 'AdministrationTab')) },
          { path: 'export-paye', element: page(lazyNamed(etablissement, 'ExportPayeTab')) },
          { path: 'couverture', element: page(lazyNamed(etablissement, 'CouvertureTab')) },
        ],
      },
      { path: 'a-couvrir', element: guarded(ACCES.salarie, lazyNamed(aCouvrir, 'ACouvrirPage')) },
      { path: 'a-couvrir/creneau/:creneauId', element: guarded(ACCES.salarie, lazyNamed(candidats, 'CandidatsPage')) },
      // An offer may come from another establishment of the association than the selected one.
      { path: 'offres', element: guarded(ACCES.connecte, lazyNamed(offres, 'MesOffresPage')) },
      { path: 'offres/:offreId', element: guarded(ACCES.connecte, lazyNamed(offres, 'OffrePage')) },
      {
        path: 'regles-conges',
        element: guarded(ACCES.administrateurEtablissement, lazyNamed(reglesConges, 'ReglesCongesPage')),
      },
      {
        path: 'regles-du-travail',
        element: guarded(ACCES.administrateurEtablissement, lazyNamed(reglesTravail, 'ReglesTravailPage')),
      },
      {
        path: 'etablissements',
        element: guarded(ACCES.administrateurGlobal, lazyNamed(organisation, 'EtablissementsPage')),
        children: [{ path: ':etablissementId', element: page(lazyNamed(organisation, 'EtablissementDetailPage')) }],
      },
      {
        path: 'association',
        element: guarded(ACCES.administrateurGlobal, lazyNamed(organisation, 'AssociationsPage')),
        children: [
          { id: 'association', path: ':associationId', element: page(lazyNamed(organisation, 'AssociationPage')) },
        ],
      },
      {
        id: 'planningUtilisateur',
        path: 'planning',
        element: guarded(ACCES.connecte, PlanningUtilisateurPage),
      },
      {
        id: 'fiche-aim',
        path: 'fiche-aim/:ficheAimId',
        element: guarded(ACCES.aideIndividuelle, lazyNamed(ficheAim, 'FicheAimPage')),
      },
      {
        path: 'usagers/:usagerId/finances-usager',
        element: guarded(ACCES.aideIndividuelle, lazyNamed(financesUsager, 'FinancesUsagerPage')),
      },
      {
        path: 'usagers',
        element: guarded(ACCES.aideIndividuelle, lazyNamed(usager, 'UsagersPage')),
        children: [
          {
            path: ':usagerId',
            element: page(lazyNamed(usager, 'UsagerPage')),
            children: [
              { path: 'historique-accueils-usager', element: page(lazyNamed(usager, 'HistoriqueAccueilsUsagerPage')) },
              { path: 'carnet-de-liaison', element: page(lazyNamed(usager, 'CarnetDeLiaisonPage')) },
            ],
          },
        ],
      },
      { path: '*', element: guarded(ACCES.connecte, lazyNamed(simple, 'NotFoundPage')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
