import { describe, expect, it } from '@jest/globals'
import { FakeClock } from '../../../__fixtures__/clock.js'
import { FakeComments } from '../../../__fixtures__/fakes/fake-comments.js'
import { FakeGit } from '../../../__fixtures__/fakes/fake-git.js'
import { FakeIssues } from '../../../__fixtures__/fakes/fake-issues.js'
import { FakePullRequests, MemoryMirror } from '../../../__fixtures__/fakes/fake-mirror.js'
import { RecordingProgress } from '../../../__fixtures__/fakes/fake-progress.js'
import { FakeSandbox } from '../../../__fixtures__/fakes/fake-sandbox.js'
import { MemoryLock } from '../../../__fixtures__/fakes/memory-lock.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'
import { commandOf, ScriptedRunner, type Script } from '../../../__fixtures__/fakes/scripted-runner.js'
import { RecordingLogger } from '../../../__fixtures__/logger.js'
import { localStore } from '../../../src/checkpoint/store.js'
import { readConfig } from '../../../src/config/read-config.js'
import { issueBoard, taskSourceFor } from '../../../src/edges/real-deps.js'
import { dryRun } from '../../../src/loop/dry-run.js'

const JSON_PLAN = JSON.stringify({
  tasks: [
    { id: 'a', title: 'First', done: true },
    { id: 'b', title: 'Second' }
  ]
})

/** A dry run on fakes, and the fakes, to see that it touched none of them. */
async function dryRunOf(
  inputs: Record<string, string>,
  files: Record<string, string> = {},
  lookup: Script | ((binary: string) => Script) = { stdout: '/usr/bin/bash\n' }
) {
  const workspace = new MemoryWorkspace('/ws', files)
  const { config } = readConfig({
    getInput: name =>
      ({ agent: 'command', 'agent-command': 'agent', 'dry-run': 'true', ...inputs })[name] ?? '',
    env: { PATH: '/usr/bin' },
    readFile: () => {
      throw new Error('no files through the config')
    },
    realPath: absolute => absolute,
    cwd: workspace.root
  })
  const [runner, git, lock, log, clock] = [
    new ScriptedRunner(spec => (typeof lookup === 'function' ? lookup(spec.argv[4] ?? '') : lookup)),
    new FakeGit(),
    new MemoryLock(),
    new RecordingLogger(),
    new FakeClock()
  ]
  const board = issueBoard(config, new FakeIssues(), { runner, workspace, log })
  const signals = new AbortController()
  const dry = dryRun({
    config,
    clock,
    log,
    transcript: log,
    runner,
    workspace,
    tasks: board?.source ?? taskSourceFor(config, { runner, workspace, log }),
    store: localStore('none'),
    lock,
    git,
    mirror: new MemoryMirror(),
    pullRequests: new FakePullRequests(),
    comments: new FakeComments(),
    sandbox: new FakeSandbox(),
    progress: new RecordingProgress(),
    signal: signals.signal,
    hardSignal: new AbortController().signal,
    startedAt: clock.now()
  })
  // A Ctrl+C during a dry run writes nothing either.
  signals.abort()
  // What the whole dry run touched, read once it is over.
  const touched = () => ({
    writes: workspace.writes,
    runs: runner.calls.map(spec => [commandOf(spec), ...spec.argv.slice(3)].join(' ')),
    locked: lock.held,
    git: [...git.switches, ...git.commits.map(commit => commit.message), ...git.pushes]
  })
  return { dry: await dry, touched }
}

/** The one process a dry run starts: bash looking the agent's executable up on PATH (not the agent). */
const LOOKUP = 'command -v -- "$1" ralph-loop'
const UNTOUCHED = { writes: [], runs: [`${LOOKUP} bash`], locked: false, git: [] }

describe('dryRun (SPEC §11): the tasks as read and the first prompt, and nothing touched', () => {
  it.each<[string, Record<string, string>, Record<string, string>, string[]]>([
    [
      'a json plan',
      { tasks: 'plan.json' },
      { 'plan.json': JSON_PLAN },
      [
        'Tasks from plan.json: 2 (1 open, 1 done, 0 optional)',
        '  a  done      First',
        '  b  open      Second'
      ]
    ],
    [
      'a task CLI: not read (its start fails what sessions left active)',
      { 'task-source': 'command' },
      {},
      ['Tasks: from the task CLI, read when the loop runs (reading them at the start changes them).']
    ],
    [
      'GitHub issues: not read (its start writes the plan)',
      { 'task-source': 'github-issues' },
      {},
      ['Tasks: from the GitHub issues, read when the loop runs (reading them at the start changes them).']
    ],
    [
      'plan mode without a source',
      { mode: 'plan' },
      {},
      ["Tasks: (no task source); the agent's promise ends the loop (mode: plan)."]
    ]
  ])('%s', async (_name, inputs, files, lines) => {
    const { dry, touched } = await dryRunOf(inputs, files)
    if (!('text' in dry)) throw new Error(dry.stop.message)
    const text = dry.text.split('\n')
    for (const line of lines) expect(text).toContain(line)
    expect(text).toContain('The first prompt of a new loop, as the agent would get it:')
    expect(touched()).toEqual(UNTOUCHED)
  })

  it('a plan with nothing left: no prompt, the loop would complete', async () => {
    const done = JSON.stringify({ tasks: [{ id: 'a', title: 'First', done: true }] })
    const { dry } = await dryRunOf({ tasks: 'plan.json' }, { 'plan.json': done })
    expect('text' in dry && dry.text).toContain('No work remains: the loop would take the completion path')
  })

  it('a task file that cannot be read: the stop a real start takes', async () => {
    const { dry, touched } = await dryRunOf({ tasks: 'missing.json' })
    expect('stop' in dry && dry.stop).toMatchObject({
      reason: 'error',
      message: expect.stringContaining('missing.json')
    })
    expect(touched()).toEqual({ ...UNTOUCHED, runs: [] })
  })
})

describe("dryRun looks the agent's executable up on PATH, as a real start does, and starts nothing", () => {
  it.each<[string, Record<string, string>, Script, string, string]>([
    [
      'a preset found',
      { agent: 'claude' },
      { stdout: '/opt/bin/claude\n' },
      `${LOOKUP} claude`,
      'Agent: claude, found at /opt/bin/claude (not started).'
    ],
    [
      'agent-binary found',
      { agent: 'codex', 'agent-binary': 'bin/codex' },
      { stdout: 'bin/codex\n' },
      `${LOOKUP} bin/codex`,
      'Agent: codex, found at bin/codex (not started).'
    ],
    [
      'a preset missing: the words of a real start, and the fix',
      { agent: 'gemini' },
      { exitCode: 1 },
      `${LOOKUP} gemini`,
      'Agent missing: The agent gemini was not found (not on PATH, or not an executable file). Install it (npm i -g @google/gemini-cli) or set agent-binary to its path. A real run would stop before the agent does any work (aborted).'
    ],
    [
      'the command agent: bash, found',
      {},
      { stdout: '/usr/bin/bash\n' },
      `${LOOKUP} bash`,
      "Agent: command, run with bash -c (found at /usr/bin/bash); 'agent-command' itself is not checked."
    ],
    [
      'the command agent without bash',
      {},
      { spawnErrorCode: 'ENOENT' },
      `${LOOKUP} bash`,
      "Agent missing: bash was not found (not on PATH, or not an executable file): agent: command runs 'agent-command' with bash -c. Install bash or put it on PATH. A real run would stop before the agent does any work (aborted)."
    ]
  ])('%s', async (_name, inputs, lookup, run, line) => {
    const { dry, touched } = await dryRunOf(
      { tasks: 'plan.json', ...inputs },
      { 'plan.json': JSON_PLAN },
      lookup
    )
    if (!('text' in dry)) throw new Error(dry.stop.message)
    expect(dry.text.split('\n')).toContain(line)
    expect(touched()).toEqual({ ...UNTOUCHED, runs: [run] })
  })
})

describe('dryRun looks a preset reviewer up too, as a real start does (SPEC §7)', () => {
  const claudeOnly = (binary: string): Script =>
    binary === 'claude' ? { stdout: '/opt/bin/claude\n' } : { exitCode: 1 }
  it.each<[string, Record<string, string>, string[], string | undefined]>([
    [
      'another preset, missing: the words of a real start, and the fix',
      { agent: 'claude', review: 'codex' },
      [`${LOOKUP} claude`, `${LOOKUP} codex`],
      "Reviewer missing: The reviewer codex (input 'review') was not found on PATH. Install it (npm i -g @openai/codex), or choose another 'review'. A real run would stop before the agent does any work (aborted)."
    ],
    [
      'the agent itself: looked up once',
      { agent: 'claude', review: 'claude' },
      [`${LOOKUP} claude`],
      undefined
    ],
    [
      'a review command: judged when it runs',
      { agent: 'claude', review: 'command', 'review-command': 'true' },
      [`${LOOKUP} claude`],
      undefined
    ]
  ])('%s', async (_name, inputs, runs, line) => {
    const { dry, touched } = await dryRunOf(
      { tasks: 'plan.json', ...inputs },
      { 'plan.json': JSON_PLAN },
      claudeOnly
    )
    if (!('text' in dry)) throw new Error(dry.stop.message)
    const reviewer = dry.text.split('\n').filter(text => text.startsWith('Reviewer'))
    expect(reviewer).toEqual(line ? [line] : [])
    expect(touched()).toEqual({ ...UNTOUCHED, runs })
  })

  it('another preset, found: where', async () => {
    const { dry } = await dryRunOf(
      { tasks: 'plan.json', agent: 'claude', review: 'gemini' },
      { 'plan.json': JSON_PLAN },
      binary => ({ stdout: `/opt/bin/${binary}\n` })
    )
    expect('text' in dry && dry.text.split('\n')).toContain(
      'Reviewer: gemini, found at /opt/bin/gemini (not started).'
    )
  })
})
