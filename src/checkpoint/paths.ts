import { posix } from 'node:path'

/**
 * A path from an untrusted file as a normalised workspace-relative path (`/` separators; a `\` counts
 * as one, as on Windows), or undefined when it is empty, absolute, on a drive, holds a NUL, or leaves
 * the workspace (`..`).
 */
export function workspaceRelative(raw: string): string | undefined {
  if (raw === '' || raw.includes('\0')) return undefined
  const slashed = raw.replace(/\\/g, '/')
  if (slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed)) return undefined
  const normal = posix.normalize(slashed).replace(/\/+$/, '')
  if (normal === '..' || normal.startsWith('../') || normal === '.' || normal === '') return undefined
  return normal
}
