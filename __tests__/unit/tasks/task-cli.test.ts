import { describe, expect, it } from '@jest/globals'
import { runFakeLoop } from '../../../__fixtures__/fakes/fake-loop.js'
import { commandOf, ScriptedRunner, type Script } from '../../../__fixtures__/fakes/scripted-runner.js'
import { FakeTaskCli } from '../../../__fixtures__/fakes/task-cli.js'
import { RecordingLogger } from '../../../__fixtures__/logger.js'
import { CliTaskSource } from '../../../src/tasks/cli-source.js'
import { TaskCli } from '../../../src/tasks/task-cli.js'

const COMMANDS = { peek: 'peek', status: 'status', active: 'active', fail: 'fail' }
const COUNTS = '{"open":1,"active":0,"done":0,"failed":0}\n'

/** A task CLI whose commands answer as `scripts` says (by command name; default: one open task). */
function cliWith(scripts: Partial<Record<keyof typeof COMMANDS, Script>>) {
  const runner = new ScriptedRunner(spec => {
    const name = commandOf(spec) as keyof typeof COMMANDS
    return scripts[name] ?? (name === 'status' ? { stdout: COUNTS } : {})
  })
  const deps = { runner, cwd: '/ws', env: {}, agentId: 'ralph-local', timeoutMs: 5 * 60 * 1000 }
  const log = new RecordingLogger()
  return { source: new CliTaskSource(new TaskCli(COMMANDS, deps), log), log }
}

describe('a task CLI whose status cannot be read at the start (SPEC §3)', () => {
  it.each<[string, Script]>([
    ['fails', { exitCode: 1, stderr: 'task plan-status: database unreachable\n' }],
    ['prints no counts', { stdout: 'all good\n' }]
  ])(
    'is a source that cannot be read when the status %s: a stop, with what it said',
    async (_name, script) => {
      const { source } = cliWith({ status: script })
      const stop = await source.open()
      expect(stop).toMatchObject({ reason: 'error' })
      expect(stop?.message).toMatch(/task-status-command.*(database unreachable|all good)/)
    }
  )

  it('aborts the loop before the agent runs, without tasks-done=0 tasks-total=0 counts', async () => {
    const cli = new FakeTaskCli([{ id: 'T-1', status: 'open' }])
    cli.failing.add('status')
    let agentRuns = 0
    const run = await runFakeLoop(
      { 'task-source': 'command' },
      () => {
        agentRuns += 1
        return undefined
      },
      { handlers: cli.handlers }
    )
    expect(agentRuns).toBe(0)
    expect(run.result).toMatchObject({ status: 'aborted', haltReason: 'error', iterations: 0 })
    expect(run.result.message).toContain('task plan-status: down')
  })
})

describe('a task CLI command stopped by its time limit', () => {
  it.each<[string, number, string]>([
    ['5 minutes', 5 * 60 * 1000, 'task-status-command was stopped after 5 minutes (its time limit)'],
    ['90 seconds', 90 * 1000, 'task-status-command was stopped after 90 s (its time limit)'],
    ['1 minute', 60 * 1000, 'task-status-command was stopped after 1 minute (its time limit)']
  ])('is named with the limit (%s), not "exited with SIGTERM"', async (_name, timeoutMs, said) => {
    const runner = new ScriptedRunner(() => ({ exitCode: null, signal: 'SIGTERM', timedOut: true }))
    const cli = new TaskCli(COMMANDS, { runner, cwd: '/ws', env: {}, agentId: 'a', timeoutMs })
    const status = await cli.status()
    expect(status.error).toContain(said)
    expect(status.error).not.toContain('SIGTERM')
  })
})

describe('what a task CLI prints, in the log', () => {
  it.each<[string, string, string]>([
    ['NUL', 'bad\0byte', 'bad\\x00byte'],
    ['an escape sequence', 'red\x1b[31m', 'red\\x1b[31m'],
    ['a carriage return', 'over\rwrite', 'over\\rwrite'],
    ['a C1 control', 'next\u0085line', 'next\\u0085line'],
    [
      'an invalid UTF-8 byte (decoded as U+FFFD)',
      Buffer.from([0x61, 0xff, 0x62]).toString('utf8'),
      'a\ufffdb'
    ]
  ])('escapes %s', async (_name, printed, shown) => {
    const { source, log } = cliWith({ active: { exitCode: 3, stderr: printed } })
    await source.open()
    const warning = log.warnings.find(w => w.startsWith('task active failed'))
    expect(warning).toContain(shown)
    for (const raw of ['\0', '\x1b', '\r', '\u0085']) expect(warning).not.toContain(raw)
  })

  it('escapes the ids of tasks left active, and keeps tabs and newlines', async () => {
    const { source, log } = cliWith({
      active: { stdout: 'T\0-1\n' },
      fail: { exitCode: 1, stderr: 'no\ttask\nhere\0' }
    })
    await source.open()
    expect(log.lines).toContain(
      'Task T\\x00-1 is still active for this agent: failing it (session exited without completing task).'
    )
    expect(log.warnings.join('\n')).toContain('no\ttask\nhere\\x00')
  })
})
