import { describe, expect, it } from '@jest/globals'
import { newLoopState } from '../../../src/domain/state.js'
import { LoopContext } from '../../../src/loop/context.js'

/**
 * Every write to the loop's state outside `LoopContext.apply` (SPEC §5, §8: one place decides what the
 * checkpoint says). `npm run typecheck` compiles this file: each line must be an error, or
 * `@ts-expect-error` fails the check. Never called: the writes are the compiler's to refuse.
 */
export function strayWrites(loop: LoopContext): void {
  // @ts-expect-error the state is replaced through apply() only
  loop.state = newLoopState()
  // @ts-expect-error a field
  loop.state.iteration = 2
  // @ts-expect-error a field of a nested object
  loop.state.consecutive.count = 0
  // @ts-expect-error the totals
  loop.state.totals.iterations += 1
  // @ts-expect-error an attempt
  loop.state.attempts.t1 = 3
  // @ts-expect-error an attempt removed
  delete loop.state.attempts.t1
  // @ts-expect-error a list
  loop.state.issuesNoted[0] = '#1 done'
  // @ts-expect-error a record of the history
  loop.state.history[0].tasks_done[0] = 't1'
  const { question, loopStart } = loop.state
  // @ts-expect-error the question's comment
  if (question) question.comment = undefined
  // @ts-expect-error the paths left out at the loop's start
  if (loopStart?.leftOut) loopStart.leftOut[0] = 'notes.md'
  // @ts-expect-error the one writer itself stays private
  loop.current = newLoopState()
}

describe('the loop state has one writer (SPEC §5, §8)', () => {
  it('the context has no setter for it: an assignment throws, even one the compiler was told to allow', () => {
    const loop = Object.create(LoopContext.prototype) as { state: unknown }
    expect(() => {
      loop.state = newLoopState()
    }).toThrow(TypeError)
  })
})
