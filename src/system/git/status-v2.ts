/** One entry of `git status --porcelain=v2 -z`: XY, the staged blob when there is one, path, origin. */
export interface StatusV2Entry {
  xy: string
  /** The object name in the index (`hI`), for changed tracked entries. */
  index?: string
  path: string
  origPath?: string
}

/** What `git status --porcelain=v2 --branch -z` says: HEAD (undefined on an unborn branch) and the entries. */
export interface StatusV2 {
  head: string | undefined
  entries: StatusV2Entry[]
}

// Fields before the path: `1 XY sub mH mI mW hH hI path`, `2 … hI Xscore path\0orig`, `u XY sub m1 m2 m3 mW h1 h2 h3 path`.
const FIELDS_BEFORE_PATH: Record<string, number> = { '1': 8, '2': 9, u: 10 }

/**
 * Parses `git status --porcelain=v2 --branch -z`. Paths stay relative to the repository's top, as
 * porcelain prints them whatever the cwd; they may hold spaces (fields are split by count, not by space).
 */
export function parseStatusV2(output: string): StatusV2 {
  const fields = output.split('\0')
  const status: StatusV2 = { head: undefined, entries: [] }
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] ?? ''
    const kind = field.slice(0, 2)
    if (field.startsWith('# branch.oid ')) {
      const oid = field.slice('# branch.oid '.length).trim()
      status.head = oid === '(initial)' ? undefined : oid
    } else if (kind === '? ' || kind === '! ') {
      status.entries.push({ xy: field[0] === '?' ? '??' : '!!', path: field.slice(2) })
    } else {
      const count = FIELDS_BEFORE_PATH[field[0] ?? '']
      if (count === undefined || field[1] !== ' ') continue
      let at = -1
      for (let n = 0; n < count && (at = field.indexOf(' ', at + 1)) !== -1; n++);
      if (at === -1) continue
      const meta = field.slice(0, at).split(' ')
      const entry: StatusV2Entry = { xy: meta[1] ?? '', path: field.slice(at + 1) }
      if (field[0] !== 'u' && meta[7]) entry.index = meta[7]
      if (field[0] === '2') entry.origPath = fields[++i]
      status.entries.push(entry)
    }
  }
  return status
}

/** Whether `rel` was an untracked path of `status`, or under an untracked folder of it. */
export function listed(status: StatusV2, rel: string): boolean {
  return status.entries.some(
    e => e.xy === '??' && (e.path === rel || (e.path.endsWith('/') && rel.startsWith(e.path)))
  )
}

/**
 * `last` with each path's worktree column (Y) replaced; its index column (X) stays (the index did not
 * change); `staged` gives a path's staged blob. Undefined for an unmerged path: git's to describe.
 */
export function withWorktree(
  last: StatusV2,
  worktree: Map<string, string>,
  staged: (path: string) => string | undefined
): StatusV2 | undefined {
  const entries = [...last.entries]
  for (const [rel, y] of worktree) {
    const at = entries.findIndex(e => e.path === rel && e.xy !== '??')
    const before = at >= 0 ? entries[at] : undefined
    if (before && before.index === undefined) return undefined
    const xy = `${before?.xy[0] ?? '.'}${y}`
    if (at >= 0) entries.splice(at, 1)
    if (xy === '..') continue
    const entry: StatusV2Entry = { xy, index: staged(rel), path: rel }
    // Tracked entries come first, in git's byte order of paths.
    let to = 0
    while (
      to < entries.length &&
      entries[to]?.xy !== '??' &&
      entries[to]?.xy !== '!!' &&
      byteOrder(entries[to]?.path ?? '', rel) < 0
    )
      to++
    entries.splice(to, 0, entry)
  }
  return { head: last.head, entries }
}

/** git's order of paths: by their UTF-8 bytes. */
export function byteOrder(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b))
}
