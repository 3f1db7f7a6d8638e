import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { readdir, readFile, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import YAML from 'yaml'
import { runBundle, stepFiles } from '../../__fixtures__/bundle.js'
import { startGitHubServer, type GitHubServer } from '../../__fixtures__/github-server.js'
import { AGENTS } from '../../__fixtures__/loop-harness.js'
import { expand, runCompositeAction } from '../../__fixtures__/runner-steps.js'
import { download, makeOrigin, standIns, upload } from '../../__fixtures__/example-repo.js'
import { cleanup, git, makeTempDir } from '../../__fixtures__/temp.js'
import {
  runWorkflow,
  type JobRun,
  type RunnerDouble,
  type Workflow
} from '../../__fixtures__/workflow-runner.js'

/**
 * Each examples/workflows/*.yml run as far as offline allows (issue 25 item 6): every job in a temp
 * checkout, every `run:` step with bash as the runner runs it, every step of this action as the
 * bundled dist/ (main, and post at the job's end) with INPUT_* from its `with:` and action.yml's
 * defaults, the aggregate sub-action as its composite step. What stands in for the network, and why:
 * - actions/checkout (needs the network): skipped; the job starts in a depth-1 clone of a bare origin
 *   in a temp dir, which is what it leaves (`persist-credentials: false` leaves no credentials).
 * - `npm i -g @anthropic-ai/claude-code` (needs the registry): skipped; a command agent,
 *   __fixtures__/agents/complete-one.mjs, stands in for the claude preset and no model is called.
 * - `npm ci` runs, offline: the checkout's package.json has no dependencies.
 * - actions/upload-artifact and download-artifact (need the artifact service): a folder stands in
 *   (__fixtures__/example-repo.ts).
 * - `gh` (needs the API): a stand-in on the PATH records its arguments; the pull request goes to the
 *   scripted REST API on loopback (__fixtures__/github-server.ts).
 * - the task CLI and ./scripts/agent.sh that custom-agent.yml expects the user to provide:
 *   __fixtures__/task-cli's.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const TOKEN = 'ghs_exampleToken1234567890'
const PLAN_SIZE = 6
// Two or five loop runs in one test: room for a loaded machine, not a measure of speed.
const SEVERAL_RUNS = 180_000

const servers: GitHubServer[] = []
afterAll(async () => {
  for (const server of servers) await server.close()
  await cleanup()
})

const readWorkflow = (file: string) =>
  YAML.parse(readFileSync(path.join(ROOT, 'examples', 'workflows', file), 'utf8')) as Workflow
// The runner passes every input of action.yml, its default when the step does not set it.
const action = YAML.parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>
}

interface Setup {
  /** The agent command standing in for a preset; `true` changes nothing (a stuck loop). */
  agent?: string
  /** The PATH every step gets (default: the stand-ins, node's folder, the system's). */
  path?: string
  bin?: string
}

/** Runs one example with the stand-ins above; the jobs' runs, the API and the folders it used. */
async function runExample(file: string, setup: Setup = {}) {
  const origin = await makeOrigin(PLAN_SIZE)
  const api = await startGitHubServer()
  servers.push(api)
  const artifacts = await makeTempDir('ralph-example-artifacts-')
  const workflow = readWorkflow(file)
  const bin = setup.bin ?? (await standIns()).bin
  const github: Record<string, string> = { token: TOKEN }
  const githubValue = (expression: string) => {
    const value = github[expression.replace(/^github\./, '')]
    if (value === undefined) throw new Error(`no value for ${expression}`)
    return value
  }
  const double: RunnerDouble = {
    secrets: { ANTHROPIC_API_KEY: 'sk-ant-example-not-a-key' },
    github,
    env: {
      PATH: setup.path ?? `${bin}:${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`,
      GITHUB_REPOSITORY: 'octo/app',
      GITHUB_API_URL: api.url,
      GITHUB_SERVER_URL: 'https://github.test',
      GITHUB_WORKFLOW: workflow.name ?? file,
      npm_config_offline: 'true'
    },
    async workspace(job) {
      const dir = await makeTempDir('ralph-example-checkout-')
      // A job without actions/checkout starts in an empty workspace.
      if (workflow.jobs[job]?.steps?.some(step => step.uses?.startsWith('actions/checkout@')))
        await git(dir, 'clone', '-q', '--depth', '1', `file://${origin}`, '.')
      return dir
    },
    skipRun: script =>
      /^npm i(nstall)? -g @anthropic-ai\/claude-code/.test(script)
        ? 'needs the registry; a command agent stands in for the claude preset'
        : undefined,
    async uses(step, cwd) {
      const name = step.uses.replace(/@.*$/, '')
      if (name === 'actions/checkout') return { skipped: 'needs the network; the job starts in a clone' }
      if (name === 'actions/setup-node') return { skipped: 'needs the network; node is on the PATH' }
      if (name === 'actions/upload-artifact') return { result: await upload(artifacts, step.with, cwd) }
      if (name === 'actions/download-artifact') return { result: await download(artifacts, step.with, cwd) }
      if (name === '<owner>/ralph-loop/aggregate')
        return {
          result: await runCompositeAction(path.join(ROOT, 'aggregate'), step.with, { cwd, env: step.env })
        }
      if (name !== '<owner>/ralph-loop') throw new Error(`no stand-in for ${step.uses}`)
      const defaults = Object.fromEntries(
        Object.entries(action.inputs).flatMap(([input, { default: value }]) =>
          value === undefined ? [] : [[input, expand(value, githubValue)]]
        )
      )
      const preset = !step.with.agent || ['claude', 'codex', 'gemini'].includes(step.with.agent)
      const agent: Record<string, string> = preset
        ? {
            agent: 'command',
            'agent-command': setup.agent ?? `node ${AGENTS}/complete-one.mjs ${step.with.tasks}`
          }
        : {}
      const inputs = { ...defaults, ...step.with, ...agent }
      const files = await stepFiles()
      const main = await runBundle('main', { cwd, inputs, env: step.env, files })
      const post = async () => runBundle('post', { cwd, inputs, env: step.env, files })
      return { result: main, post }
    }
  }
  return { runs: await runWorkflow(workflow, double), api, origin }
}

/** The steps of a job run as `label: result`, with why a step was skipped. */
const stepsOf = (run: JobRun | undefined) =>
  run?.steps.map(
    step => `${step.label}: ${step.result}${step.why ? ` (${step.why})` : step.code ? ` ${step.code}` : ''}`
  )

const loopOf = (run: JobRun | undefined) => run?.steps.find(step => step.outputs.status !== undefined)

describe('examples/workflows run as far as offline allows (issue 25 item 6)', () => {
  it('runs every example (a new one needs its case below)', async () => {
    const files = (await readdir(path.join(ROOT, 'examples', 'workflows'))).filter(file =>
      file.endsWith('.yml')
    )
    expect(files.sort()).toEqual(['custom-agent.yml', 'nightly.yml', 'notify-when-stuck.yml', 'shards.yml'])
  })

  it('nightly.yml: npm ci, then the loop completes the plan, verified by npm test, on ralph/ralph-nightly with a draft pull request', async () => {
    const { runs, api, origin } = await runExample('nightly.yml')
    const [loop] = runs
    expect(stepsOf(loop)).toEqual([
      'actions/checkout@v4: skipped (needs the network; the job starts in a clone)',
      'npm i -g @anthropic-ai/claude-code@2.1.197: skipped (needs the registry; a command agent stands in for the claude preset)',
      'npm ci: ran',
      'ralph: ran',
      'post: ran'
    ])
    expect(loop?.outputs).toEqual({
      status: 'completed',
      'pull-request': 'https://github.test/octo/app/pull/1',
      'total-cost-usd': expect.any(String)
    })
    expect(loop?.steps[2]?.log).toContain('up to date')
    expect(loopOf(loop)?.log).toContain('Verify gate: pass')
    expect(api.pulls).toMatchObject([{ head: 'ralph/ralph-nightly', base: 'main', draft: true }])
    expect(await git(origin, 'branch', '--list', 'ralph/ralph-nightly')).toContain('ralph/ralph-nightly')
  })

  it(
    'notify-when-stuck.yml: a completed loop raises no alert; a stuck one opens an issue naming the task',
    async () => {
      const done = await runExample('notify-when-stuck.yml')
      expect(done.runs.map(run => [run.job, run.ran, run.outputs.status])).toEqual([
        ['loop', true, 'completed'],
        ['alert', false, undefined]
      ])
      const { bin, ghLog } = await standIns()
      const stuck = await runExample('notify-when-stuck.yml', { agent: 'true', bin })
      const [loop, alert] = stuck.runs
      // fail-on leaves stuck out: the step succeeds, so that the alert job reads its outputs.
      expect(loop).toMatchObject({ ok: true, outputs: { status: 'stuck', 'stuck-task': 'write-the-parser' } })
      expect(stepsOf(alert)).toEqual([
        'gh issue create --repo "$GITHUB_REPOSITORY" --title "Ralph is stuck on $TASK" --body "halt-reason: $REASON": ran'
      ])
      expect(await readFile(ghLog, 'utf8')).toBe(
        `issue create --repo octo/app --title Ralph is stuck on write-the-parser --body halt-reason: ${loop?.outputs['halt-reason']}\n`
      )
    },
    SEVERAL_RUNS
  )

  it(
    'shards.yml: four shards on their own branches, merged by the aggregate sub-action into one completed status',
    async () => {
      const { runs, origin } = await runExample('shards.yml')
      const shards = runs.filter(run => run.job === 'loop')
      expect(shards.map(run => [run.matrix.shard, loopOf(run)?.outputs.status])).toEqual(
        ['1', '2', '3', '4'].map(shard => [shard, 'completed'])
      )
      for (const shard of [1, 2, 3, 4])
        expect(await git(origin, 'branch', '--list', `ralph/ralph-shards-shard${shard}of4`)).not.toBe('')
      const summary = runs.find(run => run.job === 'summary')
      expect(summary?.outputs).toEqual({ status: 'completed' })
      expect(summary?.steps.at(-1)?.outputs).toMatchObject({
        'reports-found': '4',
        'tasks-total': String(PLAN_SIZE)
      })
    },
    SEVERAL_RUNS
  )

  it("custom-agent.yml: with a task CLI and the user's agent, the loop works the task database", async () => {
    const db = path.join(await makeTempDir('ralph-example-db-'), 'tasks.json')
    const tasks = ['a', 'b'].map(id => ({ id, title: `Task ${id}`, status: 'open' }))
    await writeFile(db, JSON.stringify({ tasks }))
    const { runs } = await runExample('custom-agent.yml', { bin: (await standIns(db)).bin })
    const [loop] = runs
    expect(loop?.ok).toBe(true)
    expect(loopOf(loop)?.outputs).toMatchObject({ status: 'completed' })
    expect(loopOf(loop)?.log).toContain('a task was completed in iteration')
    expect(JSON.parse(await readFile(db, 'utf8'))).toMatchObject({
      tasks: [{ status: 'done' }, { status: 'done' }]
    })
  })

  it('custom-agent.yml: without a task CLI, the job stops at once, naming it, before the loop starts', async () => {
    // Nothing on the PATH but bash: no `task`, whatever the machine has installed.
    const lean = await makeTempDir('ralph-example-lean-')
    await symlink(execFileSync('bash', ['-c', 'command -v bash']).toString().trim(), path.join(lean, 'bash'))
    const { runs } = await runExample('custom-agent.yml', { path: lean })
    const [loop] = runs
    expect(loop?.ok).toBe(false)
    expect(stepsOf(loop)?.slice(1)).toEqual([
      'Check for the task CLI and the agent: ran 1',
      '<owner>/ralph-loop@v1: not run'
    ])
    expect(loop?.steps[1]?.log).toContain(
      "::error title=No task CLI::There is no 'task' command on the PATH."
    )
  })
})
