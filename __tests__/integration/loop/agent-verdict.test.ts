import { afterAll, describe, expect, it } from '@jest/globals'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { AGENTS, agentInputs, jsonPlan, runLoopIn } from '../../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

async function workspaceWith(file: string, text: string): Promise<string> {
  const dir = await makeTempDir('ralph-cheat-')
  await writeFile(path.join(dir, file), text)
  await makeGitRepo(dir)
  return dir
}

const CHECKLIST = ['# Plan', '', '- [x] Set up', '- [ ] Add login', '- [ ] Add logout', ''].join('\n')
const PHASES = [
  '# Plan',
  '',
  '## Phase 1: Login',
  'Add the form.',
  '',
  '## Phase 2: Logout',
  'Add the button.',
  ''
].join('\n')
const NUMERIC = JSON.stringify({
  tasks: [
    { id: 1, title: 'One', done: false },
    { id: 2, title: 'Two', done: false }
  ]
})

// The five tricks of issue 23's hostile try, in each format they apply to: every one of them left
// nothing open, and every one is a removal (SPEC §3), whatever appeared beside the removed tasks.
describe('no rewrite of the task file reaches completed: each ends stuck / task_removed (SPEC §3)', () => {
  it.each<[string, string, string, string, string[]]>([
    [
      'JSON: open tasks rewritten under new ids, marked done',
      'json-new-ids',
      'plan.json',
      jsonPlan(2),
      ['t1', 't2']
    ],
    [
      'JSON: the file replaced by a bare array of done items',
      'json-bare-array',
      'plan.json',
      jsonPlan(2),
      ['t1', 't2']
    ],
    ['JSON: numeric ids changed', 'json-numeric-ids', 'plan.json', NUMERIC, ['1', '2']],
    [
      'markdown: open checkboxes rewritten, ticked',
      'md-new-ids',
      'plan.md',
      CHECKLIST,
      ['add-login', 'add-logout']
    ],
    ['markdown: a checkbox reworded while ticked', 'md-reword', 'plan.md', CHECKLIST, ['add-login']],
    [
      'markdown: the checkboxes hidden in an HTML comment under an added [COMPLETE] phase',
      'md-complete-phase',
      'plan.md',
      CHECKLIST,
      ['add-login', 'add-logout']
    ],
    [
      'markdown: the file replaced by a bare list of done items',
      'md-bare-list',
      'plan.md',
      CHECKLIST,
      ['add-login', 'add-logout']
    ],
    [
      'markdown: phases without checkboxes renumbered, marked complete',
      'md-phase-numbers',
      'plan.md',
      PHASES,
      ['phase_1', 'phase_2']
    ]
  ])('%s', async (_name, trick, file, text, removed) => {
    const dir = await workspaceWith(file, text)
    const { result } = await runLoopIn(dir, {
      tasks: file,
      ...agentInputs(`node ${AGENTS}/cheat.mjs ${trick} ${file}`)
    })
    expect(result).toMatchObject({
      status: 'stuck',
      haltReason: 'task_removed',
      stuckTask: removed[0],
      exitCode: 1,
      iterations: 1
    })
    const others =
      removed.length > 1 ? ` (and ${removed.length - 1} more: ${removed.slice(1).join(', ')})` : ''
    expect(result.message).toBe(
      `Task ${removed[0]}${others} was removed from ${file} without being done. Restore it, or mark it done in ${file}: ` +
        'the changed task file lets the next run go on.'
    )
  })
})

// As the GSD tool writes .planning/ROADMAP.md: a summary list, then a section per phase with its plans.
const ROADMAP = [
  '# Roadmap: Demo',
  '',
  '## Phases',
  '',
  '- [ ] **Phase 1: Foundation** - Scaffold and config',
  '- [ ] **Phase 2: Features** - The first feature',
  '',
  '## Phase Details',
  '',
  '### Phase 1: Foundation',
  '**Goal**: A project that builds',
  '**Plans**: 2 plans',
  '',
  'Plans:',
  '- [ ] 01-01-PLAN.md — Scaffold',
  '- [ ] 01-02-PLAN.md — Config',
  '',
  '### Phase 2: Features',
  '**Goal**: The first feature',
  '**Depends on**: Phase 1',
  '',
  'Plans:',
  '- [ ] 02-01-PLAN.md — Feature A',
  ''
].join('\n')

describe("a markdown phase's checkboxes are its tasks; a phase without them is done by [COMPLETE] (SPEC §3)", () => {
  it('a GSD roadmap whose agent only ticks plans completes, one plan an iteration', async () => {
    const dir = await workspaceWith('ROADMAP.md', ROADMAP)
    const { result, log } = await runLoopIn(dir, {
      tasks: 'ROADMAP.md',
      ...agentInputs(`node ${AGENTS}/tick-phase.mjs ROADMAP.md`)
    })
    expect(result).toMatchObject({ status: 'completed', iterations: 3, tasksDone: 5, tasksRemaining: 0 })
    expect(log.lines.filter(line => line.startsWith('=== Build Iteration'))).toEqual([
      '=== Build Iteration 1 (Subtask: 01-01, Attempt: 1/5, 5 subtasks remaining) ===',
      '=== Build Iteration 2 (Subtask: 01-02, Attempt: 1/5, 4 subtasks remaining) ===',
      '=== Build Iteration 3 (Subtask: 02-01, Attempt: 1/5, 2 subtasks remaining) ==='
    ])
  })

  it('a stuck phase without checkboxes is told how to mark it done', async () => {
    const dir = await workspaceWith('ROADMAP.md', ROADMAP.replace(/^- \[ \] 0.*$/gm, ''))
    const { result } = await runLoopIn(dir, {
      tasks: 'ROADMAP.md',
      'max-attempts': '1',
      ...agentInputs('echo thinking')
    })
    expect(result).toMatchObject({ status: 'stuck', haltReason: 'max_attempts', stuckTask: 'phase_1' })
    expect(result.message).toBe(
      'Task phase_1 failed after 1 attempts (max-attempts 1). ' +
        'To mark phase_1 done, add [COMPLETE] to its heading.'
    )
  })
})

const fakeClaude = (text: string) => ({
  inputs: { agent: 'claude', 'agent-binary': `${AGENTS}/fake-claude.mjs`, 'agent-args': '' },
  env: { FAKE_CLAUDE_TEXT: text }
})
const PROMISE_LINE =
  'When the whole plan is done, end your final message with <promise>COMPLETE</promise> and nothing after it.'
const HALF_DONE = JSON.stringify({
  subtasks: [
    { id: 't1', title: 'One', done: true },
    { id: 't2', title: 'Two', done: false },
    { id: 't3', title: 'Three', done: false }
  ]
})

describe('plan mode: only the agent’s own words say the promise (SPEC §7)', () => {
  it('a promise the agent only quotes from the prompt does not complete the loop', async () => {
    const dir = await makeTempDir('ralph-plan-quote-')
    await makeGitRepo(dir)
    const agent = fakeClaude(`I will follow this:\n> ${PROMISE_LINE}\nNot done yet.`)
    const { result } = await runLoopIn(dir, { mode: 'plan', 'max-attempts': '2', ...agent.inputs }, agent)
    expect(result).toMatchObject({ status: 'stuck', stuckTask: 'plan', iterations: 2 })
  })

  it('its own promise completes, and the outputs keep the open tasks of the source', async () => {
    const dir = await workspaceWith('plan.json', HALF_DONE)
    const agent = fakeClaude('The plan is written. <promise>COMPLETE</promise>')
    const { result } = await runLoopIn(dir, { mode: 'plan', tasks: 'plan.json', ...agent.inputs }, agent)
    expect(result).toMatchObject({
      status: 'completed',
      iterations: 1,
      tasksTotal: 3,
      tasksDone: 1,
      tasksRemaining: 2,
      workRemaining: ['t2', 't3'],
      message: 'The agent said the completion promise. 2 of 3 task(s) in plan.json are still open: t2, t3.'
    })
    expect(result.summary).toContain('2 of 3 task(s) in plan.json are still open: t2, t3.')
    expect(result.summary).toContain('tasks **1/3** done')
  })

  it('after a failing verify gate, the same promise said again completes: its own earlier words are no quote', async () => {
    const dir = await makeTempDir('ralph-plan-again-')
    await makeGitRepo(dir)
    const mark = path.join(await makeTempDir('ralph-plan-mark-'), 'failed-once')
    const agent = fakeClaude('The plan is written. <promise>COMPLETE</promise>')
    const { result } = await runLoopIn(
      dir,
      { mode: 'plan', 'verify-command': `test -f ${mark} || { touch ${mark}; exit 1; }`, ...agent.inputs },
      agent
    )
    expect(result).toMatchObject({ status: 'completed', iterations: 2 })
  })
})
