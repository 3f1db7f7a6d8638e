import { afterAll, describe, expect, it } from '@jest/globals'
import { readdirSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

describe('a state dir swapped for a link mid-run is an error naming it (SPEC §10)', () => {
  it('an agent that replaces .ralph by a link to an outside folder: nothing is written there, the run stops aborted', async () => {
    const dir = await makeTempDir('ralph-state-link-')
    const outside = await makeTempDir('ralph-state-outside-')
    await writeFile(path.join(dir, 'plan.json'), jsonPlan(2))
    await makeGitRepo(dir)
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        checkpoint: 'file',
        agent: 'command',
        'agent-command': `node ${AGENTS}/complete-one.mjs plan.json && rm -rf .ralph && ln -s ${outside} .ralph`
      }
    })
    expect(readdirSync(outside)).toEqual([])
    expect(run.outputs).toMatchObject({ status: 'aborted', 'halt-reason': 'error' })
    expect(run.stdout).toContain(`.ralph is a symbolic link (to ${outside})`)
  })
})
