import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { parseMarkdownPlan } from '../../../src/tasks/markdown.js'
import { workOf } from '../../../src/tasks/remaining.js'

// Random markdown plans built from a model, and an oracle that reads the model, not the text: SPEC §3's
// promise that the loop never reaches `completed` while an unticked box that is not optional, not in
// code, a comment or a quote, and not covered by a mark higher up is left.

type Block =
  | { kind: 'heading'; level: number; form: number; complete: boolean; title: number }
  | { kind: 'boxes'; items: { depth: number; checked: boolean }[] }
  | { kind: 'summary'; of: number; checked: boolean }
  | { kind: 'hidden'; how: 'fence' | 'indented' | 'comment' | 'quote'; checked: boolean }
  | { kind: 'text' }

const PHASE_FORMS = [
  (n: number, t: string) => `Phase ${n}: ${t}`,
  (n: number, t: string) => `Phase ${n} - ${t}`,
  (n: number, t: string) => `Phase ${n} — ${t}`,
  (n: number, t: string) => `🤖 Phase ${n}: ${t}`,
  (n: number, t: string) => `**Phase ${n}: ${t}**`,
  (n: number, t: string) => `Phase ${n}.1: ${t} (INSERTED)`
]
const PLAIN = ['Checklist', 'Notes', 'Optional extras', 'Nice to have', 'Later']

const block: fc.Arbitrary<Block> = fc.oneof(
  fc.record({
    kind: fc.constant('heading' as const),
    level: fc.integer({ min: 1, max: 4 }),
    form: fc.integer({ min: 0, max: PHASE_FORMS.length + PLAIN.length - 1 }),
    complete: fc.boolean(),
    title: fc.nat(99)
  }),
  fc.record({
    kind: fc.constant('boxes' as const),
    items: fc.array(fc.record({ depth: fc.integer({ min: 0, max: 2 }), checked: fc.boolean() }), {
      minLength: 1,
      maxLength: 5
    })
  }),
  fc.record({ kind: fc.constant('summary' as const), of: fc.nat(30), checked: fc.boolean() }),
  fc.record({
    kind: fc.constant('hidden' as const),
    how: fc.constantFrom('fence' as const, 'indented' as const, 'comment' as const, 'quote' as const),
    checked: fc.boolean()
  }),
  fc.constant({ kind: 'text' as const })
)

interface Box {
  id: number
  checked: boolean
  headings: number[]
  parent?: Box
  children: Box[]
  summaryOf?: string
}
interface Heading {
  level: number
  phase?: string
  complete: boolean
  optional: boolean
  /** The headings it is under. */
  ancestors: number[]
}

/** The markdown text of a model, and what the oracle needs: headings, visible boxes, with their nesting. */
function build(blocks: Block[]): { text: string; headings: Heading[]; boxes: Box[] } {
  const out: string[] = []
  const headings: Heading[] = []
  const boxes: Box[] = []
  const stack: number[] = []
  let n = 0
  const box = (checked: boolean) => `[${checked ? 'x' : ' '}] do thing ${++n}`
  blocks.forEach((b, at) => {
    if (b.kind === 'heading') {
      const phase = b.form < PHASE_FORMS.length
      const number = b.form === 5 ? `${at}.1` : String(at)
      const text = phase ? PHASE_FORMS[b.form]?.(at, `Title ${b.title}`) : PLAIN[b.form - PHASE_FORMS.length]
      out.push(`${'#'.repeat(b.level)} ${text}${b.complete ? ' [COMPLETE]' : ''}`, '')
      while (stack.length > 0 && (headings[stack[stack.length - 1] ?? 0]?.level ?? 0) >= b.level) stack.pop()
      // phases follow each other: a phase heading closes the phase it would be nested in
      const inPhase = stack.findIndex(h => headings[h]?.phase !== undefined)
      if (phase && inPhase !== -1) stack.length = inPhase
      headings.push({
        level: b.level,
        ...(phase && { phase: number }),
        complete: b.complete,
        ancestors: [...stack],
        optional: /^(Optional|Nice to have)/.test(text ?? '')
      })
      stack.push(headings.length - 1)
    } else if (b.kind === 'boxes') {
      const open: Box[] = []
      for (const item of b.items) {
        const depth = Math.min(item.depth, open.length)
        open.length = depth
        const made: Box = { id: n + 1, checked: item.checked, headings: [...stack], children: [] }
        const parent = open[depth - 1]
        if (parent) {
          made.parent = parent
          parent.children.push(made)
        }
        out.push(`${'  '.repeat(depth)}- ${box(item.checked)}`)
        boxes.push(made)
        open.push(made)
      }
      out.push('')
    } else if (b.kind === 'summary') {
      const made: Box = {
        id: n + 1,
        checked: b.checked,
        headings: [...stack],
        children: [],
        summaryOf: String(b.of)
      }
      out.push(`- [${b.checked ? 'x' : ' '}] **Phase ${b.of}: Summary ${++n}** - a line of the list`, '')
      boxes.push(made)
    } else if (b.kind === 'hidden') {
      const line = `- ${box(b.checked)}`
      if (b.how === 'fence') out.push('```', line, '```', '')
      if (b.how === 'indented') out.push('Code:', '', `    ${line}`, '')
      if (b.how === 'comment') out.push('<!--', line, '-->', '')
      if (b.how === 'quote') out.push(`> ${line}`, '')
    } else {
      out.push('Some notes on the plan.', '')
    }
  })
  return { text: out.join('\n'), headings, boxes }
}

/** Whether an unticked required box is left that nothing covers: then the work is not done. */
function openWorkLeft({ headings, boxes }: ReturnType<typeof build>): boolean {
  const under = (b: Box, number: string) => b.headings.some(h => headings[h]?.phase === number)
  const summaryTicks = new Set(
    boxes.filter(b => b.summaryOf !== undefined && b.checked && !under(b, b.summaryOf)).map(b => b.summaryOf)
  )
  const covered = (b: Box): boolean =>
    b.headings.some(h => headings[h]?.complete || summaryTicks.has(headings[h]?.phase)) ||
    (b.parent !== undefined && (b.parent.checked || covered(b.parent)))
  // A phase heading with no box anywhere under it is a task of its own, done only when covered.
  const phaseTaskDone = (h: number) =>
    [h, ...(headings[h]?.ancestors ?? [])].some(
      a => headings[a]?.complete || summaryTicks.has(headings[a]?.phase)
    )
  const done = (b: Box): boolean => {
    if (b.checked || covered(b)) return true
    if (b.children.length > 0 && b.children.every(done)) return true
    const number = b.summaryOf
    if (number === undefined || under(b, number)) return false
    const phases = headings.flatMap((h, i) => (h.phase === number ? [i] : []))
    if (phases.length === 0) return false
    const inPhase = boxes.filter(o => o !== b && o.headings.some(h => phases.includes(h)))
    const bare = phases.filter(p => !boxes.some(o => o.headings.includes(p)))
    return inPhase.every(o => o.summaryOf !== undefined || done(o)) && bare.every(phaseTaskDone)
  }
  const optional = (b: Box) => b.headings.some(h => headings[h]?.optional)
  return boxes.some(b => !optional(b) && !done(b))
}

describe('markdown reading: never all done while a required box is open (SPEC §3, property)', () => {
  it('holds for random plans with headings of every form, nesting, code, comments and quotes', () => {
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 25 }), blocks => {
        const model = build(blocks)
        let left: number
        try {
          left = workOf(parseMarkdownPlan(model.text, 'PLAN.md').tasks).size
        } catch (error) {
          // no task at all, or two phases with one number: the loop aborts, it never completes
          if ((error as Error).name === 'TaskFileError') return true
          throw error
        }
        if (openWorkLeft(model)) expect(left).toBeGreaterThan(0)
        return true
      }),
      { numRuns: 300 }
    )
  })
})
