import { describe, expect, it } from '@jest/globals'
import type { Config } from '../../../src/config/config.js'
import { readConfig } from '../../../src/config/read-config.js'
import { sourceOf, WORKSPACE } from './config-source.js'

const MINUTE = 60_000
const PROMPT_PATH = `${WORKSPACE}/prompts/build.md`

type Case = [string, Record<string, string>, Partial<Config>]

// Each case adds to a minimal valid set of inputs and checks the fields it should set.
const CASES: Case[] = [
  ['tasks: a nested path', { tasks: 'docs/plan.json' }, { tasks: 'docs/plan.json', taskSource: 'json' }],
  ['tasks: an absolute path inside', { tasks: `${WORKSPACE}/plan.json` }, { tasks: 'plan.json' }],
  ['tasks: .. that stays inside', { tasks: 'docs/../plan.json' }, { tasks: 'plan.json' }],
  ['tasks: .markdown', { tasks: 'TODO.markdown' }, { taskSource: 'markdown' }],
  ['tasks: upper-case extension', { tasks: 'PLAN.JSON' }, { taskSource: 'json' }],
  [
    'task-source: markdown for any name',
    { tasks: 'plan.txt', 'task-source': 'markdown' },
    { taskSource: 'markdown' }
  ],
  ['task-source: json', { tasks: 'plan', 'task-source': 'JSON' }, { taskSource: 'json' }],
  [
    'task-source: command',
    { tasks: '', 'task-source': 'command' },
    { tasks: undefined, taskSource: 'command' }
  ],
  [
    'task-source: github-issues keeps the issues in the state dir, label ralph',
    { tasks: '', 'task-source': 'github-issues' },
    { tasks: '.ralph/issues.json', taskSource: 'json', githubIssues: { label: 'ralph' } }
  ],
  [
    'task-source: github-issues with issues-label and state-dir',
    { tasks: '', 'task-source': 'github-issues', 'issues-label': 'agent: ready', 'state-dir': 'ci/state' },
    { tasks: 'ci/state/issues.json', githubIssues: { label: 'agent: ready' } }
  ],
  ['a json plan has no issues', { tasks: 'plan.json', 'issues-label': 'x' }, { githubIssues: undefined }],
  [
    'mode: plan without tasks',
    { tasks: '', mode: 'plan' },
    { mode: 'plan', tasks: undefined, taskSource: undefined }
  ],
  [
    'task commands',
    {
      tasks: '',
      'task-source': 'command',
      'task-peek-command': 'bd ready',
      'task-status-command': 'bd stats',
      'task-active-command': 'bd list --active',
      'task-fail-command': 'bd fail "$RALPH_TASK_ID"'
    },
    {
      taskCommands: {
        peek: 'bd ready',
        status: 'bd stats',
        active: 'bd list --active',
        fail: 'bd fail "$RALPH_TASK_ID"'
      }
    }
  ],
  [
    'agent: codex',
    { agent: 'codex' },
    { agent: 'codex', agentArgs: ['--sandbox', 'workspace-write'], agentBinary: 'codex' }
  ],
  [
    'agent: gemini',
    { agent: 'Gemini' },
    { agent: 'gemini', agentArgs: ['--approval-mode', 'yolo'], agentBinary: 'gemini' }
  ],
  [
    'agent: command',
    { agent: 'command', 'agent-command': 'node agent.mjs' },
    { agent: 'command', agentCommand: 'node agent.mjs', agentBinary: 'bash', agentArgs: [] }
  ],
  [
    'agent-args replaces the default',
    { 'agent-args': "--max-turns 30 --append-system-prompt 'be brief'" },
    {
      agentArgs: ['--max-turns', '30', '--append-system-prompt', 'be brief']
    }
  ],
  ['agent-binary', { 'agent-binary': '/opt/claude/bin/claude' }, { agentBinary: '/opt/claude/bin/claude' }],
  [
    'model',
    { model: 'opus' },
    { model: 'opus', agentArgs: ['--permission-mode', 'acceptEdits', '--allowedTools', 'Bash'] }
  ],
  [
    'model drops --model X',
    { model: 'opus', 'agent-args': '--model sonnet --verbose' },
    { agentArgs: ['--verbose'] }
  ],
  ['model drops --model=X', { model: 'opus', 'agent-args': '--model=sonnet' }, { agentArgs: [] }],
  [
    'model drops codex -m',
    { agent: 'codex', model: 'o3', 'agent-args': '-m gpt-5 --full-auto' },
    {
      agentArgs: ['--full-auto']
    }
  ],
  ['model keeps claude -m', { model: 'opus', 'agent-args': '-m x' }, { agentArgs: ['-m', 'x'] }],
  [
    'agent-args keeps --model without model',
    { 'agent-args': '--model sonnet' },
    { agentArgs: ['--model', 'sonnet'] }
  ],
  ['prompt', { prompt: 'Do {{task_id}}' }, { prompt: 'Do {{task_id}}' }],
  ['prompt-file', { 'prompt-file': 'prompts/build.md' }, { prompt: '/ralph-build {{peek}}\n' }],
  ['prompt-file absolute inside', { 'prompt-file': PROMPT_PATH }, { prompt: '/ralph-build {{peek}}\n' }],
  ['mode: build', { mode: 'build' }, { mode: 'build' }],
  ['completion-promise', { 'completion-promise': 'ALL DONE' }, { completionPromise: 'ALL DONE' }],
  ['max-iterations', { 'max-iterations': '1' }, { maxIterations: 1 }],
  ['max-iterations with spaces and leading zero', { 'max-iterations': ' 050 ' }, { maxIterations: 50 }],
  ['iterations-per-run', { 'iterations-per-run': '3' }, { iterationsPerRun: 3 }],
  ['max-attempts 1', { 'max-attempts': '1' }, { maxAttempts: 1 }],
  ['max-attempts 10', { 'max-attempts': '10' }, { maxAttempts: 10 }],
  ['stuck-threshold 0', { 'stuck-threshold': '0' }, { stuckThreshold: 0 }],
  ['no-progress-limit 0', { 'no-progress-limit': '0' }, { noProgressLimit: 0 }],
  ['context-window', { 'context-window': '200000' }, { contextWindow: 200000 }],
  ['context-threshold 1', { 'context-window': '1000', 'context-threshold': '1' }, { contextThreshold: 1 }],
  [
    'context-threshold .5',
    { 'context-window': '1000', 'context-threshold': '.5' },
    { contextThreshold: 0.5 }
  ],
  ['time-budget 0.5', { 'time-budget': '0.5' }, { timeBudgetMs: 30_000 }],
  ['time-budget 45', { 'time-budget': '45' }, { timeBudgetMs: 45 * MINUTE }],
  ['iteration-timeout 1.25', { 'iteration-timeout': '1.25' }, { iterationTimeoutMs: 75_000 }],
  ['max-cost-usd', { 'max-cost-usd': '2.50' }, { maxCostUsd: 2.5 }],
  ['rate-limit-wait 0', { 'rate-limit-wait': '0' }, { rateLimitWaitMs: 0 }],
  [
    'verify',
    { 'verify-command': 'npm test', 'verify-report': 'reports/junit.xml' },
    {
      verifyCommand: 'npm test',
      verifyReport: 'reports/junit.xml'
    }
  ],
  ['checkpoint: none', { checkpoint: 'none' }, { checkpoint: 'none' }],
  ['checkpoint: cache', { checkpoint: 'cache' }, { checkpoint: 'cache' }],
  ['checkpoint-key', { 'checkpoint-key': 'nightly-docs' }, { checkpointKey: 'nightly-docs' }],
  ['resume: never', { resume: 'never' }, { resume: 'never' }],
  ['force-restart: True', { 'force-restart': 'True' }, { forceRestart: true }],
  ['force-restart: FALSE', { 'force-restart': 'FALSE' }, { forceRestart: false }],
  ['state-dir', { 'state-dir': 'tmp/ralph' }, { stateDir: 'tmp/ralph' }],
  [
    'hooks',
    {
      hooks: '# notify\nonComplete: ./notify.sh "done: yes"\n\noncomplete: echo again\r\nonStuck:echo stuck'
    },
    {
      hooks: [
        { event: 'onComplete', command: './notify.sh "done: yes"' },
        { event: 'onComplete', command: 'echo again' },
        { event: 'onStuck', command: 'echo stuck' }
      ]
    }
  ],
  ['fail-on: none', { 'fail-on': 'none' }, { failOn: [] }],
  ['protected-paths: none', { 'protected-paths': 'None' }, { protectedPaths: [] }],
  [
    'protected-paths: lines, commas, comments, duplicates, leading slashes',
    { 'protected-paths': '# judges\n/.github/workflows/**\n\ntests/, ./tests ,.husky' },
    { protectedPaths: ['.github/workflows/**', 'tests', '.husky'] }
  ],
  [
    'protected-paths: a comma inside braces is part of the glob',
    { 'protected-paths': '{tests,spec}/**, *.{yml,yaml}\nmy docs/{a,b}/*' },
    { protectedPaths: ['{tests,spec}/**', '*.{yml,yaml}', 'my docs/{a,b}/*'] }
  ],
  [
    'fail-on with spaces and halted',
    { 'fail-on': ' stuck , halted,stuck ' },
    { failOn: ['stuck', 'halted'] }
  ],
  [
    'fail-on: every status',
    { 'fail-on': 'completed,stuck,aborted,interrupted,halted' },
    {
      failOn: ['completed', 'stuck', 'aborted', 'interrupted', 'halted']
    }
  ],
  [
    'shard',
    { shard: '2/3' },
    {
      shard: { index: 2, count: 3 },
      agentId: 'ralph-local-shard2of3',
      checkpointKey: 'ralph-local-local-local-shard2of3'
    }
  ],
  ['shard with spaces', { shard: '1 / 1' }, { shard: { index: 1, count: 1 } }],
  ['commit: iteration', { commit: 'iteration' }, { commit: 'iteration' }],
  ['commit-message', { 'commit-message': 'wip {task_id}' }, { commitMessage: 'wip {task_id}' }],
  [
    'commit-author',
    { 'commit-author': 'Ralph Wiggum <ralph@example.com>' },
    {
      commitAuthor: { name: 'Ralph Wiggum', email: 'ralph@example.com' }
    }
  ],
  ['commit-no-verify', { 'commit-no-verify': 'true' }, { commitNoVerify: true }],
  [
    'push and push-every',
    { push: 'TRUE', 'push-every': 'commit', branch: 'ralph/nightly' },
    {
      push: true,
      pushEvery: 'commit',
      branch: 'ralph/nightly'
    }
  ]
]

describe('readConfig valid values', () => {
  it.each(CASES)('%s', (_name, inputs, expected) => {
    const files = { [PROMPT_PATH]: '/ralph-build {{peek}}\n' }
    const { config } = readConfig(sourceOf({ tasks: 'plan.json', ...inputs }, {}, files))
    expect(config).toMatchObject(expected)
  })

  it('passes the absolute prompt-file path to readFile', () => {
    const paths: string[] = []
    const source = sourceOf({ tasks: 'plan.json', 'prompt-file': './prompts/../prompts/build.md' })
    readConfig({ ...source, readFile: path => (paths.push(path), 'text') })
    expect(paths).toEqual([PROMPT_PATH])
  })
})
