import { afterAll, describe, expect, it } from '@jest/globals'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, git, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

const ARGS = [
  '--tasks',
  'plan.json',
  '--agent',
  'command',
  '--agent-command',
  `node ${AGENTS}/complete-one.mjs plan.json`
]
const BOT = 'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>'

/**
 * A repository with a one-task plan, committed by `makeGitRepo`'s identity, and a home of its own with
 * no git config, so that only what the test sets is the repository's identity.
 */
async function setup() {
  const dir = await makeTempDir('ralph-e2e-cli-git-')
  await writeFile(path.join(dir, 'plan.json'), jsonPlan(1))
  await makeGitRepo(dir)
  const home = await makeTempDir('ralph-e2e-cli-git-home-')
  return { dir, env: { HOME: home, GIT_CONFIG_NOSYSTEM: '1' } }
}

/** The author of HEAD's commit, as `name <email>`. */
async function author(dir: string): Promise<string> {
  return (await git(dir, 'log', '-1', '--format=%an <%ae>')).trim()
}

describe('the CLI keeps the work as its user would, the action as the bot (SPEC §10)', () => {
  it('commits as the repository’s own git identity', async () => {
    const { dir, env } = await setup()
    const run = await runBundle('cli', { cwd: dir, args: [...ARGS, '--commit', 'task'], env })
    expect(run.stdout).toContain('status=completed')
    expect(await git(dir, 'log', '-1', '--format=%s')).toContain('ralph: t1')
    expect(await author(dir)).toBe('Ralph Test <ralph-test@example.com>')
  })

  it('commits as the identity of the user’s global config, as git resolves it', async () => {
    const { dir, env } = await setup()
    await git(dir, 'config', '--unset', 'user.name')
    await git(dir, 'config', '--unset', 'user.email')
    await writeFile(
      path.join(env.HOME, '.gitconfig'),
      '[user]\n\tname = Grace Hopper\n\temail = grace@example.com\n'
    )
    await runBundle('cli', { cwd: dir, args: [...ARGS, '--commit', 'task'], env })
    expect(await author(dir)).toBe('Grace Hopper <grace@example.com>')
  })

  it('commits as the bot when the repository has no identity', async () => {
    const { dir, env } = await setup()
    await git(dir, 'config', '--unset', 'user.name')
    await git(dir, 'config', '--unset', 'user.email')
    const run = await runBundle('cli', { cwd: dir, args: [...ARGS, '--commit', 'task'], env })
    expect(run.stdout).toContain('status=completed')
    expect(await author(dir)).toBe(BOT)
  })

  it('the action in Actions commits as the bot, though the repository has an identity', async () => {
    const { dir, env } = await setup()
    const inputs = { tasks: 'plan.json', agent: 'command', 'agent-command': ARGS[5], checkpoint: 'file' }
    const run = await runBundle('main', { cwd: dir, inputs, env })
    expect(run.outputs).toMatchObject({ status: 'completed', commits: '1' })
    expect(await author(dir)).toBe(BOT)
  })

  it('an explicit --commit-author wins', async () => {
    const { dir, env } = await setup()
    const args = [...ARGS, '--commit', 'task', '--commit-author', 'Night Shift <night@example.com>']
    await runBundle('cli', { cwd: dir, args, env })
    expect(await author(dir)).toBe('Night Shift <night@example.com>')
  })

  it('warns that the work will not be on a branch when HEAD is detached, naming the commit it starts from', async () => {
    const { dir, env } = await setup()
    const start = (await git(dir, 'rev-parse', 'HEAD')).trim()
    await git(dir, 'checkout', '-q', '--detach')
    const run = await runBundle('cli', { cwd: dir, args: [...ARGS, '--commit', 'task'], env })
    expect(run.stdout + run.stderr).toContain(
      `HEAD is detached at ${start.slice(0, 12)}: the loop's commits will not be on any branch.`
    )
    expect(run.stdout).toContain('status=completed')
  })

  it('says nothing of a detached HEAD when it commits nothing', async () => {
    const { dir, env } = await setup()
    await git(dir, 'checkout', '-q', '--detach')
    const run = await runBundle('cli', { cwd: dir, args: ARGS, env })
    expect(run.stdout + run.stderr).not.toContain('detached')
  })
})
