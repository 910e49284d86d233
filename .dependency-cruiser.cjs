/**
 * The architecture's import rules, in one place (ARCHITECTURE.md §3, decision 033, issue 24).
 * `npm run lint` runs it: `depcruise --config .dependency-cruiser.cjs apps packages`. Tests may reach across
 * modules to build their data: the server's rules are about the modules' own code.
 */
const WEB = '^apps/web/src/';
const MODULES = '^apps/server/src/modules/';
const TESTS = '\\.test\\.ts$';

/** The server's modules from the bottom up: each imports only modules before it in this list. */
const COUCHES = [
  'sante',
  'calendrier',
  'auth',
  'notification',
  'administration',
  'etablissement',
  'repas',
  'astreinte',
  'employe',
  'service',
  'conges',
  'planning',
  'historique',
  'calendrier-flux',
  'export-paye',
  'couverture',
  'offre',
  'demande',
  'usager',
  'import',
];

module.exports = {
  forbidden: [
    {
      name: 'feature-vers-feature',
      comment:
        "Une feature du web n'importe ni une autre feature ni app/ : ce qui est partagé va dans components/ " +
        'ou lib/, et la page de app/routes/ compose les features.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}(features|app)/`, pathNot: `${WEB}features/$1/` },
    },
    ...COUCHES.map((module, rang) => ({
      name: 'module-vers-module-superieur',
      comment:
        'Les modules du serveur forment un graphe sans cycle, écrit ici de bas en haut (COUCHES) : un module ' +
        "n'importe que ceux d'en dessous. Pour aller vers le haut, déplacez la règle partagée chez son propriétaire, " +
        'ou inversez la dépendance par un port que le module du dessus fournit (demande/demandes-fiche-aim.ts).',
      severity: 'error',
      from: { path: `${MODULES}${module}/`, pathNot: TESTS },
      to: { path: `${MODULES}(${COUCHES.slice(rang + 1).join('|')})/` },
    })).filter((regle) => !regle.to.path.endsWith('()/')),
    {
      name: 'depot-d-un-autre-module',
      comment:
        "Un module n'écrit que ses tables : il ne lit jamais le *.repository.ts d'un autre module, pas même pour " +
        'un type de ligne (CODE_STYLE.md, « Lire chez un autre domaine »).',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TESTS },
      to: { path: `${MODULES}[^/]+/.*\\.repository\\.ts$`, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'contrat-autonome',
      comment: 'Le contrat est la source des types : il ne dépend de rien de nôtre.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(apps|e2e|scripts)/' },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API for dependency-cruiser to read with, and its swc reader does not
    // read TSX: Babel strips the types first. Type-only imports are written `import type`
    // (verbatimModuleSyntax), so what remains is every import that runs.
    babelConfig: { fileName: '.dependency-cruiser.babel.json' },
    includeOnly: ['^apps/web/src/', '^apps/server/src/', '^packages/contract/src/'],
    exclude: { path: ['/dist/', 'node_modules'] },
    // A mocked module is a dependency too.
    exoticRequireStrings: ['vi.mock'],
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
