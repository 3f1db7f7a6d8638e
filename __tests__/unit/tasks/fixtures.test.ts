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

  it('reads the four-phase plan: phases only, fenced examples ignored', () => {
    const tasks = load('four-phase-plan.md')
    expect(tasks).toEqual([
      {
        id: 'phase_1',
        title: '/build Iteration Loop',
        criteria: ['Add the iteration loop to build.md', "Parse work_remaining from the agent's output"],
        state: 'done',
        boxes: [
          { id: 'add-the-iteration-loop-to-build-md', done: true },
          { id: 'parse-work-remaining-from-the-agent-s-output', done: true }
        ]
      },
      {
        id: 'phase_2',
        title: 'Context Monitoring and Graceful Halt',
        criteria: [
          'Estimate context from completed and remaining phases',
          'Halt at 90% and save a checkpoint'
        ],
        state: 'done',
        boxes: [
          { id: 'estimate-context-from-completed-and-remaining-phases', done: true },
          { id: 'halt-at-90-and-save-a-checkpoint', done: true }
        ]
      },
      {
        id: 'phase_3',
        title: 'Checkpoint Integration',
        criteria: [
          'Write iteration fields to the checkpoint',
          'Resume from the checkpoint',
          'Keep the schema v2.1 compatible'
        ],
        state: 'open',
        boxes: [
          { id: 'write-iteration-fields-to-the-checkpoint', done: true },
          { id: 'resume-from-the-checkpoint', done: false },
          { id: 'keep-the-schema-v2-1-compatible', done: false }
        ]
      },
      {
        id: 'phase_4',
        title: 'Documentation Updates',
        criteria: ['Document the loop in build-command-guide.md', 'Add a troubleshooting section'],
        state: 'open',
        boxes: [
          { id: 'document-the-loop-in-build-command-guide-md', done: false },
          { id: 'add-a-troubleshooting-section', done: false }
        ]
      }
    ])
    expect(workOf(tasks).counts.done).toBe(2)
    expect(workOf(tasks).remaining).toEqual(['phase_3', 'phase_4'])
  })

  it('reads the checklist: every checkbox, nested ones too', () => {
    const tasks = load('checklist.md')
    expect(tasks.map(task => [task.id, task.state])).toEqual([
      ['bump-the-version-in-package-json', 'done'],
      ['update-changelog-md-add-the-unreleased-entries', 'open'],
      ['link-the-prs', 'open'],
      ['run-npm-run-all', 'open'],
      ['tag-v1-2-0', 'done'],
      ['move-the-v1-tag', 'open'],
      ['verify-2', 'open'],
      ['run-npm-run-all-2', 'open']
    ])
    expect(tasks[1]?.title).toBe('Update CHANGELOG.md (add the "Unreleased" entries)')
  })
})
