import { posix } from 'node:path'
import type { TreeState, Workspace } from '../../ports/workspace.js'
import type { LoopDeps } from '../loop-deps.js'

/**
 * The working tree as the last agent left it, kept as the next iteration's tree "before" (SPEC §5
 * step 4 compares the tree before and after every agent run), so that an iteration takes one
 * fingerprint instead of two. It is kept only while nothing that could change the tree has run since:
 * any child process (a git commit or push, a hook, the verify command, the task CLI), a write outside
 * the state dir (a stale verify report removed). `watchTree` wraps the ports so they say so.
 */
export class TreeMemo {
  private kept: { key: string; state: TreeState; epoch: number } | undefined
  private epoch = 0

  /** Something that may change the tree is running or ran: the kept state no longer stands. */
  touched(): void {
    this.epoch += 1
  }

  /** Keeps the tree as it is now (taken with these exclusions). */
  keep(exclude: readonly string[], state: TreeState): void {
    this.kept = { key: exclude.join('\0'), state, epoch: this.epoch }
  }

  /** The kept state, once, when nothing touched the tree since it was taken; else undefined. */
  take(exclude: readonly string[]): TreeState | undefined {
    const kept = this.kept
    this.kept = undefined
    return kept && kept.epoch === this.epoch && kept.key === exclude.join('\0') ? kept.state : undefined
  }
}

/**
 * The deps with every port that can start a child process or change the tree telling `memo` when it
 * is called and when its call ends: the process runner, git, the state mirror, a task CLI, and writes
 * outside `stateDir`. A task file (read only) and the state dir (excluded from the fingerprint) do not.
 */
export function watchTree(deps: LoopDeps, memo: TreeMemo, stateDir: string): LoopDeps {
  const dir = posix.normalize(stateDir).replace(/\/+$/, '')
  const inStateDir = (path: string) => posix.normalize(path).startsWith(`${dir}/`)
  const { workspace } = deps
  const watched: Workspace = {
    root: workspace.root,
    readText: (path, limits) => workspace.readText(path, limits),
    writeText: (path, content, options) => {
      if (!inStateDir(path)) memo.touched()
      return workspace.writeText(path, content, options)
    },
    exists: path => workspace.exists(path),
    remove: path => {
      if (!inStateDir(path)) memo.touched()
      return workspace.remove(path)
    },
    list: dir => workspace.list(dir),
    treeState: exclude => workspace.treeState(exclude)
  }
  return {
    ...deps,
    workspace: watched,
    runner: touching(deps.runner, memo),
    git: touching(deps.git, memo),
    mirror: touching(deps.mirror, memo),
    tasks: deps.tasks.kind === 'cli' ? touching(deps.tasks, memo) : deps.tasks
  }
}

/** `port` with every method call marking the tree touched, at its start and at its end. */
function touching<T extends object>(port: T, memo: TreeMemo): T {
  return new Proxy(port, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key)
      if (typeof value !== 'function') return value
      return (...args: unknown[]): unknown => {
        memo.touched()
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args)
        if (!(result instanceof Promise)) return result
        return result.finally(() => memo.touched())
      }
    }
  })
}
