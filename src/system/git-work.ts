import type { GitPort } from '../ports/git.js'
import { runGit, type GitOptions } from './git.js'

/**
 * The agent's work in git (SPEC §10), with plain git commands; no shell, no amend, no force push.
 * `options` says how git runs: its environment (`baseEnv`), the runner, the signal.
 */
export function gitWork(root: string, options: GitOptions = {}): GitPort {
  const git = (args: string[]) => runGit(root, args, options)
  return {
    async available() {
      return (await git(['rev-parse', '--is-inside-work-tree'])).stdout.trim() === 'true'
    },
    async head() {
      const sha = await git(['rev-parse', '--verify', '-q', 'HEAD'])
      const branch = await git(['symbolic-ref', '--short', '-q', 'HEAD'])
      return {
        sha: sha.code === 0 ? sha.stdout.trim() : '',
        branch: branch.code === 0 ? branch.stdout.trim() : ''
      }
    },
    async commit({ message, author, noVerify, exclude }) {
      const pathspec = ['--', '.', ...exclude.map(path => `:(exclude)${path}`)]
      const add = await git(['add', '-A', ...pathspec])
      if (add.code !== 0) return { error: `git add failed: ${add.stderr.trim()}` }
      const staged = await git(['diff', '--cached', '--quiet'])
      if (staged.code === 0) return undefined
      const identity = ['-c', `user.name=${author.name}`, '-c', `user.email=${author.email}`]
      const commit = await git([
        ...identity,
        'commit',
        '-q',
        `--author=${author.name} <${author.email}>`,
        '-m',
        message,
        ...(noVerify ? ['--no-verify'] : [])
      ])
      if (commit.code !== 0) return { error: `git commit failed: ${(commit.stderr || commit.stdout).trim()}` }
      return { sha: (await git(['rev-parse', 'HEAD'])).stdout.trim() }
    },
    async push(branch) {
      const target = `HEAD:refs/heads/${branch}`
      const first = await git(['push', '-q', 'origin', target])
      if (first.code === 0) return { ok: true }
      // The remote moved: replay the local commits on it if that applies cleanly, then try once more.
      const fetch = await git(['fetch', '-q', 'origin', branch])
      if (fetch.code !== 0)
        return { ok: false, message: `git push to ${branch} failed: ${first.stderr.trim()}` }
      const rebase = await git([
        '-c',
        'user.name=ralph',
        '-c',
        'user.email=ralph@localhost',
        'rebase',
        '-q',
        'FETCH_HEAD'
      ])
      if (rebase.code !== 0) {
        await git(['rebase', '--abort'])
        return {
          ok: false,
          message: `The remote branch ${branch} moved and the loop's commits do not rebase cleanly onto it; they are intact locally. Merge ${branch} by hand, then run again.`
        }
      }
      const second = await git(['push', '-q', 'origin', target])
      return second.code === 0
        ? { ok: true }
        : { ok: false, message: `git push to ${branch} failed after a rebase: ${second.stderr.trim()}` }
    },
    async contains(sha) {
      const check = () => git(['merge-base', '--is-ancestor', sha, 'HEAD'])
      let result = await check()
      if (result.code === 0) return true
      const shallow = (await git(['rev-parse', '--is-shallow-repository'])).stdout.trim() === 'true'
      if (!shallow) return false
      await git(['fetch', '-q', '--unshallow'])
      result = await check()
      return result.code === 0
    }
  }
}
