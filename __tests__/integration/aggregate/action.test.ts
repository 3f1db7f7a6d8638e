import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { AGENTS, agentInputs, jsonPlan, runLoopIn } from '../../../__fixtures__/loop-harness.js'
import { readCompositeAction, runCompositeAction } from '../../../__fixtures__/runner-steps.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'
import type { Report } from '../../../src/report/report.js'
import { inShard } from '../../../src/tasks/shard.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const ACTION_DIR = path.join(ROOT, 'aggregate')

const action = readCompositeAction(ACTION_DIR)
const step = action.runs.steps[0]

/** Runs the action as the runner does, in `workspace` (runner-steps.ts). */
const runStep = (workspace: string, inputs: Record<string, string>) =>
  runCompositeAction(ACTION_DIR, inputs, { cwd: workspace })

const PLAN_SIZE = 6

/** Runs the real loop as shard `index` of 2 over a 6-task plan; returns its report.json. */
async function shard(index: number, agent: 'completes' | 'does-nothing'): Promise<string> {
  const dir = await makeTempDir(`ralph-aggregate-shard${index}-`)
  await writeFile(path.join(dir, 'plan.json'), jsonPlan(PLAN_SIZE))
  await makeGitRepo(dir)
  const command = agent === 'completes' ? `node ${AGENTS}/complete-one.mjs plan.json` : 'true'
  await runLoopIn(dir, {
    tasks: 'plan.json',
    shard: `${index}/2`,
    'max-attempts': '1',
    ...agentInputs(command)
  })
  return path.join(dir, '.ralph', 'report.json')
}

/** A workspace with the reports laid out as actions/download-artifact does: reports/<artifact>/report.json. */
async function workspaceWith(reports: Record<string, string>): Promise<string> {
  const workspace = await makeTempDir('ralph-aggregate-ws-')
  for (const [artifact, report] of Object.entries(reports)) {
    await mkdir(path.join(workspace, 'reports', artifact), { recursive: true })
    await copyFile(report, path.join(workspace, 'reports', artifact, 'report.json'))
  }
  return workspace
}

const readReport = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Report

let done1: string
let done2: string
let stuck2: string

beforeAll(async () => {
  // The step runs dist/cli; bundle it first if src/ changed since (as the e2e tier does).
  execFileSync(process.execPath, ['-e', "import('./scripts/fresh-dist.mjs').then(m => m.default())"], {
    cwd: ROOT,
    stdio: 'inherit'
  })
  ;[done1, done2, stuck2] = await Promise.all([
    shard(1, 'completes'),
    shard(2, 'completes'),
    shard(2, 'does-nothing')
  ])
  // A bundle on a busy machine takes minutes (the e2e tier's globalSetup has no time limit either).
}, 600_000)
afterAll(cleanup)

describe('aggregate/action.yml', () => {
  it('is a composite action whose script takes its inputs from env:, never from an expression', () => {
    expect(action.runs.using).toBe('composite')
    expect(action.runs.steps).toHaveLength(1)
    expect(step.shell).toBe('bash')
    expect(step.run).not.toContain('${{')
    expect(step.run).toContain('"$GITHUB_ACTION_PATH/../dist/cli/index.js"')
    expect(Object.values(step.env).sort()).toEqual(
      Object.keys(action.inputs)
        .map(name => `\${{ inputs.${name} }}`)
        .sort()
    )
    expect(Object.keys(action.outputs)).toEqual(
      expect.arrayContaining(['status', 'exit-code', 'tasks-done', 'tasks-total'])
    )
  })

  it('merges two shards of a real loop: the merged summary, outputs from the CLI, a green step', async () => {
    const [one, two] = [readReport(done1), readReport(done2)]
    expect([one.shard, two.shard]).toEqual(['1/2', '2/2'])
    // The plan's tasks are split between the shards by the hash of their ids, and each did its share.
    for (const [index, report] of [one, two].entries()) {
      const share = Array.from({ length: PLAN_SIZE }, (_, i) => `t${i + 1}`).filter(id =>
        inShard(id, index + 1, 2)
      )
      expect(report).toMatchObject({
        status: 'completed',
        tasks_total: share.length,
        tasks_done: share.length
      })
    }
    const workspace = await workspaceWith({ 'ralph-report-1': done1, 'ralph-report-2': done2 })
    const run = await runStep(workspace, { reports: 'reports/*/report.json', shards: '2' })
    expect(run.code).toBe(0)
    expect(run.outputs).toEqual({
      status: 'completed',
      'exit-code': '0',
      'tasks-done': String(PLAN_SIZE),
      'tasks-total': String(PLAN_SIZE),
      'reports-found': '2'
    })
    expect(run.summary).toContain('## Ralph Loop shards: completed')
    expect(run.summary).toContain(`tasks **${PLAN_SIZE}/${PLAN_SIZE}** done`)
    expect(run.summary).toContain(`| 1/2 | completed | completion | ${one.iterations} |`)
    expect(run.summary).toContain(`| 2/2 | completed | completion | ${two.iterations} |`)
    // The merged summary is in the log too, and the step's log carries no error.
    expect(run.stdout).toContain('## Ralph Loop shards: completed')
    expect(run.stdout).not.toContain('::error')
  })

  it('a stuck shard makes the whole stuck: the outputs are set and the step fails with exit code 1', async () => {
    expect(readReport(stuck2)).toMatchObject({ status: 'stuck', halt_reason: 'max_attempts' })
    const workspace = await workspaceWith({ 'ralph-report-1': done1, 'ralph-report-2': stuck2 })
    const run = await runStep(workspace, { reports: 'reports/*/report.json' })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ status: 'stuck', 'exit-code': '1', 'reports-found': '2' })
    expect(Number(run.outputs['tasks-done'])).toBeLessThan(PLAN_SIZE)
    expect(run.outputs['tasks-total']).toBe(String(PLAN_SIZE))
    expect(run.summary).toContain('## Ralph Loop shards: stuck')
    expect(run.summary).toContain('| 2/2 | stuck | max_attempts |')
    expect(run.summary).toMatch(/Work remaining: t\d/)
    expect(run.stdout).toContain('::error title=Ralph Loop shards: stuck::')
  })

  it.each<[string, Record<string, string>, number]>([
    ['fail-on: none keeps the step green', { 'fail-on': 'none' }, 0],
    ['fail-on: aborted leaves stuck alone', { 'fail-on': ' Aborted ' }, 0],
    ['fail-on: stuck,halted fails it', { 'fail-on': 'stuck,halted' }, 1]
  ])('%s, with the same outputs', async (_name, inputs, code) => {
    const workspace = await workspaceWith({ a: done1, b: stuck2 })
    const run = await runStep(workspace, { reports: 'reports/*/report.json', ...inputs })
    expect(run.code).toBe(code)
    expect(run.outputs).toMatchObject({ status: 'stuck', 'exit-code': '1' })
  })

  it('a shard whose report is missing (shards: 3) makes the whole aborted, after merging the others', async () => {
    const workspace = await workspaceWith({ a: done1, b: done2 })
    const run = await runStep(workspace, { reports: 'reports/*/report.json', shards: '3' })
    expect(run.code).toBe(2)
    expect(run.outputs).toMatchObject({
      status: 'aborted',
      'exit-code': '2',
      'reports-found': '2',
      'tasks-done': String(PLAN_SIZE)
    })
    // The heading names the worst status, the missing shard's, above the shards that completed.
    expect(run.summary).toContain('## Ralph Loop shards: aborted')
    expect(run.summary).not.toContain('shards: completed')
    expect(run.summary.match(/\*\*aborted\*\*: Expected 3 shard reports, found 2/g)).toHaveLength(1)
  })

  it('no report at all is aborted, with a warning for each pattern that matched nothing', async () => {
    const workspace = await workspaceWith({})
    const run = await runStep(workspace, { reports: 'reports/*/report.json\nmissing.json' })
    expect(run.code).toBe(2)
    expect(run.outputs).toMatchObject({ status: 'aborted', 'exit-code': '2', 'reports-found': '0' })
    expect(run.stdout).toContain(
      "::warning title=Ralph Loop shards::No report file matches 'reports/*/report.json'."
    )
    expect(run.stdout).toContain("No report file matches 'missing.json'")
    expect(run.summary).toContain('No shard report was found.')
  })

  it('reads several lines of paths and globs, with spaces, and merges a file named twice once', async () => {
    const workspace = await workspaceWith({ 'shard one': done1, 'shard two': done2 })
    const run = await runStep(workspace, {
      reports: '  reports/shard one/report.json\n\nreports/**/report.json\n'
    })
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ status: 'completed', 'reports-found': '2' })
  })

  it('a report that is not JSON: the CLI says which file, the whole is aborted', async () => {
    const workspace = await workspaceWith({ a: done1 })
    await mkdir(path.join(workspace, 'reports', 'b'))
    await writeFile(path.join(workspace, 'reports', 'b', 'report.json'), '{ truncated')
    const run = await runStep(workspace, { reports: 'reports/*/report.json' })
    expect(run.code).toBe(2)
    expect(run.outputs).toMatchObject({ status: 'aborted', 'exit-code': '2' })
    expect(run.stderr).toContain('Cannot read reports/b/report.json')
  })

  it.each<[string, Record<string, string>, string]>([
    ['fail-on', { 'fail-on': 'stuck,sometimes' }, "fail-on: 'sometimes' is not a status"],
    ['fail-on none with a status', { 'fail-on': 'none,stuck' }, 'fail-on: none cannot be combined'],
    ['shards', { shards: '2/4' }, "shards: '2/4' is not a positive whole number"]
  ])('an invalid %s is an input error: aborted, exit code 2', async (_name, inputs, message) => {
    const workspace = await workspaceWith({ a: done1 })
    const run = await runStep(workspace, { reports: 'reports/*/report.json', ...inputs })
    expect(run.code).toBe(2)
    expect(run.outputs).toMatchObject({ status: 'aborted', 'exit-code': '2' })
    expect(run.stdout).toContain(`::error title=Invalid input::${message}`)
  })

  it.each<[string, Record<string, string>, number]>([
    ['reports', { reports: 'reports/*/report.json\n$(touch pwned)\n`touch pwned`; touch pwned' }, 0],
    ['fail-on', { reports: 'reports/*/report.json', 'fail-on': 'stuck$(touch pwned)' }, 2],
    ['shards', { reports: 'reports/*/report.json', shards: '1; touch pwned' }, 2]
  ])('the value of %s is data, never code', async (_name, inputs, code) => {
    const workspace = await workspaceWith({ a: done1 })
    const run = await runStep(workspace, inputs)
    expect(run.code).toBe(code)
    expect(existsSync(path.join(workspace, 'pwned'))).toBe(false)
  })
})
