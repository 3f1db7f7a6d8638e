import { globMatcher } from '../../domain/path-glob.js'
import type { GitPort } from '../../ports/git.js'
import { isAncestor, ORIGIN_BRANCHES, switchBranch } from './git-branch.js'
import { diffTrees, snapshotTree } from './git-diff.js'
import { shown, unshown } from '../files/byte-names.js'
import { gitPrefix, identity, runGit, runGitBytes, type GitOptions, type GitResult } from './run-git.js'
import { firstLine, landed, originLacks } from './remote-branch.js'

/**
 * The agent's work in git (SPEC §10), with plain git commands; no shell, no amend, no force push.
 * `options` says how git runs: its environment (`baseEnv`), the runner, the signal.
 */
export function gitWork(root: string, options: GitOptions = {}): GitPort {
  const git = (args: string[], extra: Partial<GitOptions> = {}) =>
    runGit(root, args, { ...options, ...extra })
  // `XY path` each, the path from the repository's top; with --no-renames no entry carries a second one.
  async function changed(): Promise<string[]> {
    const args = ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames']
    const status = await runGitBytes(root, args, options)
    if (status.code !== 0) return []
    return status.stdout
      .toString('latin1')
      .split('\0')
      .filter(entry => entry.length > 3)
      .map(entry => shown(entry.slice(3)))
  }
  /** The changed paths (as `changed()` shows them) that `globs`, relative to the workspace, match. */
  async function changedMatching(globs: readonly string[]): Promise<string[]> {
    if (globs.length === 0) return []
    const [names, prefix = ''] = await Promise.all([changed(), gitPrefix(root, options)])
    const matches = globMatcher(globs)
    return names.filter(name => {
      const bytes = unshown(name)
      // A name that is not UTF-8 is matched as text, each bad byte read as U+FFFD (as the copies are).
      const relative = Buffer.from(bytes.slice(prefix.length), 'latin1').toString('utf8')
      return bytes.startsWith(prefix) && matches(relative)
    })
  }
  return {
    async inspect() {
      const inside = await git(['rev-parse', '--is-inside-work-tree'])
      if (inside.stdout.trim() !== 'true')
        return { repo: false, sha: '', branch: '', origin: false, tracked: false }
      const [sha, branch, origin] = await Promise.all([
        git(['rev-parse', '--verify', '-q', 'HEAD']),
        git(['symbolic-ref', '--short', '-q', 'HEAD']),
        git(['remote', 'get-url', 'origin'])
      ])
      const name = branch.code === 0 ? branch.stdout.trim() : ''
      const tracked =
        name !== '' &&
        origin.code === 0 &&
        (await git(['rev-parse', '--verify', '-q', `refs/remotes/origin/${name}`])).code === 0
      return {
        repo: true,
        sha: sha.code === 0 ? sha.stdout.trim() : '',
        branch: name,
        origin: origin.code === 0,
        tracked
      }
    },
    async identity() {
      const [name, email] = await Promise.all([
        git(['config', '--get', 'user.name']),
        git(['config', '--get', 'user.email'])
      ])
      const [who, address] = [name.stdout.trim(), email.stdout.trim()]
      if (name.code !== 0 || email.code !== 0 || !who || !address) return undefined
      return { name: who, email: address }
    },
    switchTo: (branch, switchOptions) => switchBranch(git, branch, switchOptions),
    changed,
    async commit({
      message,
      author,
      noVerify,
      exclude,
      excludeTop = [],
      excludeGlobs = [],
      allowEmpty = false
    }) {
      // An excluded path the user's .gitignore lists (`.ralph/`) is left out anyway, and naming it makes
      // `git add` fail ("The following paths are ignored"): only the others are named.
      const ignored = exclude.length > 0 ? await git(['check-ignore', '--', ...exclude]) : undefined
      const skipped = new Set(ignored?.code === 0 ? ignored.stdout.split('\n').filter(Boolean) : [])
      // What the globs match is listed and left out by name: one matcher decides, as for restore().
      const guarded = await changedMatching(excludeGlobs)
      // Only these paths: `commit -- <pathspec>` leaves what was staged elsewhere staged, not committed.
      const pathspec = [
        '--',
        '.',
        ...exclude.filter(path => !skipped.has(path)).map(path => `:(exclude,literal)${path}`),
        ...[...excludeTop, ...guarded].map(topExclude)
      ]
      const add = await git(['add', '-A', ...pathspec])
      if (add.code !== 0) return { error: `git add failed: ${add.stderr.trim()}` }
      const staged = await git(['diff', '--cached', '--quiet', ...pathspec])
      const empty = staged.code === 0
      if (empty && !allowEmpty) return undefined
      const commit = await git([
        ...identity(author),
        'commit',
        '-q',
        `--author=${author.name} <${author.email}>`,
        '-m',
        message,
        ...(noVerify ? ['--no-verify'] : []),
        // With the pathspec still: what was staged outside it stays staged, not committed.
        ...(empty ? ['--allow-empty'] : []),
        ...pathspec
      ])
      if (commit.code !== 0) return { error: `git commit failed: ${(commit.stderr || commit.stdout).trim()}` }
      return { sha: (await git(['rev-parse', 'HEAD'])).stdout.trim() }
    },
    async push(branch) {
      const target = `HEAD:refs/heads/${branch}`
      const first = await git(['push', '-q', 'origin', target])
      if (first.code === 0) return landed(git, branch)
      // Stopped by our own signal: no time for a fetch and a rebase now; the post step pushes.
      if (options.signal?.aborted)
        return { ok: false, message: `git push to ${branch} was stopped by a signal` }
      if (refusedForPermissions(first)) return { ok: false, message: permissionsMessage(branch, first) }
      // The remote moved: replay the local commits on it if that applies cleanly, then try once more.
      const fetch = await git(['fetch', '-q', 'origin', `refs/heads/${branch}`])
      if (fetch.code !== 0)
        return { ok: false, message: `git push to ${branch} failed: ${first.stderr.trim()}` }
      const rebase = await git([
        ...identity({ name: 'ralph', email: 'ralph@localhost' }),
        'rebase',
        '-q',
        // Uncommitted changes (an iteration that made no commit) are stashed and put back.
        '--autostash',
        'FETCH_HEAD'
      ])
      if (rebase.code !== 0) {
        await git(['rebase', '--abort'])
        return {
          ok: false,
          message: `The remote branch ${branch} moved and the loop's commits do not rebase cleanly onto it (${firstLine(rebase)}); they are intact locally. Merge ${branch} by hand, then run again.`
        }
      }
      const second = await git(['push', '-q', 'origin', target])
      return second.code === 0
        ? landed(git, branch)
        : { ok: false, message: `git push to ${branch} failed after a rebase: ${second.stderr.trim()}` }
    },
    async committedSince(sha) {
      // Each commit's own changes (merges against each parent), new names and old ones both, relative to the workspace.
      const log = await git([
        'log',
        '--no-renames',
        '-m',
        '--relative',
        '--format=',
        '--name-only',
        '-z',
        `${sha}..HEAD`
      ])
      if (log.code !== 0) return []
      return [
        ...new Set(
          log.stdout
            .split('\0')
            .map(line => line.replace(/^\n+/, ''))
            .filter(Boolean)
        )
      ]
    },
    async subjectsSince(sha) {
      const log = await git(['log', '--format=%s', sha ? `${sha}..HEAD` : 'HEAD', '--'])
      return log.code === 0 ? log.stdout.split('\n').filter(Boolean) : []
    },
    async resetTo(sha) {
      const reset = await git(['reset', '-q', '--mixed', sha])
      return reset.code === 0 ? { ok: true } : { ok: false, message: `git reset failed: ${firstLine(reset)}` }
    },
    async contains(sha) {
      if (await isAncestor(git, sha, 'HEAD')) return true
      const shallow = (await git(['rev-parse', '--is-shallow-repository'])).stdout.trim() === 'true'
      if (!shallow) return false
      await git(['fetch', '-q', '--unshallow', 'origin', ORIGIN_BRANCHES])
      return isAncestor(git, sha, 'HEAD')
    },
    snapshot: exclude => snapshotTree(git, exclude),
    diff: (from, to) => diffTrees(git, from, to),
    async has(sha) {
      // Only a full object name, so that git never reads it as an option or a revision expression.
      if (!/^[0-9a-f]{40,64}$/.test(sha)) return false
      return (await git(['cat-file', '-e', sha])).code === 0
    },
    lacks: (branch, sha) => originLacks(git, branch, sha),
    async keep(sha, ref) {
      const pushed = await git(['push', '-q', '--no-verify', 'origin', `${sha}:${ref}`])
      return pushed.code === 0 ? { ok: true } : { ok: false, message: firstLine(pushed) }
    }
  }
}

function refusedForPermissions(result: GitResult): boolean {
  return /\b403\b|permission to .* denied|could not read Username|Authentication failed|not allowed to push/i.test(
    result.stderr
  )
}

function permissionsMessage(branch: string, result: GitResult): string {
  return (
    `git push to ${branch} was refused: ${firstLine(result)}. ` +
    "Give the job 'permissions: contents: write' (the loop pushes with the credentials actions/checkout " +
    "persisted, or with 'github-token' when it persisted none), or set 'push: false'."
  )
}

/**
 * A path as `changed()` shows it, as a pathspec from the repository's top that leaves it out: literal,
 * or, for a name that is not UTF-8 (an argument is UTF-8 text), a glob with `?` for each byte past ASCII.
 */
function topExclude(name: string): string {
  if (!name.startsWith('"')) return `:(top,exclude,literal)${name}`
  let pattern = ''
  for (const char of unshown(name))
    pattern += char.charCodeAt(0) >= 0x80 ? '?' : char.replace(/[*?[\]\\]/, '\\$&')
  return `:(top,exclude,glob)${pattern}`
}
