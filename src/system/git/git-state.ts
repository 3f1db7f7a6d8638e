import type { StateMirror } from '../../ports/state-mirror.js'
import { stateRef } from '../../domain/keys.js'
import { remoteSha } from './remote-branch.js'
import { identity, runGit, type GitOptions } from './run-git.js'

/** A mirrored file larger than this is not read (a checkpoint is at most 1 MiB). */
const MAX_FILE_BYTES = 1024 * 1024
const AUTHOR = { name: 'Ralph Loop', email: 'ralph-loop@users.noreply.github.com' }

/**
 * The state mirror on origin (SPEC §8): a parentless commit whose tree holds the files, force-pushed
 * to `stateRef(key)`. It is never a branch and never part of the work branch's history.
 */
export function gitStateMirror(root: string, key: string, options: GitOptions = {}): StateMirror {
  const ref = stateRef(key)
  const git = (args: string[], stdin?: string) =>
    runGit(root, args, { ...options, ...(stdin !== undefined && { stdin }) })
  return {
    ref,
    async read() {
      const listed = await git(['ls-remote', '--exit-code', 'origin', ref])
      if (listed.code === 2) return { missing: `origin has no ${ref}` }
      if (listed.code !== 0) return { missing: `could not reach origin: ${listed.stderr.trim()}` }
      const fetched = await git(['fetch', '-q', '--no-tags', 'origin', `+${ref}:${ref}`])
      if (fetched.code !== 0) return { missing: `could not fetch ${ref}: ${fetched.stderr.trim()}` }
      const names = await git(['ls-tree', '--name-only', ref])
      const files: Record<string, string> = {}
      for (const name of names.stdout.split('\n').filter(line => line !== '')) {
        const size = Number((await git(['cat-file', '-s', `${ref}:${name}`])).stdout.trim())
        if (!(size <= MAX_FILE_BYTES)) continue
        const blob = await git(['cat-file', 'blob', `${ref}:${name}`])
        if (blob.code === 0) files[name] = blob.stdout
      }
      return { files }
    },
    async write(files, message) {
      const entries: string[] = []
      for (const [name, text] of Object.entries(files)) {
        const blob = await git(['hash-object', '-w', '--stdin'], text)
        if (blob.code !== 0) return { ok: false, message: `git hash-object failed: ${blob.stderr.trim()}` }
        entries.push(`100644 blob ${blob.stdout.trim()}\t${name}\n`)
      }
      const tree = await git(['mktree'], entries.join(''))
      if (tree.code !== 0) return { ok: false, message: `git mktree failed: ${tree.stderr.trim()}` }
      const commit = await git([...identity(AUTHOR), 'commit-tree', tree.stdout.trim(), '-m', message])
      if (commit.code !== 0) return { ok: false, message: `git commit-tree failed: ${commit.stderr.trim()}` }
      const sha = commit.stdout.trim()
      const pushed = await git(['push', '-q', '--no-verify', 'origin', `+${sha}:${ref}`])
      if (pushed.code !== 0)
        return { ok: false, message: `git push of ${ref} failed: ${pushed.stderr.trim()}` }
      // Asked of origin: a push that went elsewhere is not a mirror (SPEC §10).
      const there = remoteSha((await git(['ls-remote', 'origin', ref])).stdout, ref)
      if (there !== sha)
        return {
          ok: false,
          message: `git push of ${ref} reported success, but origin does not hold ${sha.slice(0, 12)} there`
        }
      return { ok: true }
    }
  }
}
