import { createHash } from 'node:crypto'
import { runGit, type GitOptions } from './run-git.js'

/** One `http.<url>.extraheader` entry of git's config: what actions/checkout persists to push with. */
export interface Credential {
  key: string
  value: string
}

// The keys actions/checkout writes (`http.https://github.com/.extraheader`), and any other URL's.
const EXTRAHEADER = '^http\\..*\\.extraheader$'

/**
 * Every `http.<url>.extraheader` of the repository's local config (`.git/config`). Empty when there
 * are none, or `root` is not in a git repository. Worktree and `includeIf` configs are not read.
 */
export async function listCredentials(root: string, options: GitOptions = {}): Promise<Credential[]> {
  const listed = await runGit(root, ['config', '--local', '-z', '--get-regexp', EXTRAHEADER], options)
  // Exit 1: no such key; anything else: not a repository, or git could not run.
  return listed.code === 0 ? parseConfigZ(listed.stdout) : []
}

/**
 * Takes the listed credentials out of the local config, so that nothing the agent starts can read
 * them there (SPEC §10); undefined when done, else why not.
 */
export async function removeCredentials(
  root: string,
  credentials: readonly Credential[],
  options: GitOptions = {}
): Promise<string | undefined> {
  for (const key of new Set(credentials.map(entry => entry.key))) {
    const removed = await runGit(root, ['config', '--local', '--unset-all', key], options)
    if (removed.code !== 0) return `git config --unset-all ${key} failed: ${removed.stderr.trim()}`
  }
  return undefined
}

/**
 * Puts credentials taken by `removeCredentials` back into the local config, replacing whatever is
 * under their keys now; undefined when done, else why not.
 */
export async function putCredentialsBack(
  root: string,
  credentials: readonly Credential[],
  options: GitOptions = {}
): Promise<string | undefined> {
  for (const key of new Set(credentials.map(entry => entry.key))) {
    // Exit 5: nothing to unset.
    await runGit(root, ['config', '--local', '--unset-all', key], options)
  }
  for (const { key, value } of credentials) {
    const added = await runGit(root, ['config', '--local', '--add', key, value], options)
    if (added.code !== 0) return `git config --add ${key} failed: ${added.stderr.trim()}`
  }
  return undefined
}

/**
 * The credential that `github-token` gives git for the server (what actions/checkout persists:
 * basic auth as `x-access-token`).
 */
export function tokenCredential(serverUrl: string, token: string): Credential {
  const basic = Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64')
  return { key: `http.${serverUrl.replace(/\/+$/, '')}/.extraheader`, value: `AUTHORIZATION: basic ${basic}` }
}

/**
 * A credential taken out of `.git/config`, as the action's state keeps it for the post step: its key and
 * the sha-256 of its value, never the value (the state file sits where the agent, the same user, can read it).
 */
export interface TakenCredential {
  key: string
  digest: string
}

export function takenCredential({ key, value }: Credential): TakenCredential {
  return { key, digest: createHash('sha256').update(value).digest('hex') }
}

/**
 * The credentials to put back: each taken one whose value `candidate` (the header `github-token` makes)
 * reproduces, under its own key; `missing` lists the keys no candidate reproduces.
 */
export function matchTaken(
  taken: readonly TakenCredential[],
  candidate: Credential | undefined
): { restore: Credential[]; missing: string[] } {
  const digest = candidate ? takenCredential(candidate).digest : ''
  const restore: Credential[] = []
  const missing: string[] = []
  for (const entry of taken) {
    if (candidate && entry.digest === digest) restore.push({ key: entry.key, value: candidate.value })
    else missing.push(entry.key)
  }
  return { restore, missing }
}

/** The values to mask in the log: each header, and the encoded part alone (how it may be printed). */
export function credentialSecrets(credentials: readonly Credential[]): string[] {
  return credentials.flatMap(({ value }) => [value, ...value.split(/\s+/).filter(word => word.length >= 16)])
}

/**
 * The credentials as git reads them from one process's environment (`GIT_CONFIG_COUNT`, `_KEY_n`,
 * `_VALUE_n`), never from a file. Each key starts with an empty value, which resets the headers
 * (a copy left in `.git/config` would be sent twice); hooks are off, because a hook the agent wrote
 * would inherit this environment.
 */
export function credentialEnv(credentials: readonly Credential[]): Record<string, string> {
  if (credentials.length === 0) return {}
  const entries: [string, string][] = [['core.hooksPath', '/dev/null']]
  for (const key of new Set(credentials.map(entry => entry.key))) {
    entries.push([key, ''])
    for (const entry of credentials) if (entry.key === key) entries.push([key, entry.value])
  }
  const env: Record<string, string> = { GIT_CONFIG_COUNT: String(entries.length) }
  entries.forEach(([key, value], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = key
    env[`GIT_CONFIG_VALUE_${i}`] = value
  })
  return env
}

/** `git config -z --get-regexp` output: `key\nvalue\0` records. */
function parseConfigZ(output: string): Credential[] {
  return output
    .split('\0')
    .filter(record => record !== '')
    .map(record => {
      const newline = record.indexOf('\n')
      return newline < 0
        ? { key: record, value: '' }
        : { key: record.slice(0, newline), value: record.slice(newline + 1) }
    })
}
