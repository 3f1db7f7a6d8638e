import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { fromCheckpoint, toCheckpoint } from '../../../src/checkpoint/convert.js'
import { CheckpointError } from '../../../src/checkpoint/checkpoint-error.js'
import { serializeCheckpoint } from '../../../src/checkpoint/file.js'
import { parseCheckpoint } from '../../../src/checkpoint/validate.js'
import { idCounts, newLoopState } from '../../../src/domain/state.js'
import { iterationFacts } from '../../../__fixtures__/facts.js'
import { advance } from '../../../src/loop/steps/advance.js'
import { parsePlan } from '../../../src/tasks/checkbox-patch.js'

const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../__fixtures__/checkpoints'
)
const ctx = { file: '.ralph/checkpoint.json', stateDir: '.ralph' }
const RUNS = { numRuns: 200, seed: 20261123 }

/** The names an object answers without being told: the ids most likely to confuse a plain object. */
const MEMBERS = Object.getOwnPropertyNames(Object.prototype)
/** Ids as a task file may hold them: any one-line text up to 1024 characters, the members and lookalikes. */
const ids = fc
  .oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1024 }),
    fc.constantFrom(
      ...MEMBERS,
      ' __proto__',
      '__proto__ ',
      'constructor\u200b',
      'ｃｏｎｓｔｒｕｃｔｏｒ',
      '__PROTO__'
    )
  )
  .filter(id => !/\p{Cc}/u.test(id) && id.length <= 1024 && id !== 'verify' && id !== 'plan')
const idLists = fc.uniqueArray(ids, { minLength: 1, maxLength: 12 })

describe('any id survives both sources, the counters and a checkpoint (SPEC §1, §8)', () => {
  it('a JSON plan keeps every id as it is, in order', () => {
    fc.assert(
      fc.property(idLists, list => {
        const tasks = parsePlan(
          'json',
          JSON.stringify({ tasks: list.map(id => ({ id, title: id })) }),
          'plan.json'
        ).tasks
        expect(tasks.map(task => task.id)).toEqual(list)
      }),
      RUNS
    )
  })

  it('a markdown checklist gives unique one-line ids, the same on every read', () => {
    const texts = fc.uniqueArray(
      ids.filter(text => !/[\r\n\u2028\u2029]/.test(text)),
      { minLength: 1, maxLength: 12 }
    )
    fc.assert(
      fc.property(texts, list => {
        const text = list.map(item => `- [ ] ${item}`).join('\n')
        const first = parsePlan('markdown', text, 'PLAN.md').tasks.map(task => task.id)
        expect(new Set(first).size).toBe(first.length)
        expect(parsePlan('markdown', text, 'PLAN.md').tasks.map(task => task.id)).toEqual(first)
      }),
      RUNS
    )
  })

  it('attempt counters count each id on its own, and a checkpoint gives them back whole', () => {
    fc.assert(
      fc.property(idLists, fc.array(fc.nat({ max: 9 }), { minLength: 12, maxLength: 12 }), (list, counts) => {
        const attempts = idCounts(list.map((id, i) => [id, counts[i] ?? 0] as const))
        for (const [i, id] of list.entries()) expect(attempts[id]).toBe(counts[i])
        // One counted iteration on the first id: the counters of open tasks stay, in their own entries.
        const state = advance(
          { ...newLoopState(), iteration: 2, attempts, lastWorkRemaining: list },
          iterationFacts({
            n: 2,
            task: list[0],
            attempt: counts[0] ?? 0,
            sizeBefore: list.length,
            sizeAfter: list.length,
            treeChanged: true,
            workAfter: list
          })
        ).state
        const checkpoint = toCheckpoint(state, {
          status: 'halted',
          haltReason: 'run_slice',
          planPath: 'plan.json',
          sourceFingerprint: 'f',
          maxIterations: 20,
          contextEstimate: 0,
          workRemaining: list,
          run: { id: '1', attempt: '1', shard: null },
          headSha: null,
          branch: null,
          pushed: true,
          now: new Date(0)
        })
        const back = fromCheckpoint(parseCheckpoint(serializeCheckpoint(checkpoint), ctx))
        expect(Object.entries(back.attempts)).toEqual(Object.entries(state.attempts))
        expect(back.lastWorkRemaining).toEqual(list)
        for (const id of MEMBERS) if (!list.includes(id)) expect(back.attempts[id]).toBeUndefined()
      }),
      RUNS
    )
  })
})

describe('any checkpoint file either validates or is refused naming the field (SPEC §8)', () => {
  const valid = JSON.parse(readFileSync(path.join(FIXTURES, 'valid.json'), 'utf8')) as Record<string, unknown>

  const judged = (text: string) => {
    try {
      parseCheckpoint(text, ctx)
      return 'valid'
    } catch (error) {
      // Anything but a CheckpointError (a TypeError from a shape the code did not expect) fails here.
      if (!(error instanceof CheckpointError)) throw error
      expect(error.message).toContain(`Checkpoint ${ctx.file} is invalid`)
      expect(error.message).toMatch(/is invalid: (?:field '.+'|'\(file\)') /)
      return 'refused'
    }
  }

  it('arbitrary JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), value => void judged(JSON.stringify(value))),
      RUNS
    )
  })

  it('the valid checkpoint with one field replaced by anything', () => {
    const field = fc.constantFrom(...Object.keys(valid))
    fc.assert(
      fc.property(
        field,
        fc.jsonValue(),
        (name, value) => void judged(JSON.stringify({ ...valid, [name]: value }))
      ),
      RUNS
    )
  })

  it('the valid checkpoint with extra, odd attempts', () => {
    const extra = fc.dictionary(fc.oneof(ids, fc.constantFrom(...MEMBERS)), fc.jsonValue(), { maxKeys: 5 })
    fc.assert(
      fc.property(extra, attempts => {
        const text = JSON.stringify({ ...valid, attempts })
        expect(['valid', 'refused']).toContain(judged(text))
      }),
      RUNS
    )
  })

  it('arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), text => void judged(text)),
      RUNS
    )
  })
})
