import { afterAll, afterEach, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { jsonPlan } from '../../__fixtures__/loop-harness.js'
import { PidTracker } from '../../__fixtures__/process/pids.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

const tracker = new PidTracker()
afterEach(() => tracker.killAll())
afterAll(cleanup)

/** Whether a process of this pid still runs (a zombie no init reaped is gone: it runs nothing). */
function alive(pid: number): boolean {
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

describe('no two agents on one tree (SPEC §8)', () => {
  it("the run that takes over a SIGKILLed loop's lock first stops the agent that loop left running", async () => {
    const dir = await makeTempDir('ralph-orphan-')
    await writeFile(path.join(dir, 'plan.json'), jsonPlan(1))
    await makeGitRepo(dir)
    const notes = await makeTempDir('ralph-orphan-notes-')
    const pidFile = path.join(notes, 'agent.pid')
    // The first agent says where it is and waits; it would write late.txt into the tree much later.
    const slow = `echo $$ > '${pidFile}'; echo started; sleep 120; echo late > late.txt`
    const first = await runBundle('cli', {
      cwd: dir,
      args: ['--tasks', 'plan.json', '--agent', 'command', '--agent-command', slow],
      onStart: (pid, output) => {
        const timer = setInterval(() => {
          if (!output().includes('started')) return
          clearInterval(timer)
          process.kill(pid, 'SIGKILL')
        }, 20)
      }
    })
    expect(first.signal).toBe('SIGKILL')
    const orphan = Number(readFileSync(pidFile, 'utf8').trim())
    tracker.track(String(orphan))
    // Before the fix the orphan lived on beside the next run's agent.
    expect(alive(orphan)).toBe(true)
    const second = await runBundle('cli', {
      cwd: dir,
      args: [
        '--tasks',
        'plan.json',
        '--agent',
        'command',
        '--agent-command',
        `p=$(cat '${pidFile}'); [ -e /proc/$p ] && ! grep -q ') Z ' /proc/$p/stat && echo "TWO AGENTS"; node -e "const f='plan.json',p=JSON.parse(require('fs').readFileSync(f));p.subtasks[0].done=true;require('fs').writeFileSync(f,JSON.stringify(p))"`
      ]
    })
    expect(second.code).toBe(0)
    expect(second.stdout).not.toContain('TWO AGENTS')
    expect(second.stdout + second.stderr).toMatch(
      /Took over the lock of a loop that is gone \(pid \d+ on .*; stopped \d+ process\(es\) it left running/
    )
    expect(alive(orphan)).toBe(false)
    expect(existsSync(path.join(dir, 'late.txt'))).toBe(false)
  }, 60_000)
})
