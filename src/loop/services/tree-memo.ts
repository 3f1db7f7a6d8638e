import { posix } from 'node:path'
import type { TreeState, Workspace } from '../../ports/workspace.js'
import type { TaskSource } from '../../ports/task-source.js'
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
 * The deps with every port that can start a child process or change the tree telling `memo` when a
 * call starts and when it ends: the process runner, git's writes (switch, commit, push), the state
 * mirror's write, every call to a task CLI, and writes outside `stateDir`. Reading a task file, git's
 * read-only questions and the state dir (excluded from the fingerprint) leave the kept tree standing.
 */
export function watchTree(deps: LoopDeps, memo: TreeMemo, stateDir: string): LoopDeps {
  const dir = posix.normalize(stateDir).replace(/\/+$/, '')
  const inStateDir = (path: string) => posix.normalize(path).startsWith(`${dir}/`)
  const { workspace, runner, git, mirror, tasks } = deps
  const around = <R>(call: () => Promise<R>): Promise<R> => {
    memo.touched()
    return call().finally(() => memo.touched())
  }
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
    copyFiles: (globs, exclude, limits) => workspace.copyFiles(globs, exclude, limits),
    putFile: copy => {
      if (!inStateDir(copy.path)) memo.touched()
      return workspace.putFile(copy)
    },
    treeState: exclude => workspace.treeState(exclude)
  }
  return {
    ...deps,
    workspace: watched,
    runner: { run: spec => around(() => runner.run(spec)) },
    git: {
      inspect: () => git.inspect(),
      identity: () => git.identity(),
      switchTo: (branch, options) => around(() => git.switchTo(branch, options)),
      changed: () => git.changed(),
      commit: input => around(() => git.commit(input)),
      push: branch => around(() => git.push(branch)),
      committedSince: sha => git.committedSince(sha),
      subjectsSince: sha => git.subjectsSince(sha),
      resetTo: sha => around(() => git.resetTo(sha)),
      keep: (sha, ref) => git.keep(sha, ref),
      lacks: (branch, sha) => git.lacks(branch, sha),
      contains: sha => git.contains(sha),
      // A snapshot is built in an index of its own: the tree stays as it is.
      snapshot: exclude => git.snapshot(exclude),
      diff: (from, to) => git.diff(from, to),
      has: sha => git.has(sha)
    },
    mirror: {
      ref: mirror.ref,
      read: () => mirror.read(),
      write: (files, message) => around(() => mirror.write(files, message))
    },
    // A source that reads a task file leaves the tree; any other asks something that may change it.
    tasks: tasks.can.path ? tasks : commandTasks(tasks, around)
  }
}

/** A task CLI runs a command for every question, and a command may change the tree. */
function commandTasks(tasks: TaskSource, around: <R>(call: () => Promise<R>) => Promise<R>): TaskSource {
  return {
    can: tasks.can,
    open: () => around(() => tasks.open()),
    before: () => around(() => tasks.before()),
    after: () => around(() => tasks.after()),
    finished: () => tasks.finished(),
    view: () => tasks.view(),
    fingerprint: () => around(() => tasks.fingerprint())
  }
}
