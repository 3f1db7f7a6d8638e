/**
 * The globs of `protected-paths` (SPEC §7), relative to the workspace, with `/` between folders:
 * - `*` is any run of characters but `/`, dotfiles included (a hidden file is no less protected);
 * - `?` is one character but `/`;
 * - `**` as a whole segment is any number of folders, none included: `a/**` is `a` and all inside it;
 * - a pattern that names a folder (`docs`, `docs/`) protects all that is inside it;
 * - a leading `/` or `./` is dropped: every pattern starts at the workspace.
 */
export function globMatcher(patterns: readonly string[]): (path: string) => boolean {
  const regexps = patterns.map(pattern => globRegExp(normalizeGlob(pattern)))
  // The regexps match each segment with the `/` before it, the first one too.
  return path => regexps.some(regexp => regexp.test(`/${path}`))
}

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
  if (/^[*/]+$/.test(normal))
    return 'a glob that leaves the task file and the work free, not one that matches every path'
  if (/^[A-Za-z]:/.test(normal) || normal.includes('\\')) return 'a glob with `/` between folders'
  return undefined
}

/**
 * The folders to look in for files that may match (each pattern's segments before its first
 * wildcard), so that `.github/workflows/**` reads one folder and never walks the whole workspace.
 * '' when a pattern starts with a wildcard.
 */
export function globRoots(patterns: readonly string[]): string[] {
  const roots = patterns.map(pattern => {
    const segments = normalizeGlob(pattern).split('/')
    const fixed = segments.findIndex(segment => /[*?]/.test(segment))
    return (fixed < 0 ? segments : segments.slice(0, fixed)).join('/')
  })
  // A root inside another is walked with it.
  const unique = [...new Set(roots)].sort()
  return unique.filter(root => !unique.some(other => other !== root && inside(root, other)))
}

function inside(path: string, folder: string): boolean {
  return folder === '' || path === folder || path.startsWith(`${folder}/`)
}

function globRegExp(pattern: string): RegExp {
  // `**` is any number of segments, none included.
  const segments = pattern.split('/').map(part => (part === '**' ? '(?:/[^/]+)*' : `/${segmentSource(part)}`))
  // Whatever names a folder protects what is inside it.
  return new RegExp(`^${segments.join('')}(?:/.*)?$`, 's')
}

function segmentSource(segment: string): string {
  let source = ''
  for (const char of segment) {
    if (char === '*') source += '[^/]*'
    else if (char === '?') source += '[^/]'
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&')
  }
  return source
}
