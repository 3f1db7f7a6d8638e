import path from 'node:path'
import { asBytes } from './byte-names.js'
import { gitTreeState } from '../git/fingerprint-git.js'
import { walkTreeState, WALK_CAP } from './fingerprint-walk.js'
import { KnownContents } from './known-contents.js'
import { gitPrefix, type GitOptions } from '../git/run-git.js'
import type { TreeState } from '../../ports/workspace.js'

/** What a caller keeps between fingerprints of one tree. */
export interface TreeMemory {
  /** `gitPrefix(root)`: where the tree sits in its repository (undefined outside git). */
  prefix?: Promise<string | undefined>
  /** HEAD's tree by HEAD's commit, for fingerprints in git (fingerprint-git.ts `headTree`). */
  trees?: Map<string, string>
  /** What the files listed by the previous fingerprint in git held, by identity (known-contents.ts). */
  contents?: KnownContents
  /** The clock that tells a file changed just now from an older one (default `Date.now`). */
  now?: () => number
  /** Entries a walk outside git looks at, at most (default `WALK_CAP`). */
  walkCap?: number
  /** Told the first time a walk outside git stops at its cap; `warned` once it has been. */
  warn?: (message: string) => void
  warned?: boolean
}

/**
 * Fingerprint of the working tree at `root` (SPEC §5 step 4). Inside a git work tree: the content of
 * the tree as git sees it (fingerprint-git.ts), limited to `root` even when it is a subfolder of the
 * repository. Elsewhere: an lstat walk (fingerprint-walk.ts). `exclude` holds paths relative to `root`
 * (folders or files); `.git` is always excluded. `git` says how git runs. Throws when `root` is in a
 * work tree but git fails.
 */
export async function treeState(
  root: string,
  exclude: string[],
  git: GitOptions,
  memory: TreeMemory
): Promise<TreeState> {
  const excluded = normalizeExcludes(root, exclude).map(asBytes)
  // Where the tree sits in a repository does not change during a run: git is asked once.
  const prefix = await (memory.prefix ??= gitPrefix(root, git))
  if (prefix !== undefined) {
    const trees = (memory.trees ??= new Map<string, string>())
    const contents = (memory.contents ??= new KnownContents(memory.now))
    try {
      return await gitTreeState({ root, prefix, excluded }, git, { trees, contents })
    } finally {
      contents.done()
    }
  }
  const cap = memory.walkCap ?? WALK_CAP
  const { capped, ...state } = await walkTreeState(root, excluded, cap)
  if (capped && !memory.warned) {
    memory.warned = true
    memory.warn?.(
      `The workspace holds more than ${cap.toLocaleString('en')} files and folders and is not in a git repository: ` +
        'the working-tree fingerprint covers only the first ones, so no-progress detection may miss a change. ' +
        'Run the loop in a git repository (git init) for a full fingerprint.'
    )
  }
  return state
}

/** Exclusions as clean posix paths relative to `root`; entries outside `root`, or `root` itself, are dropped. */
export function normalizeExcludes(root: string, exclude: string[]): string[] {
  const out = ['.git']
  for (const entry of exclude) {
    const rel = toPosix(path.relative(root, path.resolve(root, entry)))
    if (rel === '' || rel === '..' || rel.startsWith('../') || path.isAbsolute(rel)) continue
    out.push(rel)
  }
  return out
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/')
}
