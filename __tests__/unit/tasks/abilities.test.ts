import { describe, expect, it } from '@jest/globals'
import { FakeIssues } from '../../../__fixtures__/fakes/fake-issues.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'
import { ScriptedRunner } from '../../../__fixtures__/fakes/scripted-runner.js'
import { RecordingLogger } from '../../../__fixtures__/logger.js'
import { readConfig } from '../../../src/config/read-config.js'
import { issueBoard, taskSourceFor } from '../../../src/edges/real-deps.js'
import type { Abilities } from '../../../src/ports/task-source.js'

/** The task source the action builds for these inputs, as the loop gets it. */
function sourceFor(inputs: Record<string, string>) {
  const workspace = new MemoryWorkspace()
  const { config } = readConfig({
    getInput: name => ({ agent: 'command', 'agent-command': 'agent', ...inputs })[name] ?? '',
    env: { PATH: '/usr/bin' },
    readFile: () => {
      throw new Error('no files through the config')
    },
    realPath: absolute => absolute,
    cwd: workspace.root
  })
  const deps = { runner: new ScriptedRunner(), workspace, log: new RecordingLogger() }
  return issueBoard(config, new FakeIssues(), deps)?.source ?? taskSourceFor(config, deps)
}

type Row = Omit<Abilities, 'label'>
const PLAN: Row = {
  mergeById: true,
  rereads: true,
  checklist: true,
  path: true,
  tracksTasks: true,
  readsQuietly: true
}

describe('each task source declares what it can do (SPEC §3), and the loop asks that, not its kind', () => {
  it.each<[string, Record<string, string>, Row, string]>([
    ['a json plan', { tasks: 'plan.json' }, PLAN, 'the task file'],
    ['a markdown plan', { tasks: 'PLAN.md' }, PLAN, 'the task file'],
    [
      'a task CLI: counts only, and the agent claims the task',
      { 'task-source': 'command' },
      {
        mergeById: false,
        rereads: true,
        checklist: false,
        path: false,
        tracksTasks: false,
        readsQuietly: false
      },
      'the task CLI'
    ],
    [
      'GitHub issues: a json plan in the state dir, never merged',
      { 'task-source': 'github-issues' },
      { ...PLAN, mergeById: false, readsQuietly: false },
      'the GitHub issues'
    ],
    [
      'no source (plan mode): the agent reports the work',
      { mode: 'plan' },
      {
        mergeById: false,
        rereads: false,
        checklist: false,
        path: false,
        tracksTasks: true,
        readsQuietly: true
      },
      '(no task source)'
    ]
  ])('%s', (_name, inputs, row, label) => {
    const source = sourceFor(inputs)
    expect(source.can).toEqual({ ...row, label })
    // A source merged by id carries its merge, of its own file.
    expect(source.merge?.path).toBe(row.mergeById ? inputs.tasks : undefined)
  })
})
