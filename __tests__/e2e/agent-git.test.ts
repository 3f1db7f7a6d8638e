import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { chmod, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle, signalWhen, stepFiles } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, git, makeGitRepo, makeTempDir, originAndClone } from '../../__fixtures__/temp.js'

afterAll(cleanup)

// What actions/checkout persists (base64 of "x-access-token:secret-token"); a local origin ignores it.
const HEADER_KEY = 'http.https://github.com/.extraheader'
const HEADER = 'AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46c2VjcmV0LXRva2Vu'
const STATE_REF = 'refs/ralph/state/ralph-nightly-loop-main'
const completeOne = `node ${AGENTS}/complete-one.mjs plan.json`

/**
 * A bare origin and a clone of it on `main`. Origin's own pre-receive hook writes the GIT_CONFIG_*
 * variables of the push that started it to `pushEnv`: what the loop's push passed. (Not
 * `remote.origin.receivepack` in the clone: the loop pushes to origin's URL, not through that section.)
 */
async function remoteAndClone() {
  const seed = await makeTempDir('ralph-ag-seed-')
  await writeFile(path.join(seed, 'plan.json'), jsonPlan(3))
  await makeGitRepo(seed)
  const { remote, work } = await originAndClone(seed, 'ralph-ag-')
  const aside = await makeTempDir('ralph-ag-aside-')
  const pushEnv = path.join(aside, 'push-env')
  const hook = path.join(remote, 'hooks', 'pre-receive')
  await writeFile(hook, `#!/bin/sh\nenv | grep '^GIT_CONFIG_' >> '${pushEnv}'\ncat > /dev/null\n`)
  await chmod(hook, 0o755)
  return { remote, work, aside, pushEnv }
}

const inputs = (agent: string) => ({
  tasks: 'plan.json',
  agent: 'command',
  'agent-command': agent,
  checkpoint: 'file',
  commit: 'task',
  push: 'true'
})

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

/** Resolves once `file` exists (the daemon's last step), failing after 20 s. */
function until(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const timer = setInterval(() => {
      if (existsSync(file)) resolve(clearInterval(timer))
      else if (Date.now() - started > 20_000)
        reject(new Error(`${file} never appeared`, clearInterval(timer) ?? {}))
    }, 20)
  })
}

describe('no push credentials for the agent (SPEC §10)', () => {
  it('takes the persisted header out of .git/config for the run, pushes with it through the environment, and puts it back', async () => {
    const { remote, work, aside, pushEnv } = await remoteAndClone()
    await git(work, 'config', HEADER_KEY, HEADER)
    const dump = `git config --list --show-origin >> ${aside}/agent-config; cat .git/config >> ${aside}/agent-config; env >> ${aside}/agent-env`
    const main = await runBundle('main', { cwd: work, inputs: inputs(`${dump}; ${completeOne}`) })
    expect(main.outputs).toMatchObject({ status: 'completed', commits: '3', pushed: 'true' })
    const seen =
      readFileSync(path.join(aside, 'agent-config'), 'utf8') +
      readFileSync(path.join(aside, 'agent-env'), 'utf8')
    expect(seen).toContain('remote.origin.url')
    expect(seen).not.toMatch(/extraheader|eC1hY2Nlc3Mt|GIT_CONFIG_/i)
    // The loop's push passed the header to git in its environment.
    expect(readFileSync(pushEnv, 'utf8')).toContain(`=${HEADER}\n`)
    expect((await git(remote, 'log', '--format=%s', 'ralph/nightly')).split('\n')[0]).toBe(
      'ralph: t3 progress (iteration 3)'
    )
    expect((await git(work, 'config', '--get-all', HEADER_KEY)).trim()).toBe(HEADER)
  })

  it('pushes with github-token when the checkout persisted nothing', async () => {
    const { work, pushEnv } = await remoteAndClone()
    const main = await runBundle('main', {
      cwd: work,
      inputs: { ...inputs(completeOne), 'github-token': 'ghs_token-for-the-test' }
    })
    expect(main.outputs).toMatchObject({ status: 'completed', pushed: 'true' })
    const basic = Buffer.from('x-access-token:ghs_token-for-the-test').toString('base64')
    expect(readFileSync(pushEnv, 'utf8')).toContain(`=AUTHORIZATION: basic ${basic}\n`)
    expect(readFileSync(path.join(work, '.git', 'config'), 'utf8')).not.toContain('extraheader')
  })

  it('the post step puts the header back when the main step was killed', async () => {
    const { work, aside } = await remoteAndClone()
    await git(work, 'config', HEADER_KEY, HEADER)
    const files = await stepFiles()
    const agent = `echo $$ > ${aside}/agent; echo started; sleep 30`
    const main = await runBundle('main', {
      cwd: work,
      inputs: inputs(agent),
      files,
      onStart: signalWhen('SIGKILL')
    })
    expect(main.signal).toBe('SIGKILL')
    try {
      expect(readFileSync(path.join(work, '.git', 'config'), 'utf8')).not.toContain('extraheader')
      // The action's state file is readable by the agent: it holds a digest, never the header.
      expect(readFileSync(files.state, 'utf8')).not.toMatch(/eC1hY2Nlc3Mt|secret-token|AUTHORIZATION/)
      // A post step without the token that made the header cannot make it again: it says so.
      const blind = await runBundle('post', { cwd: work, inputs: { 'github-token': 'another' }, files })
      expect(blind.code).toBe(0)
      expect(blind.stdout).toContain(`${HEADER_KEY} was not made from github-token`)
      expect(readFileSync(path.join(work, '.git', 'config'), 'utf8')).not.toContain('extraheader')
      // The runner passes the post step the same inputs as the main step: github-token makes it again.
      const post = await runBundle('post', { cwd: work, inputs: { 'github-token': 'secret-token' }, files })
      expect(post.code).toBe(0)
      expect((await git(work, 'config', '--get-all', HEADER_KEY)).trim()).toBe(HEADER)
    } finally {
      process.kill(-Number(readFileSync(path.join(aside, 'agent'), 'utf8')), 'SIGKILL')
    }
  })
})

describe('nothing outlives the main step to change what the post step pushes (SPEC §10)', () => {
  const DAEMON = path.join(AGENTS, 'outlive.sh')
  // Starts the daemon, waits until it wrote its pid, leaves work in flight, then waits for the signal.
  const agent = (launch: string, dir: string) =>
    `${launch} ${DAEMON} $PPID ${dir} & while [ ! -s ${dir}/daemon ]; do sleep 0.05; done; echo half > partial.txt; echo started; sleep 30`

  it('the sweep kills a setsid daemon that kept the run marker before the main step ends', async () => {
    const { remote, work, aside } = await remoteAndClone()
    const files = await stepFiles()
    const main = await runBundle('main', {
      cwd: work,
      inputs: inputs(agent('setsid', aside)),
      files,
      onStart: signalWhen('SIGINT')
    })
    expect(main.outputs).toMatchObject({ status: 'interrupted', commits: '1' })
    expect(alive(Number(readFileSync(path.join(aside, 'daemon'), 'utf8')))).toBe(false)
    const post = await runBundle('post', { cwd: work, inputs: {}, files })
    expect(post.stdout).toContain("pushed the interrupted loop's commits to ralph/nightly")
    expect((await git(remote, 'log', '--format=%s', 'ralph/nightly')).split('\n')[0]).toBe(
      'ralph: WIP t1 (interrupted)'
    )
    expect(existsSync(path.join(aside, 'done'))).toBe(false)
  })

  it('a daemon that dropped the marker (env -i setsid) commits after the main step: the post step pushes none of it', async () => {
    const { remote, work, aside } = await remoteAndClone()
    const files = await stepFiles()
    const launch = 'env -i PATH="$PATH" HOME="$HOME" setsid'
    const main = await runBundle('main', {
      cwd: work,
      inputs: inputs(agent(launch, aside)),
      files,
      onStart: signalWhen('SIGINT')
    })
    expect(main.outputs).toMatchObject({ status: 'interrupted', commits: '1' })
    const left = main.state['ralph-head-sha']
    await until(path.join(aside, 'done'))
    const post = await runBundle('post', { cwd: work, inputs: {}, files })
    expect(post.code).toBe(0)
    expect(post.stdout).toMatch(/HEAD moved from \w+ to \w+ and .ralph\/checkpoint.json was rewritten/)
    expect(post.stdout).toContain('pushes, mirrors and saves nothing')
    const rescue = 'refs/ralph/rescue/ralph-nightly-loop-main/post-1001-1'
    expect(post.stdout).toContain(rescue)
    expect(await git(remote, 'branch', '--list', 'ralph/nightly')).toBe('')
    expect(await git(remote, 'for-each-ref', STATE_REF)).toBe('')
    expect((await git(remote, 'rev-parse', rescue)).trim()).toBe(left)
    expect((await git(remote, 'log', '--format=%s', '-1', rescue)).trim()).toBe('ralph: WIP t1 (interrupted)')
  })
})

describe('the rescue ref (SPEC §10)', () => {
  it('keeps a commit of the loop that the agent reset away, names it, and counts only what the branch holds', async () => {
    const { remote, work } = await remoteAndClone()
    const agent = `if [ "$RALPH_ITERATION" = 2 ]; then git reset -q --hard HEAD~1; fi; ${completeOne}`
    const main = await runBundle('main', { cwd: work, inputs: inputs(agent) })
    expect(main.outputs.status).toBe('completed')
    const rescue = 'refs/ralph/rescue/ralph-nightly-loop-main/2'
    expect(main.stdout).toContain(`kept on ${rescue} on origin`)
    expect((await git(remote, 'log', '--format=%s', '-1', rescue)).trim()).toBe(
      'ralph: t1 progress (iteration 1)'
    )
    const held = (await git(remote, 'log', '--format=%s', 'ralph/nightly'))
      .split('\n')
      .filter(line => line.startsWith('ralph: '))
    expect(main.outputs.commits).toBe(String(held.length))
    expect(held).not.toContain('ralph: t1 progress (iteration 1)')
  })
})
