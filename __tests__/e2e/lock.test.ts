import { afterAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'
import { runBundle, type BundleRun } from '../../__fixtures__/bundle.js'
import { jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

const ARGS = ['--tasks', 'plan.json', '--agent', 'command']

async function workspace() {
  const dir = await makeTempDir('ralph-lock-')
  await writeFile(path.join(dir, 'plan.json'), jsonPlan(1))
  await makeGitRepo(dir)
  return dir
}

describe('one loop per state dir (SPEC §8)', () => {
  it('a second loop on the same state dir is refused at once, naming the holder; the first completes unharmed', async () => {
    const dir = await workspace()
    // The first loop's agent holds until the second loop has ended: the second is refused while the
    // first still runs, on any machine's speed. \`release\` is outside the workspace (no tree change).
    const release = path.join(await makeTempDir('ralph-lock-release-'), 'release')
    const agent = `echo started; while [ ! -e '${release}' ]; do sleep 0.05; done; node -e "const f='plan.json',p=JSON.parse(require('fs').readFileSync(f));p.subtasks[0].done=true;require('fs').writeFileSync(f,JSON.stringify(p))"`
    let second: BundleRun | undefined
    let started: Promise<void> | undefined
    const first = await runBundle('cli', {
      cwd: dir,
      args: [...ARGS, '--agent-command', agent],
      onStart: (_pid, output) => {
        started = new Promise(resolve => {
          const timer = setInterval(() => {
            if (!output().includes('started')) return
            clearInterval(timer)
            void runBundle('cli', {
              cwd: dir,
              args: [...ARGS, '--agent-command', 'echo "the second agent ran"']
            }).then(async run => {
              second = run
              await writeFile(release, '')
              resolve()
            })
          }, 20)
        })
      }
    })
    await started
    expect(first.code).toBe(0)
    expect(first.stdout).toContain('status=completed')
    expect(second?.code).toBe(2)
    expect(second?.stdout).not.toContain('the second agent ran')
    expect(second?.stderr).toMatch(
      new RegExp(`Another loop is running on state-dir \\.ralph \\(pid \\d+ on ${hostname()}, since `)
    )
    // The first loop's report is its own, and its lock is gone.
    expect(existsSync(path.join(dir, '.ralph', 'lock'))).toBe(false)
  })

  it('a lock that is a FIFO ends the loop at once with a message naming it, never a hang', async () => {
    const dir = await workspace()
    await mkdir(path.join(dir, '.ralph'), { recursive: true })
    expect(spawnSync('mkfifo', [path.join(dir, '.ralph', 'lock')]).status).toBe(0)
    let guard: NodeJS.Timeout | undefined
    const run = await runBundle('cli', {
      cwd: dir,
      args: [...ARGS, '--agent-command', 'echo "I ran"'],
      // A loop hung on the FIFO (SIGINT does not free it) fails the test instead of timing it out.
      onStart: pid => (guard = setTimeout(() => process.kill(pid, 'SIGKILL'), 30_000))
    })
    clearTimeout(guard)
    // Not killed by the guard: the loop ended by itself (how fast is the machine's, not the test's).
    expect(run.signal).toBeNull()
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`${path.join('.ralph', 'lock')} is a FIFO (named pipe), not a regular file`)
    expect(run.stdout).not.toContain('I ran')
  })

  it('a lock left by a killed loop is taken over with a warning', async () => {
    const dir = await workspace()
    // A pid that existed and is gone now.
    const gone = spawnSync('true').pid
    await mkdir(path.join(dir, '.ralph'), { recursive: true })
    await writeFile(
      path.join(dir, '.ralph', 'lock'),
      JSON.stringify({ pid: gone, host: hostname(), since: '2026-01-01T00:00:00.000Z' })
    )
    const run = await runBundle('cli', {
      cwd: dir,
      args: [...ARGS, '--agent-command', 'echo "I ran"', '--max-attempts', '1']
    })
    expect(run.stdout).toContain('I ran')
    expect(run.stderr).toContain(
      `Took over the lock of a loop that is gone (pid ${gone} on ${hostname()}, since 2026-01-01T00:00:00.000Z)`
    )
    expect(existsSync(path.join(dir, '.ralph', 'lock'))).toBe(false)
  })
})
