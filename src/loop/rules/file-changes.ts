import type { FileCopy } from '../../ports/workspace.js'

/** A protected path an agent changed, and how to undo it: put `copy` back, or remove what it added. */
export interface FileChange {
  path: string
  /** The file as it was; undefined when the agent added it. */
  copy: FileCopy | undefined
}

/** The paths that differ between two copies of the protected files (added, edited, deleted, mode, link), by path. Pure. */
export function fileChanges(before: readonly FileCopy[], after: readonly FileCopy[]): FileChange[] {
  const then = new Map(before.map(file => [file.path, file]))
  const now = new Map(after.map(file => [file.path, file]))
  const changes: FileChange[] = []
  for (const [path, copy] of then) {
    const current = now.get(path)
    if (!current || !same(copy, current)) changes.push({ path, copy })
  }
  for (const path of now.keys()) if (!then.has(path)) changes.push({ path, copy: undefined })
  return changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

function same(a: FileCopy, b: FileCopy): boolean {
  return a.mode === b.mode && a.link === b.link && Buffer.from(a.bytes).equals(Buffer.from(b.bytes))
}
