import { describe, expect, it } from '@jest/globals'
import { ConfigError } from '../../../src/config/config-error.js'
import { readConfig } from '../../../src/config/read-config.js'
import { sourceOf } from './config-source.js'

/** [inputs added to `tasks: plan.json`, the input blamed, text the message must contain besides the input and value] */
type Case = [Record<string, string>, string, string]

const INTEGER_CASES: Case[] = [
  ...['0', '-1', '1.5', '+3', '1e3', '0x10', '3 apples', 'twenty', '99999999999999999999'].map(
    (value): Case => [{ 'max-iterations': value }, 'max-iterations', 'an integer ≥ 1']
  ),
  [{ 'iterations-per-run': '-1' }, 'iterations-per-run', 'an integer ≥ 0 (0 = no limit)'],
  [{ 'iterations-per-run': '2.0' }, 'iterations-per-run', 'an integer ≥ 0'],
  [{ 'max-attempts': '0' }, 'max-attempts', 'an integer from 1 to 10'],
  [{ 'max-attempts': '11' }, 'max-attempts', 'an integer from 1 to 10'],
  [{ 'stuck-threshold': '-2' }, 'stuck-threshold', 'an integer ≥ 0 (0 = off)'],
  [{ 'no-progress-limit': 'off' }, 'no-progress-limit', 'an integer ≥ 0 (0 = off)'],
  [{ 'context-window': '200k' }, 'context-window', 'an integer number of tokens ≥ 0']
]

const NUMBER_CASES: Case[] = [
  ...['0', '1.01', '-0.5', '90%', '1e-1', 'NaN', 'Infinity', '.'].map((value): Case => [
    { 'context-threshold': value },
    'context-threshold',
    'a number greater than 0 and at most 1'
  ]),
  [{ 'max-cost-usd': '-1' }, 'max-cost-usd', 'a number of US dollars ≥ 0'],
  [{ 'max-cost-usd': '$5' }, 'max-cost-usd', 'a number of US dollars ≥ 0'],
  [{ 'time-budget': '0' }, 'time-budget', 'a number of minutes greater than 0'],
  [{ 'time-budget': '0.0000001' }, 'time-budget', 'a number of minutes greater than 0'],
  [{ 'time-budget': '5h' }, 'time-budget', 'a number of minutes greater than 0'],
  [{ 'iteration-timeout': '-5' }, 'iteration-timeout', 'a number of minutes greater than 0'],
  [{ 'rate-limit-wait': '1e2' }, 'rate-limit-wait', 'a number of minutes ≥ 0 (0 = never wait)']
]

const CHOICE_CASES: Case[] = [
  [{ 'task-source': 'toml' }, 'task-source', 'one of auto, json, yaml, markdown, command, github-issues'],
  [{ agent: 'copilot' }, 'agent', 'one of claude, codex, gemini, command'],
  [{ mode: 'fix' }, 'mode', 'one of build, plan'],
  [{ checkpoint: 'disk' }, 'checkpoint', 'one of cache, file, none'],
  [{ resume: 'always' }, 'resume', 'one of auto, never'],
  [{ commit: 'always' }, 'commit', 'one of none, task, iteration'],
  [{ 'push-every': 'iteration' }, 'push-every', 'one of end, commit'],
  ...['yes', '1', 'tRue', 'on'].map((value): Case => [
    { 'force-restart': value },
    'force-restart',
    'true or false'
  ]),
  [{ push: 'no' }, 'push', 'true or false'],
  [{ 'commit-no-verify': 'y' }, 'commit-no-verify', 'true or false']
]

const TEXT_CASES: Case[] = [
  [{ tasks: '../other/plan.json' }, 'tasks', 'a path inside the workspace'],
  [{ tasks: '/etc/plan.json' }, 'tasks', 'a path inside the workspace'],
  [{ tasks: 'docs/../../plan.json' }, 'tasks', 'a path inside the workspace'],
  [{ tasks: '.' }, 'tasks', 'not the workspace itself'],
  [{ tasks: 'plan.txt' }, 'task-source', 'json, yaml or markdown'],
  [{ tasks: 'plan.json', 'task-source': 'command' }, 'tasks', 'remove'],
  [
    { tasks: 'plan.json', 'task-source': 'github-issues' },
    'tasks',
    'the loop keeps the issues in .ralph/issues.json'
  ],
  [{ tasks: '' }, 'tasks', 'the path of a task file'],
  [{ tasks: '', mode: 'plan', 'task-source': 'json' }, 'tasks', 'task-source: json'],
  [{ agent: 'command' }, 'agent-command', 'required with agent: command'],
  [{ review: 'command' }, 'review-command', 'required with review: command'],
  [{ review: 'copilot' }, 'review', 'one of none, claude, codex, gemini, command'],
  [{ 'agent-args': '--append-system-prompt "be brief' }, 'agent-args', 'every quote closed'],
  [{ 'agent-args': "--x 'y" }, 'agent-args', 'every quote closed'],
  [{ prompt: 'Do it', 'prompt-file': 'prompt.md' }, 'prompt-file', "only one of them: remove 'prompt'"],
  [{ 'prompt-file': 'missing.md' }, 'prompt-file', 'ENOENT'],
  [{ 'prompt-file': 'empty.md' }, 'prompt-file', 'not an empty one'],
  [{ 'prompt-file': '../prompt.md' }, 'prompt-file', 'a path inside the workspace'],
  [{ 'verify-report': '/tmp/junit.xml' }, 'verify-report', 'a path inside the workspace'],
  [{ 'state-dir': '..' }, 'state-dir', 'a path inside the workspace'],
  [{ 'state-dir': './' }, 'state-dir', 'not the workspace itself'],
  [{ 'state-dir': '.git' }, 'state-dir', 'inside .git'],
  [{ 'state-dir': './.git/ralph' }, 'state-dir', 'inside .git'],
  [{ 'state-dir': 'sub/../.git' }, 'state-dir', 'inside .git'],
  [{ 'checkpoint-key': ',,' }, 'checkpoint-key', 'a character other than a comma'],
  [{ hooks: 'onComplete ./notify.sh' }, 'hooks', "has no ':'"],
  [
    { hooks: 'onComplete: ok\nonFinish: ./notify.sh' },
    'hooks',
    'line 2, one of onIterationEnd, onTaskComplete'
  ],
  [{ hooks: 'onStuck:   ' }, 'hooks', "a command after 'onStuck:'"],
  ...['done', 'stuck,none', 'stuck;aborted', ','].map((value): Case => [
    { 'fail-on': value },
    'fail-on',
    'a comma list of statuses (completed, stuck'
  ]),
  ...['0/2', '3/2', 'a/b', '1', '1/0', '-1/2', '1/2/3'].map((value): Case => [
    { shard: value },
    'shard',
    "'i/n' with whole numbers 1 ≤ i ≤ n"
  ]),
  [{ 'commit-author': 'Ralph' }, 'commit-author', "'Name <email>'"],
  [{ 'commit-author': '<ralph@example.com>' }, 'commit-author', "'Name <email>'"],
  [{ 'protected-paths': 'tests/**\n../secrets/**' }, 'protected-paths', 'inside the workspace, without `..`'],
  [{ 'protected-paths': '.github/workflows/**, **' }, 'protected-paths', 'not one that matches every path'],
  // The task file under a protected path could never be marked done.
  [{ 'protected-paths': '*.json' }, 'protected-paths', 'matches the task file plan.json'],
  [{ 'protected-paths': 'plan.json' }, 'protected-paths', 'globs that leave the task file free']
]

function errorOf(inputs: Record<string, string>): ConfigError {
  const files = { '/home/dev/project/empty.md': ' \n', '/home/dev/project/prompt.md': 'x' }
  try {
    readConfig(sourceOf({ tasks: 'plan.json', ...inputs }, {}, files))
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  throw new Error(`no error for ${JSON.stringify(inputs)}`)
}

describe('readConfig invalid values', () => {
  it.each([...INTEGER_CASES, ...NUMBER_CASES, ...CHOICE_CASES, ...TEXT_CASES])(
    '%j → %s',
    (inputs, input, expected) => {
      const error = errorOf(inputs)
      expect(error).toBeInstanceOf(ConfigError)
      expect(error.name).toBe('ConfigError')
      expect(error.input).toBe(input)
      expect(error.message).toContain(`'${input}'`)
      expect(error.message).toContain(expected)
      if (error.value !== '') expect(error.message).toContain(`'${error.value.trim()}'`)
    }
  )

  it('phrases a single bad value as one sentence', () => {
    expect(errorOf({ 'max-attempts': '11' }).message).toBe(
      "Input 'max-attempts' has value '11', expected an integer from 1 to 10."
    )
  })

  it('names the hook line at fault', () => {
    const error = errorOf({ hooks: 'onComplete: ok\nonFinish: ./notify.sh' })
    expect(error.value).toBe('onFinish: ./notify.sh')
  })

  it('cuts a long value short in the message but keeps it whole on the error', () => {
    const value = `${'x'.repeat(300)}"`
    const error = errorOf({ 'agent-args': value })
    expect(error.value).toBe(value)
    expect(error.message).toContain(`'${'x'.repeat(200)}…'`)
    expect(error.message).not.toContain('x'.repeat(201))
  })
})
