import { afterAll, describe, expect, it } from '@jest/globals'
import { runBundle } from '../../__fixtures__/bundle.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

// Iteration 1 says the promise and then fails as the case says; iteration 2 says it and exits 0.
const PROMISE = 'echo "<promise>COMPLETE</promise>"'

describe('plan mode: the promise counts only from an agent run that ended cleanly (SPEC §7)', () => {
  it.each([
    ['timed out', `${PROMISE}; sleep 30`, 'it timed out'],
    ['exited 1', `${PROMISE}; exit 1`, 'it exited with code 1']
  ])(
    'a promise from a run that %s: the loop goes on, and completes on the next clean one',
    async (_, failing, why) => {
      const dir = await makeTempDir('ralph-plan-promise-')
      await makeGitRepo(dir)
      const run = await runBundle('main', {
        cwd: dir,
        inputs: {
          mode: 'plan',
          agent: 'command',
          'agent-command': `if [ "$RALPH_ITERATION" = 1 ]; then ${failing}; fi; ${PROMISE}`,
          // 3 s: the sleep of the first case outlasts it, an echo does not.
          'iteration-timeout': '0.05',
          'max-attempts': '3',
          commit: 'none'
        }
      })
      expect(run.stdout).toContain(
        `The agent said <promise>COMPLETE</promise> in iteration 1, but ${why}: the promise is ignored and the loop goes on.`
      )
      expect(run.outputs).toMatchObject({ status: 'completed', iterations: '2' })
    },
    60_000
  )
})
