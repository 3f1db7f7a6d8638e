import path from 'node:path'
import { ConfigError } from './config-error.js'
import { Inputs, type InputName } from './names.js'

/** Resolves every symbolic link of an absolute path, as far as the path exists (`ConfigSource.realPath`). */
export type RealPath = (absolute: string) => string

/**
 * Throws a ConfigError naming `input` when the workspace path `relative` (already inside the workspace
 * by its name) leads out of it through a symbolic link: a committed `p.md -> /proc/self/environ` would
 * hand the loop's own environment to the agent (SPEC §8).
 */
export function checkResolvesInside(
  input: InputName,
  raw: string,
  relative: string,
  workspace: string,
  realPath: RealPath
): string {
  const real = realPath(path.join(workspace, relative))
  const inside = path.relative(realPath(workspace), real)
  if (inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside)) {
    throw new ConfigError(
      input,
      raw,
      `a path inside the workspace (${workspace})`,
      `Input '${input}' ('${raw}') resolves to ${real} through a symbolic link, outside the workspace ` +
        `(${workspace}). Expected a path inside the workspace: point '${input}' at a file or folder in it, ` +
        'not at a link out of it.'
    )
  }
  return inside
}

/**
 * `state-dir` checked where it really is (SPEC §8): inside the workspace after its links are resolved
 * (the real path of its nearest existing folder), not the workspace itself, and not `.git` or a folder
 * in it, where the loop's files would be written into the repository's own database.
 */
export function checkStateDir(raw: string, relative: string, workspace: string, realPath: RealPath): void {
  const real = checkResolvesInside(Inputs.StateDir, raw, relative, workspace, realPath)
  const expected = 'a folder of its own inside the workspace, not .git or a folder in it (default .ralph)'
  if (real === '') {
    throw new ConfigError(
      Inputs.StateDir,
      raw,
      expected,
      `Input 'state-dir' ('${raw}') resolves to the workspace itself. Expected ${expected}.`
    )
  }
  if ([relative, real].some(name => name.split(path.sep)[0] === '.git')) {
    throw new ConfigError(
      Inputs.StateDir,
      raw,
      expected,
      `Input 'state-dir' ('${raw}') is inside .git, the repository's own files. Expected ${expected}.`
    )
  }
}
