import { guardedGlobs, PACKAGE_MANAGER_GLOBS } from '../../config/judge-paths.js'
import { globMatcher } from '../../domain/path-glob.js'
import type { FileCopies, FileCopy } from '../../ports/workspace.js'
import type { LoopContext } from '../context.js'
import { fileChanges, type FileChange } from '../rules/file-changes.js'

/** What the protected paths held before an agent ran (SPEC §7), to put them back after it. */
export interface Guard {
  files: FileCopy[]
  /** HEAD before the agent ran ('' outside git): its own commits are the ones after it. */
  head: string
}

/**
 * Protected files are copied whole: workflows are small. Past this the protection would cost the
 * memory of a large tree, so it is off for the iteration, and a warning says to narrow the globs.
 */
export const PROTECT_LIMITS = { files: 5000, bytes: 32 * 1024 * 1024 }

/**
 * For `invoke`, before the agent runs: copies what `protected-paths` matches and what judges the
 * agent (SPEC §7); undefined when they are too many.
 */
export async function guard(loop: LoopContext, head: string): Promise<Guard | undefined> {
  const { log } = loop.deps
  const copies = await copyGuarded(loop, PROTECT_LIMITS)
  if ('tooMany' in copies) {
    log.warning(
      `Input 'protected-paths' matches ${copies.tooMany}: the loop does not protect them in this iteration. ` +
        'Narrow the globs to the files that judge the work (workflows, the tests the verify command runs).',
      'Protected paths'
    )
    return undefined
  }
  return { files: copies.files, head }
}

/**
 * For `invoke`, after the agent ran: undoes its changes to protected paths and returns the paths it
 * changed ([] when none). Its own commits that touch one are undone first (`git reset --mixed` to the
 * HEAD before it: their changes stay in the working tree, and the loop's commit records them without
 * the protected ones), so that no pushed commit changes a workflow, which the job's token may not push.
 * Then each protected file is put back: edited, deleted or of another mode → its copy; added → removed.
 * `head` is HEAD now, from the tree the agent left.
 */
export async function restore(loop: LoopContext, before: Guard, head: string): Promise<string[]> {
  const { config, workspace, git, log } = loop.deps
  const protects = globMatcher(guardedGlobs(config))
  const committed =
    before.head && head !== before.head ? (await git.committedSince(before.head)).filter(protects) : []
  if (committed.length > 0) {
    const reset = await git.resetTo(before.head)
    if (!reset.ok) log.warning(`Could not undo the agent's commits: ${reset.message}`, 'Protected paths')
  }
  const now = await copyGuarded(loop, { files: PROTECT_LIMITS.files * 2, bytes: PROTECT_LIMITS.bytes * 2 })
  // Past the limit the agent added more than can be listed: put back all that was there, and say so.
  const changes: FileChange[] =
    'tooMany' in now
      ? before.files.map(copy => ({ path: copy.path, copy }))
      : fileChanges(before.files, now.files)
  for (const { path, copy } of changes) {
    if (copy) await workspace.putFile(copy)
    else await workspace.remove(path)
  }
  const added = 'tooMany' in now ? [`(${now.tooMany})`] : []
  const paths = [...new Set([...committed, ...changes.map(change => change.path), ...added])].sort()
  if (paths.length > 0)
    log.warning(
      `The agent changed protected paths (protected-paths): ${paths.slice(0, 10).join(', ')}${paths.length > 10 ? ', …' : ''}. ` +
        `Restored them${committed.length > 0 ? ' and undid its commits (their other changes are kept in the working tree)' : ''}; the iteration fails.` +
        judgeNote(config.protectedPaths, paths),
      'Protected paths'
    )
  return paths
}

/**
 * What a warning adds when a path is protected as something that judges the agent, not by
 * `protected-paths`: the user did not list it, so the loop says why it is protected.
 */
function judgeNote(protectedPaths: readonly string[], paths: readonly string[]): string {
  const listed = globMatcher(protectedPaths)
  return paths.every(listed)
    ? ''
    : " What judges the work (the verify and review commands' scripts, the package manager's configuration) is always protected."
}

/**
 * The copies of every guarded file, in two walks: the package managers' files are looked for outside
 * the top `node_modules`, which they are never read from and which can hold most of a tree's files.
 */
async function copyGuarded(loop: LoopContext, limits: { files: number; bytes: number }): Promise<FileCopies> {
  const { config, workspace } = loop.deps
  const listed = [...config.protectedPaths, ...config.judgeScripts]
  const named = listed.length > 0 ? await workspace.copyFiles(listed, [loop.stateDir], limits) : { files: [] }
  if ('tooMany' in named) return named
  const found = await workspace.copyFiles(PACKAGE_MANAGER_GLOBS, [loop.stateDir, 'node_modules'], limits)
  if ('tooMany' in found) return found
  const byPath = new Map([...named.files, ...found.files].map(copy => [copy.path, copy]))
  return { files: [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) }
}
