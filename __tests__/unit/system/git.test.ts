import { describe, expect, it } from '@jest/globals'
import { identity, runGit, subcommand } from '../../../src/system/git/run-git.js'
import { ScriptedRunner, type Script } from '../../../__fixtures__/fakes/scripted-runner.js'

const AUTHOR = { name: 'ralph', email: 'ralph@localhost' }

describe('subcommand', () => {
  it.each([
    ['a plain command', ['status', '--porcelain'], 'status'],
    ['after the identity', [...identity(AUTHOR), 'commit', '-m', 'x'], 'commit'],
    ['-C takes a value too', ['-C', 'sub', 'push', 'origin'], 'push'],
    ['a long option with its value apart', ['--git-dir', '.git', 'log'], 'log'],
    ['a long option with its value joined', ['--git-dir=.git', '--no-pager', 'log'], 'log'],
    ['no command: the first argument', ['--version'], '--version'],
    ['nothing at all', [], '']
  ])('%s', (_, args, expected) => {
    expect(subcommand(args)).toBe(expected)
  })
})

describe('runGit names the git command in its failures, not an option before it', () => {
  const args = [...identity(AUTHOR), 'commit', '--no-verify', '-m', 'wip']

  it('stopped by the first signal', async () => {
    const first = new AbortController()
    // The signal comes while git runs, as it does when a slow pre-commit hook holds git.
    const runner = new ScriptedRunner(() => {
      first.abort()
      return { exitCode: null, signal: 'SIGINT' }
    })
    const result = await runGit('/ws', args, { runner, signal: first.signal })
    expect(result).toEqual({ code: -1, stdout: '', stderr: 'git commit was stopped by a signal' })
  })

  it.each<[string, Script, string]>([
    ['timed out', { exitCode: null, signal: 'SIGTERM', timedOut: true }, 'git commit timed out after 500 ms'],
    ['killed', { exitCode: null, signal: 'SIGKILL' }, 'git commit was killed by SIGKILL']
  ])('%s', async (_, script, message) => {
    const runner = new ScriptedRunner(() => script)
    const result = await runGit('/ws', args, { runner, timeoutMs: 500 })
    expect(result).toEqual({ code: -1, stdout: '', stderr: message })
  })
})
