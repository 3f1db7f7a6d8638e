import picomatch from 'picomatch'

/**
 * The globs of `protected-paths` (SPEC §7), relative to the workspace, with `/` between folders,
 * matched by picomatch (the syntax every glob user knows):
 * - `*` is any run of characters but `/`, dotfiles included (a hidden file is no less protected);
 * - `?` is one character but `/`; `[abc]`, `[a-z]`, `[!abc]` one character of a set;
 * - `{a,b}` is either; `**` as a whole segment is any number of folders, none included;
 * - a pattern that names a folder (`docs`, `docs/`, `a/**`) protects all that is inside it;
 * - a leading `/` or `./` is dropped: every pattern starts at the workspace; `!` first is no negation.
 */
export function globMatcher(patterns: readonly string[]): (path: string) => boolean {
  const matchers = patterns.map(pattern => picomatch(normalizeGlob(pattern), OPTIONS))
  // Whatever names a folder protects what is inside it: the path or any folder above it matches.
  return path => folders(path).some(prefix => matchers.some(matches => matches(prefix)))
}

// `posix`: `[!abc]` is the set's complement, as in a shell (without it `!` is one of the set).
const OPTIONS: picomatch.PicomatchOptions = { dot: true, nonegate: true, posix: true }

/** A pattern as it is matched: no leading `/` or `./`, no trailing `/`, no empty segment. */
export function normalizeGlob(pattern: string): string {
  return pattern
    .trim()
    .replace(/^(?:\.?\/)+/, '')
    .split('/')
    .filter(segment => segment !== '' && segment !== '.')
    .join('/')
}

/**
 * Why a pattern cannot be used, or undefined when it can: it must stay inside the workspace and
 * name something in it (`**` alone, or `/`, would protect the task file and every change).
 */
export function globProblem(pattern: string): string | undefined {
  const normal = normalizeGlob(pattern)
  if (normal === '') return 'a path or glob in the workspace, not an empty one or `/`'
  if (normal.split('/').includes('..')) return 'a path or glob inside the workspace, without `..`'
  if (normal.startsWith('!'))
    return 'a glob without a leading `!`: every glob listed is protected, so list only what to protect'
  if (/^[*/]+$/.test(normal))
    return 'a glob that leaves the task file and the work free, not one that matches every path'
  if (/^[A-Za-z]:/.test(normal) || normal.includes('\\')) return 'a glob with `/` between folders'
  return undefined
}

/**
 * The folders to look in for files that may match (each pattern's folders before its first
 * wildcard, as picomatch reads it), so that `.github/workflows/**` reads one folder and never walks
 * the whole workspace. '' when a pattern starts with a wildcard.
 */
export function globRoots(patterns: readonly string[]): string[] {
  const roots = patterns.map(pattern => {
    const normal = normalizeGlob(pattern)
    const scan = picomatch.scan(normal, OPTIONS)
    return scan.isGlob ? scan.base : normal
  })
  // A root inside another is walked with it.
  const unique = [...new Set(roots)].sort()
  return unique.filter(root => !unique.some(other => other !== root && inside(root, other)))
}

function inside(path: string, folder: string): boolean {
  return folder === '' || path === folder || path.startsWith(`${folder}/`)
}

/** `a/b/c` → `a`, `a/b`, `a/b/c`. */
function folders(path: string): string[] {
  const segments = path.split('/')
  return segments.map((_, i) => segments.slice(0, i + 1).join('/'))
}
