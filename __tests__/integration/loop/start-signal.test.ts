import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { chmod, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { agentInputs, jsonPlan, runLoopIn } from '../../../__fixtures__/loop-harness.js'
import { cleanup, git, makeGitRepo, makeTempDir, originAndClone } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

describe('a signal during a start-up git call (SPEC §2, §9)', () => {
  it('ends interrupted/3, not aborted, when it comes during the fetch of the work branch', async () => {
    const seed = await makeTempDir('ralph-held-seed-')
    await writeFile(path.join(seed, 'plan.json'), jsonPlan(1))
    await makeGitRepo(seed)
    const { work } = await originAndClone(seed, 'ralph-held-')
    // origin's upload-pack says it started (through a FIFO), then holds the fetch until it is killed.
    const dir = await makeTempDir('ralph-held-pack-')
    const started = path.join(dir, 'started')
    execFileSync('mkfifo', [started])
    const pack = path.join(dir, 'upload-pack.sh')
    await writeFile(pack, `#!/bin/sh\necho started > '${started}'\nexec sleep 600\n`)
    await chmod(pack, 0o755)
    await git(work, 'config', 'remote.origin.uploadpack', pack)

    const controller = new AbortController()
    const run = runLoopIn(
      work,
      { tasks: 'plan.json', branch: 'ralph/work', ...agentInputs('true') },
      { signal: controller.signal }
    )
    await readFile(started)
    controller.abort({ name: 'SIGINT', at: Date.now() })
    const { result } = await run
    expect(result).toMatchObject({
      status: 'interrupted',
      haltReason: 'interrupted',
      exitCode: 3,
      iterations: 0
    })
  })
})
