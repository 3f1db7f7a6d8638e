import { afterAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, git, makeTempDir, originWith } from '../../__fixtures__/temp.js'

// A full state disk needs a small file system of its own: a 64 KB tmpfs on the state dir, where this
// machine lets us mount one (root, or a container that allows it).
const { remote, work } = await originWith({ 'plan.json': jsonPlan(3) }, 'ralph-disk-')
const stateDir = path.join(work, '.ralph')
const mounted = await (async () => {
  await mkdir(stateDir, { recursive: true })
  const result = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', stateDir])
  if (result.status === 0) return true
  console.log(`skipping the full state disk: cannot mount a tmpfs here (${result.stderr.toString().trim()})`)
  return false
})()
afterAll(async () => {
  if (mounted) spawnSync('umount', [stateDir])
  await cleanup()
})

describe('a checkpoint that cannot be written (SPEC §8)', () => {
  const itMounted = mounted ? it : it.skip
  itMounted(
    'stops the run at once, naming the file; the next run numbers its iterations after the commits',
    async () => {
      const calls = path.join(await makeTempDir('ralph-disk-calls-'), 'calls')
      // Task t2's agent fills the state disk but for one page: the summary still fits, the checkpoint does not.
      const fill =
        'head -c 4096 /dev/zero > .ralph/gap && (head -c 1000000 /dev/zero > .ralph/fill 2>/dev/null; true) && rm .ralph/gap'
      const agent = `node ${AGENTS}/complete-one.mjs plan.json && if [ "$RALPH_TASK_ID" = t2 ]; then ${fill}; fi`
      const inputs = {
        tasks: 'plan.json',
        agent: 'command',
        'agent-command': agent,
        checkpoint: 'file',
        commit: 'task',
        push: 'true'
      }
      const first = await runBundle('main', { cwd: work, inputs, env: { CALLS_FILE: calls } })
      expect(first.outputs).toMatchObject({ status: 'aborted', 'halt-reason': 'error', iterations: '2' })
      expect(first.stdout).toMatch(/::error[^\n]*checkpoint\.json[^\n]*(ENOSPC|no space left)/)
      // No iteration ran that could not be recorded.
      expect((await readFile(calls, 'utf8')).trim().split('\n')).toEqual(['t1', 't2'])

      await rm(path.join(stateDir, 'fill'))
      const second = await runBundle('main', { cwd: work, inputs, env: { CALLS_FILE: calls } })
      expect(second.outputs).toMatchObject({ status: 'completed', resumed: 'true', 'total-iterations': '3' })
      // The checkpoint said iteration 2 was next; the commits say it ran: the next one is 3.
      expect((await git(remote, 'log', '--format=%s', 'ralph/nightly')).trim().split('\n')).toEqual([
        'ralph: t3 progress (iteration 3)',
        'ralph: t2 progress (iteration 2)',
        'ralph: t1 progress (iteration 1)',
        'initial'
      ])
    }
  )
})
