import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Server features in layers: a feature imports only features of earlier layers, so their dependencies never go in a
// circle. What a lower feature needs of a higher one it is given at wiring time (server/app-features.ts): the playbook
// email's blitz note, the blitz's Google (BlitzGoogle), the /thank-you connect link.
const serverFeatureLayers = [
  ['owners'],
  ['ai-usage', 'brand', 'leads', 'restaurants', 'roi'],
  ['playbooks'],
  ['email'],
  ['accounts'],
  ['google-business'],
  ['blitz'],
  ['inbox'],
  ['results'],
  ['billing'],
  ['maintenance', 'operator', 'seo'],
  ['owner-settings'],
];

function serverFeatureZones() {
  const listed = new Set(serverFeatureLayers.flat());
  const unlisted = readdirSync(new URL('./server/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !listed.has(entry.name))
    .map((entry) => entry.name);
  if (unlisted.length > 0) throw new Error(`Add ${unlisted.join(', ')} to serverFeatureLayers in eslint.config.js.`);
  // A feature alone in the last layer has nothing above it to be kept from: no zone.
  return serverFeatureLayers.flatMap((layer, index) =>
    layer.flatMap((feature) => {
      const allowed = serverFeatureLayers.slice(0, index).flat();
      const from = serverFeatureLayers
        .slice(index)
        .flat()
        .filter((other) => other !== feature)
        .map((other) => `./server/features/${other}`);
      if (from.length === 0) return [];
      return {
        target: `./server/features/${feature}`,
        from,
        message: `${feature} may import ${allowed.length > 0 ? `only ${allowed.join(', ')}` : 'no other feature'} (eslint.config.js serverFeatureLayers); take anything else as a dependency wired in server/app-features.ts.`,
      };
    }),
  );
}

// Each server feature is used through its one entry, server/features/<feature>/index.ts: another feature, or the
// composition root (server/*.ts), imports nothing past it. A feature's tables stay behind it (see the rule on entries
// below): what another feature needs of them, it asks through a function.
function serverEntryZones() {
  const features = serverFeatureLayers.flat();
  const topLevel = readdirSync(new URL('./server', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => `./server/${entry.name}`);
  return features.map((feature) => ({
    target: [
      ...features.filter((other) => other !== feature).map((other) => `./server/features/${other}`),
      ...topLevel,
    ],
    from: `./server/features/${feature}`,
    except: ['./index.ts'],
    message: `Import ${feature} through its entry, #server/features/${feature}/index.ts (add what you need to it).`,
  }));
}

// One-way imports: shared code never reaches into features, the browser never imports the server nor the server
// the browser, providers never depend on features, and contracts depend on nothing of ours.
const appFeatures = readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A feature never imports another feature: what two features use lives in app/shared/ (or app/components/).
const featureZones = appFeatures.map((feature) => ({
  target: `./app/features/${feature}`,
  from: './app/features',
  except: [`./${feature}`],
  message: `Features are independent: move what ${feature} needs from another feature to app/shared/.`,
}));

// Routes and the root take a feature only through its public entry, app/features/<feature>/index.ts.
const featureEntryZone = {
  target: ['./app/routes', './app/root.tsx'],
  from: './app/features',
  except: appFeatures.map((feature) => `./${feature}/index.ts`),
  message: 'Import a feature through its public entry, #app/features/<feature>/index.ts.',
};

const restrictedPaths = [
  {
    target: './app',
    from: './server',
    message: 'The browser bundle must not import server code; use the load context.',
  },
  {
    target: './server',
    from: './app',
    message: 'Server code must not import app/; facts both sides need live in contracts/*-constants.ts.',
  },
  {
    target: './contracts',
    from: ['./server', './app'],
    message: 'contracts/ is shared by browser and server: it imports neither.',
  },
  {
    target: './server/providers',
    from: './server/features',
    message: 'Providers talk to the outside world; they never depend on features.',
  },
  {
    target: ['./server/db', './server/jobs', './server/http'],
    from: './server/features',
    message: 'Platform code must not depend on features.',
  },
  ...serverFeatureZones(),
  ...serverEntryZones(),
  {
    target: './app/components',
    from: ['./app/features', './app/routes', './app/shared'],
    message: 'Design-system components must not depend on features, shared feature code or routes.',
  },
  {
    target: './app/shared',
    from: ['./app/features', './app/routes'],
    message: 'app/shared/ is used by features: it imports none of them, nor routes.',
  },
  {
    target: './app/lib',
    from: ['./app/features', './app/shared', './app/routes', './app/components'],
    message: 'app/lib/ holds small browser helpers: it imports no UI.',
  },
  ...featureZones,
  featureEntryZone,
  { target: './app/features', from: './app/routes', message: 'Features must not import route modules.' },
  {
    target: './app/content',
    from: ['./app/features', './app/routes', './app/components', './app/shared'],
    message: 'Content is data: it imports no UI.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'node_modules/**',
      '.react-router/**',
      'data/**',
      'bench-results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      // Lets import-x/no-cycle parse our TypeScript modules when it follows imports.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: restrictedPaths }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    // Browser code takes only types from contracts/: a value import runs the module's zod schema definitions in the
    // browser (zod in the bundle, and its eval probe is a CSP violation). Route modules are exempt: their loaders'
    // imports are stripped from the client build.
    files: ['app/**/*.ts', 'app/**/*.tsx'],
    ignores: ['app/routes/**', 'app/**/*.server.ts', 'app/**/*.test.ts', 'app/**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['\\#contracts/*', '!\\#contracts/*-constants.ts'],
              allowTypeImports: true,
              message: 'Import only types from contracts/ in browser code (constants: contracts/*-constants.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // A server feature's entry never hands out its tables: another feature asks it through functions (types may go).
    files: ['server/features/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExportNamedDeclaration[exportKind!='type'][source.value=/-tables\\.ts$/]",
          message: 'A feature entry exports no table: add a function that asks the table instead.',
        },
        {
          selector: 'ExportAllDeclaration[source.value=/-tables\\.ts$/]',
          message: 'A feature entry exports no table: add a function that asks the table instead.',
        },
      ],
    },
  },
  {
    // Tests never ship in a bundle: they may check browser content against server logic.
    files: ['scripts/**', 'tests/**', '**/*.test.ts', '**/*.test.tsx', '*.config.*'],
    rules: { 'no-console': 'off', 'import-x/no-restricted-paths': 'off' },
  },
  // Size rules: a file over 500 lines or a function over 80 (120 in test servers and bench scripts) is a unit to split, and complexity over 20 a function to
  // name its steps (docs/decisions). Data tables are exempt from the file size; a test file's describe block is a
  // grouping, not a unit, so tests are exempt from the function size.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
      complexity: ['error', 20],
    },
  },
  { files: ['server/features/brand/lexicon-*.ts'], rules: { 'max-lines': 'off' } },
  // Test servers and bench scripts stand up a whole double or measurement in one function: 120 lines there.
  {
    files: ['tests/**', 'scripts/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  { files: ['**/*.test.{ts,tsx}', '**/*.spec.ts'], rules: { 'max-lines-per-function': 'off' } },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
);
