/**
 * The layering of src/ (docs/architecture.md), checked by `npm run lint:deps` in CI:
 *   domain ← ports ← process ← agents/presets ← config ← {system, tasks, agents, hooks, checkpoint, report, verify} ← loop ← edges ← entry files
 * (agents/presets is the catalogue of agent presets: config reads their names and defaults from it.)
 * An arrow points from the folder imported to the folder that imports it; nothing imports upwards,
 * the middle folders do not import each other, and no file takes part in a cycle.
 */
const SIBLINGS = 'system|tasks|agents|hooks|checkpoint|report|verify'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A cycle makes modules impossible to read, test or load one at a time.',
      from: {},
      to: { circular: true }
    },
    {
      name: 'domain-imports-nothing',
      severity: 'error',
      comment:
        'src/domain is the vocabulary: lists and types, no dependency at all but picomatch, the meaning of a glob (path-glob.ts).',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', '^node_modules/picomatch/'] }
    },
    {
      name: 'ports-import-only-the-domain',
      severity: 'error',
      comment: 'src/ports holds interfaces: they speak the domain vocabulary and nothing else.',
      from: { path: '^src/ports/' },
      to: { pathNot: '^src/(domain|ports)/' }
    },
    {
      name: 'config-below-the-adapters',
      severity: 'error',
      from: { path: '^src/config/' },
      to: { path: '^src/', pathNot: '^src/(domain|ports|config|agents/presets)/' }
    },
    {
      name: 'catalogue-below-the-config',
      severity: 'error',
      comment: 'The presets declare facts and read output: they know no config, no loop, no other adapter.',
      from: { path: '^src/agents/presets/' },
      to: { path: '^src/', pathNot: '^src/(domain|ports|process|agents/presets)/' }
    },
    {
      name: 'process-below-the-adapters',
      severity: 'error',
      from: { path: '^src/process/' },
      to: { path: '^src/', pathNot: '^src/(domain|ports|process)/' }
    },
    {
      name: 'siblings-stay-apart',
      severity: 'error',
      comment: `The middle folders (${SIBLINGS}) use the layers below them, never each other, the loop or the edges.`,
      from: { path: `^src/(${SIBLINGS})/` },
      to: { path: '^src/', pathNot: '^src/(domain|ports|config|process|$1)/' }
    },
    {
      name: 'loop-has-no-side-effects-of-its-own',
      severity: 'error',
      comment: 'The loop reaches files, processes and GitHub only through its ports (STYLE.md 4).',
      from: { path: '^src/loop/' },
      to: {
        path: [
          '^src/(edges|system)/',
          // Node's modules that reach outside the process (files, children, network, threads).
          '^(node:)?(fs|fs/promises|child_process|net|http|https|http2|dgram|os|worker_threads|cluster)$',
          '@actions/'
        ]
      }
    },
    {
      name: 'only-the-edges-know-github',
      severity: 'error',
      comment: 'The runner protocol and the toolkit packages are used by src/edges only.',
      from: { path: '^src/', pathNot: '^src/edges/' },
      to: { path: '@actions/' }
    },
    {
      name: 'entry-files-call-the-edges',
      severity: 'error',
      comment: 'The entry files (index, post-index, cli) call run() of main/post, which call the edges.',
      from: { path: '^src/[^/]+\\.ts$' },
      to: { path: '^src/', pathNot: ['^src/edges/', '^src/[^/]+\\.ts$'] }
    },
    {
      name: 'nothing-imports-the-edges',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/edges/', '^src/[^/]+\\.ts$'] },
      to: { path: '^src/edges/' }
    }
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default']
    }
  }
}
