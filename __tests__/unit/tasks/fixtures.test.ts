import { describe, expect, it } from '@jest/globals'
import { fixtureText } from '../../../__fixtures__/tasks/task-file.js'
import { parsePlan } from '../../../src/tasks/checkbox-patch.js'
import { workOf } from '../../../src/tasks/remaining.js'
import type { Task } from '../../../src/domain/task.js'

const load = (name: string): Task[] =>
  parsePlan(name.endsWith('.json') ? 'json' : 'markdown', fixtureText(name), name).tasks

describe('fixture task files', () => {
  it('reads the max-iterations subtasks file', () => {
    const tasks = load('subtasks-max-iterations.json')
    expect(tasks).toEqual([
      {
        id: 'max-iter-test-001',
        title: 'A task the agent never finishes',
        criteria: ['The loop stops after 2 iterations', 'status is aborted, halt-reason max_iterations'],
        details: ['Used to check that the loop stops after max-iterations with work left.'],
        state: 'open',
        doneMark: '"done": true'
      },
      {
        id: 'max-iter-test-002',
        title: 'Already finished',
        criteria: ['Nothing to do'],
        state: 'done',
        doneMark: '"done": true'
      }
    ])
    expect(workOf(tasks).remaining).toEqual(['max-iter-test-001'])
  })

  it('reads a PRD with user stories in priority order', () => {
    const tasks = load('prd-user-stories.json')
    expect(tasks.map(task => [task.id, task.state])).toEqual([
      ['US-001', 'done'],
      ['US-002', 'open'],
      ['US-003', 'open']
    ])
    expect(workOf(tasks).remaining).toEqual(['US-002', 'US-003'])
  })

  it('reads the four-phase plan: every checkbox, those outside the phases too; fenced examples ignored', () => {
    const tasks = load('four-phase-plan.md')
    expect(tasks.map(task => [task.id, task.state])).toEqual([
      ['build-completes-a-12-phase-plan-in-2-3-iterations', 'open'],
      ['pre-commit-validation-passes', 'open'],
      ['add-the-iteration-loop-to-build-md', 'done'],
      ['parse-work-remaining-from-the-agent-s-output', 'done'],
      ['estimate-context-from-completed-and-remaining-phases', 'done'],
      ['halt-at-90-and-save-a-checkpoint', 'done'],
      ['write-iteration-fields-to-the-checkpoint', 'done'],
      ['resume-from-the-checkpoint', 'open'],
      ['keep-the-schema-v2-1-compatible', 'open'],
      ['document-the-loop-in-build-command-guide-md', 'open'],
      ['add-a-troubleshooting-section', 'open'],
      ['revert-build-md', 'open']
    ])
    expect(tasks[7]?.group).toEqual({ title: 'Phase 3: Checkpoint Integration [IN PROGRESS]', details: [] })
    expect(workOf(tasks).counts.done).toBe(5)
  })

  it('reads the checklist: every checkbox, a nested one before its parent', () => {
    const tasks = load('checklist.md')
    expect(tasks.map(task => [task.id, task.state])).toEqual([
      ['bump-the-version-in-package-json', 'done'],
      ['link-the-prs', 'open'],
      ['update-changelog-md-add-the-unreleased-entries', 'open'],
      ['run-npm-run-all', 'open'],
      ['tag-v1-2-0', 'done'],
      ['move-the-v1-tag', 'open'],
      ['verify-2', 'open'],
      ['run-npm-run-all-2', 'open']
    ])
    expect(tasks[2]?.title).toBe('Update CHANGELOG.md (add the "Unreleased" entries)')
  })
})
