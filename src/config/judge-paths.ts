import path from 'node:path'
import { normalizeGlob } from '../domain/path-glob.js'
import type { Config } from './config.js'

/**
 * The package managers' configuration at any depth (SPEC §7): each file can swap the shell or the
 * code that runs `npm test` (npm's `script-shell`, yarn's `yarnPath`, pnpm's hooks, bun's preload).
 */
export const PACKAGE_MANAGER_GLOBS = ['.npmrc', '.yarnrc', '.yarnrc.yml', 'bunfig.toml', '.pnpmfile.cjs'].map(
  name => `**/${name}`
)

/** Shells and interpreters whose next word is the script they run (`bash scripts/verify.sh`). */
const INTERPRETERS = new Set([
  'sh',
  'bash',
  'dash',
  'zsh',
  'ksh',
  'node',
  'python',
  'python3',
  'ruby',
  'perl'
])

/** The scripts of `verify-command` and `review-command` in the workspace (`commandScript`), never changed by the agent (SPEC §7). */
export function judgeScripts(workspace: string, commands: readonly (string | undefined)[]): string[] {
  return [...new Set(commands.flatMap(command => commandScript(command ?? '', workspace) ?? []))]
}

/**
 * Every glob the agent may not change (SPEC §7): `protected-paths` (which replaces only its own
 * default) and what judges the agent, always: the commands' scripts and the package managers' files.
 */
export function guardedGlobs(config: Pick<Config, 'protectedPaths' | 'judgeScripts'>): string[] {
  return [...new Set([...config.protectedPaths, ...config.judgeScripts, ...PACKAGE_MANAGER_GLOBS])]
}

/**
 * The file in the workspace a command runs, or undefined. The rule, on the command's first simple
 * command (up to `;`, `&`, `|` or a newline), after any `NAME=value` words:
 * - its first word, when it is a path with a `/` (`./scripts/review.sh`, `scripts/verify.sh`,
 *   `./gradlew`): a bare name (`npm`, `make`) is looked up on PATH, so no file of the workspace;
 * - or, when that word is a shell or an interpreter (`bash`, `sh`, `node`, `python`…), the next word,
 *   a path with or without a `/` (`bash verify.sh`); an option first (`bash -c …`) names no script.
 * The path must stay inside the workspace (absolute under it, or relative without `..`) and hold no
 * quote, `$`, glob or backslash, which the shell would change. It is protected whether it exists or not.
 */
export function commandScript(command: string, workspace: string): string | undefined {
  const first = command.split(/[;&|\n]/)[0] ?? ''
  const words = first
    .trim()
    .split(/\s+/)
    .filter(word => word !== '')
  while (words.length > 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0])) words.shift()
  const [head, next] = words
  if (head === undefined) return undefined
  if (INTERPRETERS.has(path.posix.basename(head)))
    return next === undefined || next.startsWith('-') ? undefined : inWorkspace(next, workspace)
  return head.includes('/') ? inWorkspace(head, workspace) : undefined
}

/** `word` as a path relative to the workspace, when it is a plain path inside it. */
function inWorkspace(word: string, workspace: string): string | undefined {
  if (/["'`$*?[\]{}\\~]/.test(word)) return undefined
  const relative = path.posix.isAbsolute(word) ? path.posix.relative(workspace, word) : word
  const normal = normalizeGlob(relative)
  if (normal === '' || normal.split('/').includes('..') || path.posix.isAbsolute(relative)) return undefined
  return normal
}
