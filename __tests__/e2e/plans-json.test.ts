import { afterAll, describe, expect, it } from '@jest/globals'
import { copyFile, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runBundle } from '../../__fixtures__/bundle.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

const PLANS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../__fixtures__/plans')

/** Runs the action over a copy of a corpus plan with the person-like agent; the calls it made, in order. */
async function runPlan(name: string) {
  const dir = await makeTempDir('ralph-plans-')
  await copyFile(path.join(PLANS, name), path.join(dir, name))
  await makeGitRepo(dir)
  const calls = path.join(dir, '..', `${path.basename(dir)}-calls`)
  const run = await runBundle('main', {
    cwd: dir,
    inputs: {
      tasks: name,
      checkpoint: 'file',
      agent: 'command',
      'agent-command': `node ${PLANS}/person-agent.mjs`,
      'max-iterations': '12'
    },
    env: { CALLS_FILE: calls }
  })
  const lines = (await readFile(calls, 'utf8').catch(() => '')).trim().split('\n').filter(Boolean)
  return { run, calls: lines }
}

// Issue 35: the person-like agent over each json/yaml plan of the corpus, through the bundle, to completed.
// The order is the table test's (plans-json.test.ts); each call shows how the prompt said to mark done.
describe('json and yaml plans as people write them, done by a person-like agent (SPEC §3)', () => {
  it.each<[string, string[], number]>([
    ['snarktank-prd.json', ['US-002 "passes": true', 'US-003 "passes": true', 'US-004 "passes": true'], 4],
    ['feature_list.json', ['F2 "passes": true', 'F3 "passes": true', 'F4 "passes": true'], 4],
    ['ralph-tui-prd.json', ['US-002 "passes": true', 'US-003 "passes": true', 'US-001 "passes": true'], 4],
    // "status": "complete" and "completed": true were read as open: the loop redid them
    [
      'status-tasks.json',
      ['docs "status": "complete"', 'auth "status": "complete"', 'ui "status": "complete"'],
      6
    ],
    [
      'ralphy-tasks.yaml',
      [
        'add-login-rate-limiting completed: true',
        'add-forgot-password-email-flow completed: true',
        'add-dark-mode-toggle completed: true'
      ],
      4
    ],
    [
      'roadmap.yml',
      ['search-highlight status: Done', 'search-api status: Done', 'search-box status: Done'],
      4
    ]
  ])(
    '%s reaches completed, one task an iteration in the order a person expects',
    async (name, calls, total) => {
      const { run, calls: made } = await runPlan(name)
      expect(made).toEqual(calls)
      expect(run.outputs).toMatchObject({
        status: 'completed',
        'tasks-done': String(total),
        'tasks-total': String(total),
        iterations: String(calls.length)
      })
    }
  )
})

// An id is compared as a string (SPEC §3): YAML's core schema read `1.10` as the number 1.1, so a phase's
// tasks 1.1 and 1.10 were one id and the run stopped before the agent.
describe('a yaml plan whose ids look like numbers, through the bundle (SPEC §3)', () => {
  it('counts 1.10 done when the agent marks 1.10, and 1.1 stays open', async () => {
    const dir = await makeTempDir('ralph-yaml-ids-')
    const plan = ['1.1', '1.2', '1.10'].map(id => `  - id: ${id}\n    title: Phase 1, task ${id}\n`)
    await writeFile(path.join(dir, 'tasks.yaml'), `tasks:\n${plan.join('')}`)
    await makeGitRepo(dir)
    const agent = String.raw`sed -i 's/^  - id: 1\.10$/&\n    done: true/' tasks.yaml`
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'tasks.yaml',
        checkpoint: 'file',
        agent: 'command',
        'agent-command': agent,
        'max-iterations': '1'
      }
    })
    expect(run.outputs).toMatchObject({ 'tasks-done': '1', 'tasks-total': '3', iterations: '1' })
    const report = JSON.parse(await readFile(path.join(dir, '.ralph', 'report.json'), 'utf8')) as {
      records: { task: string; tasks_done: string[] }[]
    }
    expect(report.records.map(record => [record.task, record.tasks_done])).toEqual([['1.1', ['1.10']]])
  })
})
