import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { currentTask } from '../../../src/loop/rules/current-task.js'
import { parsePlan } from '../../../src/tasks/checkbox-patch.js'
import { workOf } from '../../../src/tasks/remaining.js'

const PLANS = path.join(process.cwd(), '__fixtures__', 'plans')

/** A task as a person would say it: `id open`, `id done`, `id covered` (done by a mark higher up), `… optional`. */
const reading = (file: string) => {
  const { tasks } = parsePlan('markdown', readFileSync(path.join(PLANS, file), 'utf8'), file)
  const said = tasks.map(task => {
    const state = task.state !== 'done' ? 'open' : task.coveredBy ? 'covered' : 'done'
    return `${task.id} ${state}${task.optional ? ' optional' : ''}`
  })
  return { said, current: currentTask(true, tasks, false, undefined).id, left: workOf(tasks).size }
}

// The corpus of issue 35: one plan in each format's shape, read as a person reads it.
describe('markdown plans as people write them (SPEC §3)', () => {
  it.each<[string, string[], string, number]>([
    [
      'speckit-tasks.md',
      [
        'T001 done',
        'T002 done',
        'T003 open',
        'T004 open',
        'T005 open',
        'T006 open',
        'T007 open',
        'T008 open',
        'T009 open',
        'T010 open'
      ],
      'T003',
      8
    ],
    [
      'gsd-roadmap.md',
      [
        '01-01 covered',
        '01-02 covered',
        'phase-1-foundation-project-database-first-page done',
        '02-01 open',
        '02-02 open',
        'phase-2-recipes-create-edit-and-list-recipes open',
        'phase_2.1 open',
        'phase-2-1-image-uploads-photos-on-recipes-inserted open',
        '03-01 open',
        '03-02 open',
        'phase-3-search-full-text-search open'
      ],
      '02-01',
      8
    ],
    ['kiro-tasks.md', ['1 done', '2.1 open', '2.2 open', '2 open', '3 open', '4 open optional'], '2.1', 4],
    [
      'fix_plan.md',
      [
        'make-the-cli-print-its-version done',
        'parse-the-config-file-before-reading-flags open',
        'return-exit-code-2-on-a-bad-flag open',
        'add-a-quiet-flag open',
        'colour-the-summary-line open',
        'shell-completion-for-bash open optional',
        'a-man-page open optional',
        'project-initialisation done'
      ],
      'parse-the-config-file-before-reading-flags',
      4
    ],
    [
      'orchestrator-plan.md',
      [
        'phase_1 open',
        'phase_2 open',
        'add-a-counter-of-rejected-requests open',
        'graph-it-on-the-ops-dashboard open',
        'the-bucket-never-goes-below-zero open',
        'requests-over-the-limit-get-429-with-retry-after open',
        'the-limits-can-change-without-a-restart open',
        'the-readme-describes-the-limits done'
      ],
      'phase_1',
      7
    ],
    [
      'ralphy-prd.md',
      [
        'create-the-http-server-with-a-health-check done',
        'store-a-short-code-for-each-long-link open',
        'redirect-a-short-code-to-its-long-link open',
        'count-the-visits-of-each-short-link open',
        'custom-short-codes open optional'
      ],
      'store-a-short-code-for-each-long-link',
      3
    ],
    ['hidden-boxes.md', ['tag-the-release open', 'publish-the-notes open'], 'tag-the-release', 2]
  ])('%s', (file, said, current, left) => {
    expect(reading(file)).toEqual({ said, current, left })
  })

  it('offers an optional task only once every required one is done', () => {
    const text = readFileSync(path.join(PLANS, 'fix_plan.md'), 'utf8').replace(
      /- \[ \] (?!Shell|A man)/g,
      '- [x] '
    )
    const { tasks } = parsePlan('markdown', text, 'fix_plan.md')
    expect(workOf(tasks).size).toBe(0)
    expect(currentTask(true, tasks, false, undefined).id).toBe('shell-completion-for-bash')
  })
})
