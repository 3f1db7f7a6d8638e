import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseCommandFile } from '../../../__fixtures__/bundle.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'
import { actionsLogger } from '../../../src/edges/actions-logger.js'
import { terminalLogger } from '../../../src/edges/terminal-logger.js'
import { inputOf } from '../../../src/edges/run-main.js'
import { escapeData, escapeProperty, fileRecord, runnerProtocol } from '../../../src/edges/runner-protocol.js'

afterAll(cleanup)

function capture(env: Record<string, string | undefined> = {}) {
  let out = ''
  return { protocol: runnerProtocol(env, text => (out += text)), out: () => out }
}

describe('workflow commands, as the runner reads them', () => {
  it.each([
    ['plain', 'plain'],
    ['50% done', '50%25 done'],
    ['two\nlines\r\n', 'two%0Alines%0D%0A']
  ])('escapes the message %j', (message, escaped) => {
    expect(escapeData(message)).toBe(escaped)
  })

  it('escapes a property’s separators too', () => {
    expect(escapeProperty('a: b, c%\n')).toBe('a%3A b%2C c%25%0A')
  })

  it('writes one line per command, with a title only when there is one', () => {
    const { protocol, out } = capture()
    protocol.warning('cost 80%\nof budget', 'Budget: soon')
    protocol.error('broke')
    protocol.debug('d')
    protocol.startGroup('Iteration 1')
    protocol.endGroup()
    protocol.setSecret('s3cret')
    protocol.info('plain text, not a command')
    expect(out().split('\n')).toEqual([
      '::warning title=Budget%3A soon::cost 80%25%0Aof budget',
      '::error::broke',
      '::debug::d',
      '::group::Iteration 1',
      '::endgroup::',
      '::add-mask::s3cret',
      'plain text, not a command',
      ''
    ])
  })

  it('setFailed logs an error and makes the exit code 1', () => {
    const before = process.exitCode
    try {
      const { protocol, out } = capture()
      protocol.setFailed('Ralph Loop stuck')
      expect(out()).toBe('::error::Ralph Loop stuck\n')
      expect(process.exitCode).toBe(1)
    } finally {
      process.exitCode = before
    }
  })
})

describe('file commands', () => {
  it('appends outputs and state as name<<delimiter records that survive newlines', async () => {
    const dir = await makeTempDir()
    const env = { GITHUB_OUTPUT: path.join(dir, 'out'), GITHUB_STATE: path.join(dir, 'state') }
    writeFileSync(env.GITHUB_OUTPUT, '')
    const { protocol, out } = capture(env)
    protocol.setOutput('status', 'completed')
    protocol.setOutput('message', 'line one\nline two')
    protocol.saveState('workspace', '/w')
    expect(out()).toBe('')
    expect(parseCommandFile(readFileSync(env.GITHUB_OUTPUT, 'utf8'))).toEqual({
      status: 'completed',
      message: 'line one\nline two'
    })
    expect(parseCommandFile(readFileSync(env.GITHUB_STATE, 'utf8'))).toEqual({ workspace: '/w' })
  })

  it('falls back to the old commands when the runner gave no files', () => {
    const { protocol, out } = capture()
    protocol.setOutput('status', 'stuck')
    protocol.saveState('key', 'v')
    expect(out()).toBe('\n::set-output name=status::stuck\n\n::save-state name=key::v\n')
  })

  it('uses a fresh delimiter for each record', () => {
    const delimiter = (record: string) => /<<(.+)\n/.exec(record)?.[1]
    expect(delimiter(fileRecord('a', 'x'))).toMatch(/^ghadelimiter_[0-9a-f-]{36}$/)
    expect(delimiter(fileRecord('a', 'x'))).not.toBe(delimiter(fileRecord('a', 'x')))
  })

  it('reads state the main step saved, and the job summary file', async () => {
    const dir = await makeTempDir()
    const summary = path.join(dir, 'summary.md')
    const { protocol } = capture({ STATE_cacheKey: 'k1', GITHUB_STEP_SUMMARY: summary })
    expect(protocol.getState('cacheKey')).toBe('k1')
    expect(protocol.getState('missing')).toBe('')
    protocol.appendSummary('# one\n')
    protocol.appendSummary('two\n')
    expect(readFileSync(summary, 'utf8')).toBe('# one\ntwo\n')
    expect(() => capture().protocol.appendSummary('x')).toThrow(/GITHUB_STEP_SUMMARY is not set/)
  })
})

describe('inputOf', () => {
  it.each([
    ['max-iterations', { 'INPUT_MAX-ITERATIONS': ' 7 ' }, '7'],
    ['agent args', { INPUT_AGENT_ARGS: '--x' }, '--x'],
    ['tasks', {}, '']
  ])('%s', (name, env, value) => {
    expect(inputOf(name, env)).toBe(value)
  })
})

describe('the Actions logger', () => {
  it('fences agent output with stop-commands, and resumes commands before its own lines', () => {
    let out = ''
    const logger = actionsLogger(text => (out += text))
    logger.write('::set-output name=status::completed\nno newline at the end')
    logger.warning('after the agent', 'Title')
    const token = /::stop-commands::(\S+)\n/.exec(out)?.[1]
    expect(token).toMatch(/^ralph-/)
    expect(out).toBe(
      `::stop-commands::${token}\n::set-output name=status::completed\nno newline at the end\n` +
        `::${token}::\n::warning title=Title::after the agent\n`
    )
  })
})

describe('the terminal logger', () => {
  it('starts its own lines on a new line after agent output that did not end one', () => {
    let out = ''
    let err = ''
    const logger = terminalLogger({ out: text => (out += text), err: text => (err += text) })
    logger.write('{"type":"result","is_err')
    logger.info('Iteration 1: failed')
    logger.write('done\n')
    logger.info('next')
    logger.write('partial')
    logger.warning('careful')
    expect(out).toBe('{"type":"result","is_err\nIteration 1: failed\ndone\nnext\npartial\n')
    expect(err).toBe('Warning: careful\n')
  })
})
