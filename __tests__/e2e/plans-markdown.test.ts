import { afterAll, describe, expect, it } from '@jest/globals'
import { copyFile, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

const PLANS = path.join(process.cwd(), '__fixtures__', 'plans')
const PERSON = path.join(PLANS, 'person-agent-markdown.mjs')

/** Runs the bundled action over `file` (a fixture, or a text) with `agent`; returns the outputs and the plan after. */
async function runOver(
  file: string,
  options: { text?: string; agent?: string; inputs?: Record<string, string> } = {}
) {
  const dir = await makeTempDir('ralph-plans-md-')
  if (options.text === undefined) await copyFile(path.join(PLANS, file), path.join(dir, file))
  else await writeFile(path.join(dir, file), options.text)
  await makeGitRepo(dir)
  const run = await runBundle('main', {
    cwd: dir,
    inputs: {
      tasks: file,
      checkpoint: 'file',
      agent: 'command',
      'agent-command': options.agent ?? `node ${PERSON} ${file}`,
      'max-iterations': '30',
      ...options.inputs
    }
  })
  return { run, plan: await readFile(path.join(dir, file), 'utf8') }
}

// Each plan of the corpus, worked by a person-like agent to `completed`, one task an iteration; what it
// must not have had to do is each a defect of issue 35 that failed before.
describe('a person-like agent works each markdown plan to completed (issue 35)', () => {
  it.each<[string, string, string[], string[]]>([
    // spec-kit: one T0xx item an iteration, not one attempt per phase
    ['speckit-tasks.md', '8', ['- [x] T003', '- [x] T010', '- [ ] T006 [P] [US1] Contract test\n'], []],
    // GSD: phase 1 is done (summary list, progress table): its plans are not redone; 2.1 by [COMPLETE]
    [
      'gsd-roadmap.md',
      '5',
      ['- [ ] 01-01: Project skeleton', '### Phase 2.1: Image uploads (INSERTED) [COMPLETE]', '- [x] 03-02'],
      ['### Phase 1: Foundation [COMPLETE]']
    ],
    // Kiro: the sub-tasks first; the parent is done by them, never ticked before them
    ['kiro-tasks.md', '3', ['- [x] 2.1', '- [x] 2.2', '- [ ] 2. Build', '- [ ]* 4. Load-test'], []],
    // frankbria: ## Optional does not block the exit
    ['fix_plan.md', '4', ['- [x] Colour the summary line', '- [ ] Shell completion', '- [ ] A man page'], []],
    // ralph-orchestrator: the phases in every form, and the checklist after them
    [
      'orchestrator-plan.md',
      '7',
      ['## Phase 1 - Wiring [COMPLETE]', '## Phase 2 — Rollout [COMPLETE]', '- [x] The limits can change'],
      []
    ],
    ['ralphy-prd.md', '3', ['- [x] Count the visits', '- [ ] Custom short codes'], []],
    // boxes in a comment, code and a quote are not tasks
    [
      'hidden-boxes.md',
      '2',
      ['- [ ] a commented-out task', '    - [ ] indented example', '> - [ ] a quoted task', '- [x] Publish'],
      []
    ]
  ])('%s: completed in %s iterations', async (file, iterations, kept, absent) => {
    const { run, plan } = await runOver(file)
    expect(run.outputs).toMatchObject({ status: 'completed', 'total-iterations': iterations })
    for (const text of kept) expect(plan).toContain(text)
    for (const text of absent) expect(plan).not.toContain(text)
  })

  it('never reports completed while a box is open under a phase heading the old rule did not know, or outside any phase', async () => {
    const text = [
      '# Plan',
      '## Phase 1: Done',
      '- [x] first',
      '## Phase 2 - Rollout',
      '- [ ] second',
      '## Checklist',
      '- [ ] third',
      ''
    ].join('\n')
    const { run } = await runOver('PLAN.md', { text, agent: 'true', inputs: { 'max-attempts': '1' } })
    expect(run.outputs).toMatchObject({ status: 'stuck', 'stuck-task': 'second' })
  })
})
