/**
 * One entry of `git status --porcelain=v2 -z`. Text is in bytes as git printed it (latin1 strings:
 * one character a byte), so a file name that is not UTF-8 keeps every byte.
 */
export interface StatusV2Entry {
  /** `1`, `u` (unmerged) or `?` (untracked). */
  kind: string
  /** The fields before the path: `1 XY sub mH mI mW hH hI` and so on; `?` for an untracked path. */
  fields: string
  /** The submodule state (`N...`, or `S` and three flags: commit changed, modified, untracked). */
  sub: string
  /** Relative to the repository's top; an untracked folder git lists whole ends with `/`. */
  path: string
}

/** What `git status --porcelain=v2 --branch -z` says: HEAD's commit (undefined on an unborn branch) and the entries. */
export interface StatusV2 {
  head: string | undefined
  entries: StatusV2Entry[]
}

// Fields before the path: `1 XY sub mH mI mW hH hI path`, `u XY sub m1 m2 m3 mW h1 h2 h3 path`.
const FIELDS_BEFORE_PATH: Record<string, number> = { '1': 8, u: 10 }

/**
 * Parses `git status --porcelain=v2 --branch -z --no-renames` (so no `2` entry, a rename, with a second
 * path), given as a latin1 string of git's bytes. Paths may hold spaces (fields are split by count, not by
 * space); ignored entries (`!`) are dropped.
 */
export function parseStatusV2(output: string): StatusV2 {
  const status: StatusV2 = { head: undefined, entries: [] }
  for (const field of output.split('\0')) {
    if (field.startsWith('# branch.oid ')) {
      const oid = field.slice('# branch.oid '.length)
      status.head = oid === '(initial)' ? undefined : oid
    } else if (field.startsWith('? ')) {
      status.entries.push({ kind: '?', fields: '?', sub: '', path: field.slice(2) })
    } else {
      const kind = field[0] ?? ''
      const count = FIELDS_BEFORE_PATH[kind]
      if (count === undefined || field[1] !== ' ') continue
      let at = -1
      for (let n = 0; n < count && (at = field.indexOf(' ', at + 1)) !== -1; n++);
      if (at === -1) continue
      const before = field.slice(0, at)
      status.entries.push({
        kind,
        fields: before,
        sub: before.split(' ')[2] ?? '',
        path: field.slice(at + 1)
      })
    }
  }
  return status
}
