import { describe, expect, it } from '@jest/globals'
import { completesTask, plan, runFakeLoop } from '../../../__fixtures__/fakes/fake-loop.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'

describe('only the checkpoint is fsynced', () => {
  it('writes the prompt and the summaries without fsync, the checkpoint with it', async () => {
    const workspace = new MemoryWorkspace('/ws', { 'plan.json': plan(3) })
    const { result } = await runFakeLoop({ tasks: 'plan.json' }, completesTask(), { workspace })
    expect(result.status).toBe('completed')
    const checkpoints = workspace.writes.filter(path => path === '.ralph/checkpoint.json')
    expect(checkpoints.length).toBeGreaterThanOrEqual(3)
    expect(workspace.lightWrites).not.toContain('.ralph/checkpoint.json')
    expect(workspace.lightWrites).toEqual(
      expect.arrayContaining([
        '.ralph/prompt.md',
        '.ralph/iteration_1_summary.md',
        '.ralph/iteration_3_summary.md'
      ])
    )
  })
})
