import { cp, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from './bundle.js'
import type { GitHubServer } from './github-server.js'
import { jsonPlan } from './loop-harness.js'
import { git, makeGitRepo, makeTempDir } from './temp.js'

/** A bare origin whose main holds `plan.json` with `count` open tasks. */
export async function remoteWithPlan(count = 3): Promise<string> {
  const seed = await makeTempDir('ralph-pr-seed-')
  await writeFile(path.join(seed, 'plan.json'), jsonPlan(count))
  await makeGitRepo(seed)
  const remote = await makeTempDir('ralph-pr-remote-')
  await git(remote, 'clone', '-q', '--bare', seed, '.')
  return remote
}

/**
 * One night of a scheduled workflow, the bundled main step against the scripted API: a clone of the
 * remote (of `ref`, as actions/checkout with `ref:` makes it), the state dir a cache would restore.
 */
export async function night(
  remote: string,
  api: GitHubServer,
  options: {
    inputs: Record<string, string>
    stateDir?: string
    env?: Record<string, string>
    ref?: string
  }
) {
  const work = await makeTempDir('ralph-pr-work-')
  if (options.ref) await checkoutRef(work, remote, options.ref)
  else await git(work, 'clone', '-q', remote, '.')
  if (options.stateDir) await cp(options.stateDir, path.join(work, '.ralph'), { recursive: true })
  const run = await runBundle('main', {
    cwd: work,
    inputs: options.inputs,
    env: {
      GITHUB_API_URL: api.url,
      GITHUB_REPOSITORY: 'octo/app',
      GITHUB_SERVER_URL: 'https://github.test',
      ...options.env
    }
  })
  return { run, stateDir: path.join(work, '.ralph') }
}

/** What actions/checkout does with `ref: <branch>`: one commit of it, and its remote-tracking ref. */
async function checkoutRef(work: string, remote: string, branch: string) {
  await git(work, 'init', '-q')
  await git(work, 'remote', 'add', 'origin', `file://${remote}`)
  await git(work, 'fetch', '-q', '--depth=1', 'origin', `+refs/heads/${branch}:refs/remotes/origin/${branch}`)
  await git(work, 'checkout', '-q', '-B', branch, `refs/remotes/origin/${branch}`)
}
