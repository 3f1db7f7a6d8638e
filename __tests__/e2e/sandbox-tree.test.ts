import { afterAll, describe, expect, it } from '@jest/globals'
import { readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

describe('the sandbox leaves the tree as the agent left it (SPEC §4a, §5)', () => {
  it('an idle agent in the sandbox changes nothing: no mount-point files (.bashrc, .gitconfig…) are seen or left', async () => {
    const dir = await makeTempDir('ralph-e2e-sandbox-tree-')
    await writeFile(path.join(dir, 'plan.json'), jsonPlan(1))
    await makeGitRepo(dir)
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        agent: 'command',
        'agent-command': 'true',
        checkpoint: 'file',
        commit: 'none',
        sandbox: 'on',
        'max-iterations': '2'
      }
    })
    expect(run.outputs).toMatchObject({ sandboxed: 'true', iterations: '2' })
    // Before the fix the first iteration saw the placeholders bubblewrap mounts (partial, tree changed).
    expect(run.stdout).toContain('Iteration 1: failed, 1 remaining, tree unchanged')
    expect(run.stdout).toContain('Iteration 2: failed, 1 remaining, tree unchanged')
    expect((await readdir(dir)).sort()).toEqual(['.git', '.ralph', 'plan.json'])
  }, 60_000)
})
