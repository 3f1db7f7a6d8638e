import path from 'node:path'

/** The common package registries a sandboxed agent may reach (SPEC §4a). */
export const PACKAGE_REGISTRIES: readonly string[] = [
  'registry.npmjs.org',
  'registry.yarnpkg.com',
  'pypi.org',
  'files.pythonhosted.org',
  'crates.io',
  'index.crates.io',
  'static.crates.io',
  'proxy.golang.org',
  'sum.golang.org',
  'repo.maven.apache.org',
  'repo1.maven.org',
  'rubygems.org',
  'index.rubygems.org'
]

/**
 * Files of the real home that hold credentials (SPEC §4a): unreadable inside the sandbox. The CLIs'
 * own auth files are among them; their settings are copied into the private home instead.
 */
export const HOME_CREDENTIALS: readonly string[] = [
  '.ssh',
  '.aws',
  '.azure',
  '.config/gcloud',
  '.config/gh',
  '.docker',
  '.kube',
  '.gnupg',
  '.npmrc',
  '.yarnrc.yml',
  '.pypirc',
  '.netrc',
  '.git-credentials',
  '.config/git/credentials',
  '.cargo/credentials',
  '.cargo/credentials.toml',
  '.claude/.credentials.json',
  '.claude.json',
  '.codex/auth.json',
  '.gemini/oauth_creds.json',
  '.gemini/google_accounts.json'
]

/** The CLIs' settings copied from the real home into the private one (never their credentials). */
export const CLI_SETTINGS: readonly string[] = [
  '.claude/settings.json',
  '.claude/CLAUDE.md',
  '.codex/config.toml',
  '.codex/AGENTS.md',
  '.gemini/settings.json',
  '.gemini/GEMINI.md'
]

/** What the sandbox lets a run read and write (SPEC §4a), as the sandbox runtime's filesystem rules. */
export interface FileRules {
  allowWrite: string[]
  denyWrite: string[]
  denyRead: string[]
}

/**
 * The file rules of one sandboxed run. Pure: the paths are given, nothing is read.
 * - writes: the workspace, the run's private home and temp folder;
 * - never written: `.git/config`, `.git/hooks/`, `state-dir` (but the issues plan the agent edits);
 * - never read: the runner's folders (`RUNNER_TEMP`, the file commands), the real home's credentials
 *   and the CLI folders a home variable moved out of it (`CODEX_HOME`).
 */
export function fileRules(input: {
  workspace: string
  /** The state dir, absolute. */
  stateDir: string
  /** A file in the state dir the agent edits (`task-source: github-issues`), absolute; and the other files there now. */
  editable?: { file: string; siblings: readonly string[] }
  /** The folder of the repository's git data, when it is one (`.git`). */
  gitDir?: string
  home: string
  tmp: string
  realHome?: string
  /** The runner's own folders and files: RUNNER_TEMP, the folders of GITHUB_OUTPUT and the like. */
  runnerPaths: readonly string[]
  /** The CLI folders the home variables name outside (`$CODEX_HOME`): replaced by private ones inside. */
  cliHomes?: readonly string[]
}): FileRules {
  const git = input.gitDir ? [path.join(input.gitDir, 'config'), path.join(input.gitDir, 'hooks')] : []
  const state = input.editable
    ? input.editable.siblings.filter(file => file !== input.editable?.file)
    : [input.stateDir]
  const realHome = input.realHome
  // A runner folder that holds what the run needs (a test's RUNNER_TEMP is the system's temp folder) stays readable.
  const needed = [input.workspace, input.home, input.tmp]
  const hidden = [...input.runnerPaths, ...(input.cliHomes ?? [])]
  const runnerPaths = hidden.filter(dir => !needed.some(place => within(place, dir)))
  return {
    allowWrite: [input.workspace, input.home, input.tmp],
    denyWrite: [...git, ...state],
    denyRead: [...runnerPaths, ...(realHome ? HOME_CREDENTIALS.map(file => path.join(realHome, file)) : [])]
  }
}

/**
 * `allow-hosts` as the sandbox's allowlist, beside the model APIs and the registries; `open` when it
 * is `*` alone (the filter off). Pure.
 */
export function allowedHosts(input: {
  modelHosts: readonly string[]
  allowHosts: readonly string[]
  proxies: readonly string[]
}): { hosts: string[]; open: boolean } {
  const open = input.allowHosts.includes('*')
  const hosts = [
    ...input.proxies,
    ...input.modelHosts,
    ...PACKAGE_REGISTRIES,
    ...input.allowHosts.filter(h => h !== '*')
  ]
  return { hosts: [...new Set(hosts)], open }
}

/** Whether `place` is `dir` or inside it. */
function within(place: string, dir: string): boolean {
  const relative = path.relative(dir, place)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}
