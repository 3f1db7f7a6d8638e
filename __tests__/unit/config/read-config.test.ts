import { describe, expect, it } from '@jest/globals'
import type { Config } from '../../../src/config/config.js'
import { readConfig } from '../../../src/config/read-config.js'
import { ACTIONS_ENV, sourceOf, WORKSPACE } from './config-source.js'

const read = (inputs: Record<string, string>, env: Record<string, string> = {}, files = {}): Config =>
  readConfig(sourceOf(inputs, env, files)).config

describe('readConfig defaults', () => {
  it('outside Actions: file checkpoint, no commits, local identity', () => {
    const env = { HOME: '/home/dev' }
    const { config, warnings } = readConfig(sourceOf({ tasks: 'plan.json' }, env))
    expect(warnings).toEqual([])
    const expected: Config = {
      workspace: WORKSPACE,
      inActions: false,
      tasks: 'plan.json',
      taskSource: 'json',
      taskCommands: {
        peek: 'task peek -n 10',
        status: 'task plan-status',
        active: 'task active --agent "$RALPH_AGENT_ID"',
        fail: 'task fail "$RALPH_TASK_ID" --reason "$RALPH_FAIL_REASON"'
      },
      githubIssues: undefined,
      agent: 'claude',
      agentCommand: undefined,
      agentArgs: ['--permission-mode', 'acceptEdits', '--allowedTools', 'Bash'],
      agentBinary: 'claude',
      model: undefined,
      prompt: undefined,
      mode: 'build',
      completionPromise: 'COMPLETE',
      maxIterations: 20,
      iterationsPerRun: 0,
      maxAttempts: 5,
      stuckThreshold: 3,
      noProgressLimit: 2,
      contextWindow: 0,
      contextThreshold: 0.9,
      timeBudgetMs: 330 * 60_000,
      iterationTimeoutMs: 60 * 60_000,
      maxCostUsd: 0,
      maxTotalCostUsd: 0,
      tokenPrices: undefined,
      fallbackAgent: undefined,
      rateLimitWaitMs: 15 * 60_000,
      verifyCommand: undefined,
      verifyReport: undefined,
      protectedPaths: ['.github/workflows/**'],
      judgeScripts: [],
      review: 'none',
      reviewCommand: undefined,
      reviewPrompt: undefined,
      checkpoint: 'file',
      checkpointKey: 'ralph-local-local-local',
      resume: 'auto',
      forceRestart: false,
      stateDir: '.ralph',
      hooks: [],
      failOn: ['stuck', 'aborted', 'interrupted'],
      shard: undefined,
      commit: 'none',
      commitMessage: 'ralph: {task_id} {outcome} (iteration {n})',
      commitAuthor: {
        name: 'github-actions[bot]',
        email: '41898282+github-actions[bot]@users.noreply.github.com'
      },
      commitAuthorIsDefault: true,
      commitNoVerify: false,
      push: false,
      pushIsDefault: true,
      pushEvery: 'end',
      branch: undefined,
      branchIsDefault: true,
      pullRequest: 'none',
      githubToken: undefined,
      base: undefined,
      questions: true,
      dryRun: false,
      sandbox: { mode: 'auto', allowHosts: [], agentSecrets: [], runnerPaths: [], home: '/home/dev' },
      answer: undefined,
      agentId: 'ralph-local',
      run: {
        id: 'local',
        attempt: '1',
        workflow: 'local',
        job: 'local',
        ref: 'local',
        repository: '',
        serverUrl: 'https://github.com',
        apiUrl: 'https://api.github.com'
      },
      env,
      secrets: [],
      apiTimeoutMs: 30_000,
      taskCliTimeoutMs: 300_000,
      apiRetryWaitMs: 1000,
      cache: { timeoutMs: 60_000, readOnly: false, hasToken: false }
    }
    expect(config).toEqual(expected)
  })

  it('inside Actions: cache checkpoint, task commits, identity from GITHUB_*', () => {
    const { config, warnings } = readConfig(sourceOf({ tasks: 'plan.md', push: 'true' }, ACTIONS_ENV))
    expect(warnings).toEqual([])
    expect(config).toMatchObject({
      workspace: '/home/runner/work/app/app',
      inActions: true,
      taskSource: 'markdown',
      checkpoint: 'cache',
      checkpointKey: 'ralph-Nightly-build-main',
      commit: 'task',
      agentId: 'ralph-build',
      run: { id: '123456', attempt: '2', workflow: 'Nightly', job: 'build', ref: 'main' }
    })
  })

  it('falls back to GITHUB_REF when GITHUB_REF_NAME is missing', () => {
    const { GITHUB_REF_NAME: _name, ...env } = ACTIONS_ENV
    expect(read({ tasks: 'plan.json' }, env).run.ref).toBe('refs/heads/main')
  })

  it('treats blank inputs as not set', () => {
    const config = read({ tasks: 'plan.json', 'max-iterations': '  ', agent: '', 'fail-on': '\n' })
    expect(config).toMatchObject({
      maxIterations: 20,
      agent: 'claude',
      failOn: ['stuck', 'aborted', 'interrupted']
    })
  })

  it('takes a relative GITHUB_WORKSPACE from the current directory', () => {
    expect(read({ tasks: 'plan.json' }, { GITHUB_WORKSPACE: 'sub' }).workspace).toBe(`${WORKSPACE}/sub`)
  })

  it('masks the values of secret-like variables of 8 characters or more, and the github-token', () => {
    const env = {
      ANTHROPIC_API_KEY: 'sk-ant-0123456789',
      OPENAI_API_KEY: '',
      GITHUB_TOKEN: 'ghp',
      ACTIONS_RUNTIME_TOKEN: 'runtime-token-abc',
      DB_PASSWORD: 'hunter2!!',
      MY_SECRET: 'a-long-secret',
      CLAUDE_CODE_OAUTH_TOKEN: 'oauth-0123456',
      AWS_SECRET_ACCESS_KEY: 'aws-secret-key',
      PLAIN: 'not-a-secret-value'
    }
    expect(read({ tasks: 'plan.json', 'github-token': 'ghs_0123456789' }, env).secrets).toEqual([
      'runtime-token-abc',
      'sk-ant-0123456789',
      'aws-secret-key',
      'ghs_0123456789',
      'a-long-secret',
      'oauth-0123456',
      'hunter2!!'
    ])
  })

  it('hands children the environment without the control channel and the inputs', () => {
    const env = {
      ...ACTIONS_ENV,
      ACTIONS_RUNTIME_TOKEN: 'runtime-token-abc',
      ACTIONS_RESULTS_URL: 'https://results',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
      ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc',
      GITHUB_ENV: '/runner/env',
      GITHUB_PATH: '/runner/path',
      GITHUB_OUTPUT: '/runner/output',
      GITHUB_STATE: '/runner/state',
      GITHUB_STEP_SUMMARY: '/runner/summary',
      'INPUT_GITHUB-TOKEN': 'ghs_job_token',
      ANTHROPIC_API_KEY: 'sk-ant-0123456789',
      GH_TOKEN: 'gh-user-token'
    }
    const config = read({ tasks: 'plan.json' }, env)
    expect(Object.keys(config.env).sort()).toEqual(
      [...Object.keys(ACTIONS_ENV), 'ANTHROPIC_API_KEY', 'GH_TOKEN'].sort()
    )
    expect(config.cache).toMatchObject({ hasToken: true, readOnly: false })
  })
})

describe('readConfig warnings', () => {
  const warningsOf = (inputs: Record<string, string>, env: Record<string, string> = {}): string[] =>
    readConfig(sourceOf({ tasks: 'plan.json', ...inputs }, env)).warnings

  it.each<[string, Record<string, string>, Record<string, string>, RegExp]>([
    ['cache without commits in Actions', { commit: 'none' }, ACTIONS_ENV, /work will not survive the runner/],
    [
      'model over --model in agent-args',
      { model: 'opus', 'agent-args': '--model sonnet' },
      {},
      /'model'.*wins/
    ],
    ['agent-command with a preset', { 'agent-command': './a.sh' }, {}, /'agent-command' is ignored/],
    [
      'agent-binary with the command agent',
      { agent: 'command', 'agent-command': './a.sh', 'agent-binary': 'x' },
      {},
      /'agent-binary'.*ignored/
    ],
    [
      'verify-report without verify-command',
      { 'verify-report': 'junit.xml' },
      {},
      /'verify-report' has no effect/
    ],
    ['context-threshold without context-window', { 'context-threshold': '0.5' }, {}, /'context-threshold'/],
    [
      'review-command with a preset reviewer',
      { review: 'codex', 'review-command': './r.sh' },
      {},
      /'review-command' is ignored with review: codex/
    ],
    [
      'review-prompt without a review gate',
      { 'review-prompt': 'Judge {{task}}' },
      {},
      /'review-prompt' is ignored with review: none/
    ]
  ])('%s', (_name, inputs, env, pattern) => {
    const warnings = warningsOf(inputs, env)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(pattern)
  })

  it('stays quiet about the defaults in Actions (cache, commit task, no push: SPEC §10 warns only for commit none)', () => {
    expect(warningsOf({}, ACTIONS_ENV)).toEqual([])
  })

  it.each(['0.90', '0.9', ' 0.90 '])(
    "stays quiet about context-threshold at the action's default (%s), which the runner passes as set",
    value => {
      expect(warningsOf({ 'context-threshold': value }, ACTIONS_ENV)).toEqual([])
    }
  )

  it('stays quiet about cache without commits outside Actions', () => {
    expect(warningsOf({ checkpoint: 'cache', commit: 'none' })).toEqual([])
  })
})

describe('readConfig: the review gate (SPEC §7)', () => {
  it('reads review, review-command and review-prompt', () => {
    const { config } = readConfig(
      sourceOf({
        tasks: 'plan.json',
        review: 'Command',
        'review-command': './review.sh',
        'review-prompt': 'Judge {{task}}'
      })
    )
    expect(config).toMatchObject({
      review: 'command',
      reviewCommand: './review.sh',
      reviewPrompt: 'Judge {{task}}'
    })
  })
})
