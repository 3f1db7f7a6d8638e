import { describe, expect, it } from '@jest/globals'
import { completesTask, plan, runFakeLoop } from '../../../__fixtures__/fakes/fake-loop.js'
import { FakeGit } from '../../../__fixtures__/fakes/fake-git.js'
import { MemoryMirror } from '../../../__fixtures__/fakes/fake-mirror.js'
import { MemoryStore } from '../../../__fixtures__/fakes/memory-store.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'

const ACTIONS = {
  GITHUB_ACTIONS: 'true',
  GITHUB_WORKFLOW: 'nightly',
  GITHUB_REPOSITORY: 'o/r',
  GITHUB_RUN_ID: '77'
}

/** A workspace, a mirror and a git shared by the nights, and a cache that is down: no cache service. */
function nights(count = 3) {
  const workspace = new MemoryWorkspace('/ws', { 'plan.json': plan(count) })
  const store = new MemoryStore(workspace)
  store.down = true
  const parts = { workspace, store, mirror: new MemoryMirror(), git: new FakeGit(), env: ACTIONS }
  // A new runner: the state dir of the night before is gone.
  const newRunner = () => {
    for (const file of [...workspace.files.keys()])
      if (file.startsWith('.ralph/')) workspace.files.delete(file)
  }
  return { parts, newRunner, workspace }
}

describe('without a cache service, each message says what happened', () => {
  it('a night that halts on its run slice: no checkpoint-key, the mirror named, no warning for the plan', async () => {
    const { parts } = nights()
    const run = await runFakeLoop({ tasks: 'plan.json', 'iterations-per-run': '1' }, completesTask(), parts)
    expect(run.result).toMatchObject({ status: 'halted', haltReason: 'run_slice', pushed: true })
    // Nothing was saved under a key, so no key is given out.
    expect(run.result.checkpointKey).toBe('')
    const warnings = run.log.warnings.join('\n')
    expect(warnings).toContain(
      'Could not save the checkpoint to the cache: the cache is down. The next run resumes from the state mirrored in git.'
    )
    expect(warnings).not.toContain('starts from its own state')
    expect(run.log.lines).toContain('Mirrored the checkpoint to refs/ralph/state/test on origin.')
    // A configured run slice is the plan: said as information, without an annotation.
    expect(warnings).not.toMatch(/iterations-per-run|run slice/i)
    expect(run.log.lines.join('\n')).toMatch(/resumes from the checkpoint/)
  })

  it('without a push, says that nothing outlives the runner', async () => {
    const { parts } = nights()
    const run = await runFakeLoop(
      { tasks: 'plan.json', 'iterations-per-run': '1', push: 'false' },
      completesTask(),
      parts
    )
    expect(run.result).toMatchObject({ status: 'halted', pushed: false, checkpointKey: '' })
    expect(run.log.warnings.join('\n')).toContain('Nothing outlives this runner')
  })

  it('the next night resumes from the mirror, and the summary says so, not its own key', async () => {
    const { parts, newRunner } = nights()
    await runFakeLoop({ tasks: 'plan.json', 'iterations-per-run': '1' }, completesTask(), parts)
    newRunner()
    const run = await runFakeLoop({ tasks: 'plan.json', 'iterations-per-run': '1' }, completesTask(), parts)
    expect(run.result).toMatchObject({ resumed: true, checkpointKey: '' })
    expect(run.log.warnings.join('\n')).toContain(
      'Resuming from the state mirrored in git (refs/ralph/state/test'
    )
    expect(run.result.summary).toContain('resumed from `refs/ralph/state/test`')
  })

  it('a completed loop in the mirror starts a new loop, and says that instead of "Resuming"', async () => {
    const { parts, newRunner, workspace } = nights(1)
    const first = await runFakeLoop({ tasks: 'plan.json' }, completesTask(), parts)
    expect(first.result.status).toBe('completed')
    newRunner()
    workspace.files.set('plan.json', plan(2))
    const run = await runFakeLoop({ tasks: 'plan.json' }, completesTask(), parts)
    expect(run.result.resumed).toBe(false)
    expect(run.log.lines.join('\n')).not.toContain('Resuming from the state mirrored')
    expect(run.log.lines.join('\n')).toContain('A new loop starts')
  })
})
