import { afterAll, afterEach, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle, stepFiles } from '../../__fixtures__/bundle.js'
import {
  alive,
  childrenOf,
  gone,
  CREDENTIAL,
  homeWithCredentials,
  hostileAgent,
  processesWith,
  seenBy
} from '../../__fixtures__/hostile-agent.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { isGone } from '../../__fixtures__/process/pids.js'
import { listenLoopback, type Loopback } from '../../__fixtures__/loopback.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

const REAL_KEY = 'sk-ant-real-key-0123456789'
const NPM = 'npm-token-0123456789'
const RUNNER_SECRET = 'runner-secret-0123456789'
const servers: Loopback[] = []
const marks: string[] = []
const bridgePids: number[] = []

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
  // A failing case may leave its agent's processes: never the next case's concern (a setsid one leads
  // its own group, with its sleep in it).
  for (const pid of marks.splice(0).flatMap(processesWith)) {
    for (const target of [-pid, pid]) {
      try {
        process.kill(target, 'SIGKILL')
      } catch {
        // not a group leader, or gone
      }
    }
  }
  for (const pid of bridgePids.splice(0).filter(pid => !isGone(pid))) process.kill(pid, 'SIGKILL')
})
afterAll(cleanup)

/** A loopback server that counts the paths it was asked for. */
async function server(): Promise<{ port: number; asked: string[] }> {
  const asked: string[] = []
  const loopback = await listenLoopback((request, _body, response) => {
    asked.push(request.url ?? '')
    response.end('reached')
  })
  servers.push(loopback)
  return { port: Number(new URL(loopback.url).port), asked }
}

async function workspace(tasks: number): Promise<string> {
  const dir = await makeTempDir('ralph-sandbox-')
  await writeFile(path.join(dir, 'plan.json'), jsonPlan(tasks))
  await makeGitRepo(dir)
  return dir
}

// RALPH_TEST_SANDBOX=off runs the same cases unsandboxed: each guarantee below must then fail (all but the
// allowlisted host, and the leftover processes of a finished run, which the sweep of SPEC §4 kills too).
const SANDBOX = process.env.RALPH_TEST_SANDBOX ?? 'on'

describe(`a hostile agent in the sandbox (SPEC §4a), through the bundle (sandbox: ${SANDBOX})`, () => {
  it('cannot reach files, processes, secrets or hosts off its allowlist, nor leave a process behind; reaches an allowed host', async () => {
    const dir = await workspace(2)
    const [refused, allowed] = [await server(), await server()]
    const files = await stepFiles()
    const runnerTemp = await makeTempDir('ralph-runner-temp-')
    await writeFile(path.join(runnerTemp, 'runner.txt'), RUNNER_SECRET)
    const targets = {
      outside: await makeTempDir('ralph-outside-'),
      home: await homeWithCredentials(),
      pidFile: path.join(await makeTempDir('ralph-pid-'), 'loop.pid'),
      runnerTemp,
      files,
      refusedPort: refused.port,
      allowedPort: allowed.port,
      mark: `ralph-hostile-${process.pid}-${Date.now()}`
    }
    marks.push(targets.mark)
    let loopPid = 0
    const run = await runBundle('main', {
      cwd: dir,
      files,
      inputs: {
        tasks: 'plan.json',
        agent: 'command',
        'agent-command': await hostileAgent(targets),
        checkpoint: 'file',
        sandbox: SANDBOX,
        'allow-hosts': `127.0.0.1:${allowed.port}`
      },
      env: { HOME: targets.home, RUNNER_TEMP: runnerTemp, ANTHROPIC_API_KEY: REAL_KEY, NPM_TOKEN: NPM },
      onStart: pid => {
        loopPid = pid
        writeFileSync(targets.pidFile, String(pid))
      }
    })
    expect(run.outputs).toMatchObject({ status: 'completed', 'tasks-done': '2' })
    const pids = seenBy(dir, 'proc').trim().split('\n').map(Number)
    const stepDir = path.dirname(files.output)
    // One line a guarantee, all checked together: a failure names each one that did not hold.
    const held = {
      sandboxed: run.outputs.sandboxed === 'true',
      'no write outside the workspace': !existsSync(path.join(targets.outside, 'pwned')),
      "no read of the home's credentials": !seenBy(dir, 'home').includes(CREDENTIAL),
      "no read of the loop's /proc environ": !seenBy(dir, 'environ').includes(REAL_KEY),
      // A namespace of its own numbers its processes from 1: only the agent's few, never the loop's.
      "its own PID namespace (/proc without the loop's pid)":
        !pids.includes(loopPid) && !pids.includes(process.pid) && Math.max(...pids) < 1000,
      'no read of RUNNER_TEMP': !seenBy(dir, 'runner-temp').includes(RUNNER_SECRET),
      "no listing of the file commands' folder": !/output|state|summary/.test(seenBy(dir, 'step-dir')),
      'no write to GITHUB_OUTPUT': !Object.keys(run.outputs).includes('pwned'),
      'no write to GITHUB_STATE': !(await readFile(files.state, 'utf8')).includes('pwned'),
      'no write to GITHUB_STEP_SUMMARY': !run.summary.includes('pwned'),
      "no write into the file commands' folder": !existsSync(path.join(stepDir, 'pwned')),
      'a dummy ANTHROPIC_API_KEY': !['', REAL_KEY].includes(seenBy(dir, 'anthropic-key')),
      'no NPM_TOKEN': seenBy(dir, 'npm-token') === 'absent',
      'no write to .git/config': !readFileSync(path.join(dir, '.git', 'config'), 'utf8').includes('pwned'),
      'no write to .git/hooks/': !existsSync(path.join(dir, '.git', 'hooks', 'post-commit')),
      'no write to the state dir': !existsSync(path.join(dir, '.ralph', 'pwned')),
      'the port off the allowlist not reached': refused.asked.length === 0,
      'the refused port in blocked-hosts': (run.outputs['blocked-hosts'] ?? '').includes(
        `"127.0.0.1:${refused.port}"`
      ),
      'the refused port in the job summary': run.summary.includes(`127.0.0.1:${refused.port}`),
      "the refused port in its iteration's summary": readFileSync(
        path.join(dir, '.ralph', 'iteration_1_summary.md'),
        'utf8'
      ).includes(`127.0.0.1:${refused.port}`),
      'the refused port in the next prompt': seenBy(dir, 'prompt-2').includes(`127.0.0.1:${refused.port}`),
      'the allowlisted port reached':
        allowed.asked.join() === '/allowed' && seenBy(dir, 'allowed') === 'reached',
      'no process left behind': (await gone(targets.mark)).length === 0
    }
    expect(held).toEqual(Object.fromEntries(Object.keys(held).map(name => [name, true])))
  })

  it('passes in a secret that agent-secrets names', async () => {
    const dir = await workspace(1)
    const agent = `mkdir -p seen && printf %s "$NPM_TOKEN" > seen/npm-token && node ${AGENTS}/complete-one.mjs plan.json`
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        agent: 'command',
        'agent-command': agent,
        checkpoint: 'file',
        sandbox: SANDBOX,
        'agent-secrets': 'NPM_TOKEN'
      },
      env: { NPM_TOKEN: NPM }
    })
    expect(run.outputs).toMatchObject({ status: 'completed', sandboxed: 'true' })
    expect(seenBy(dir, 'npm-token')).toBe(NPM)
  })

  it("takes its agent with it when the loop is killed with SIGKILL: bubblewrap is the loop's own child", async () => {
    const dir = await workspace(1)
    const mark = `ralph-lifetime-${process.pid}-${Date.now()}`
    marks.push(mark)
    const leave = `bash -c 'sleep 300; : ${mark}'`
    const agent = `setsid ${leave} >/dev/null 2>&1 </dev/null & echo agent-up; exec ${leave}`
    let parents: number[] = []
    let bridges: number[] = []
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        agent: 'command',
        'agent-command': agent,
        checkpoint: 'file',
        sandbox: SANDBOX
      },
      onStart: (pid, output) => {
        const timer = setInterval(() => {
          if (!output().includes('agent-up') || processesWith(mark).length < 2) return
          clearInterval(timer)
          parents = childrenOf('bwrap', pid)
          // The sandbox runtime's network bridges run beside the loop: they must die with it too.
          bridges = childrenOf('socat', pid)
          bridgePids.push(...bridges)
          process.kill(pid, 'SIGKILL')
        }, 20)
      }
    })
    expect(run.signal).toBe('SIGKILL')
    expect({
      'bwrap a child of the loop': parents.length,
      'left behind': await gone(mark),
      'bridges left behind': await alive(bridges)
    }).toEqual({
      'bwrap a child of the loop': 1,
      'left behind': [],
      'bridges left behind': []
    })
  })
})
