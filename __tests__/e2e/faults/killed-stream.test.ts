import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { chmod, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../../__fixtures__/bundle.js'
import { PLAN } from '../../../__fixtures__/preset-models.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'
import { TrialMark } from '../../../__fixtures__/trial-mark.js'

afterAll(cleanup)

const SECRET = 'dtok-killed-stream-4242'
const said = (words: string) =>
  JSON.stringify({ type: 'assistant', message: { content: [{ type: 'text', text: words }] } })
/** What the stand-in claude prints before it waits for the kill: stream-json, a secret among it. */
const PRINTED = [
  JSON.stringify({ type: 'system', subtype: 'init', session_id: 'killed', model: 'fake' }),
  said(`Reading the plan; the token is ${SECRET}.`),
  said('Still working when the kill came.')
]

describe('a run SIGKILLed inside an iteration (the OOM killer, a cancel past its grace)', () => {
  it('leaves iteration_1.jsonl with every line the agent had printed, masked', async () => {
    const dir = await makeTempDir('ralph-killed-stream-')
    await writeFile(path.join(dir, 'plan.md'), PLAN)
    await makeGitRepo(dir)
    const bin = await makeTempDir('ralph-killed-stream-bin-')
    const printed = path.join(bin, 'printed.jsonl')
    await writeFile(printed, PRINTED.map(line => `${line}\n`).join(''))
    const claude = path.join(bin, 'claude')
    await writeFile(claude, `#!/bin/sh\ncat '${printed}'\nexec sleep 60\n`)
    await chmod(claude, 0o755)
    // The agent the kill orphans carries the mark, and goes with the test.
    const mark = new TrialMark()
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.md',
        agent: 'claude',
        'agent-binary': claude,
        'agent-args': '',
        checkpoint: 'file'
      },
      env: { ...mark.env, DEPLOY_TOKEN: SECRET },
      // Killed once the loop has shown the agent's last line: a point the loop reaches, never a time.
      onStart: (pid, output) => {
        const timer = setInterval(() => {
          if (!output().includes('Claude: Still working when the kill came.')) return
          clearInterval(timer)
          process.kill(pid, 'SIGKILL')
        }, 2)
      }
    })
    mark.kill()
    expect(run.signal).toBe('SIGKILL')
    const file = path.join(dir, '.ralph', 'iteration_1.jsonl')
    expect(existsSync(file)).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(PRINTED.map(line => `${line.replace(SECRET, '***')}\n`).join(''))
  }, 60_000)
})
