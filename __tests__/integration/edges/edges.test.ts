import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseCommandFile } from '../../../__fixtures__/bundle.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'
import { actionsLogger } from '../../../src/edges/actions-logger.js'
import { inputOf } from '../../../src/edges/run-main.js'
import { toolkit } from '../../../src/edges/runner-protocol.js'
import { terminalLogger } from '../../../src/edges/terminal-logger.js'

afterAll(cleanup)

const core = await toolkit()

/** Runs `body` with stdout and the given environment captured, as the runner would see them. */
async function captured(
  env: Record<string, string>,
  body: (sofar: () => string) => void | Promise<void>
): Promise<string> {
  let out = ''
  const write = process.stdout.write.bind(process.stdout)
  const saved = { ...process.env }
  Object.assign(process.env, env)
  const capture = (chunk: string | Uint8Array): boolean => {
    out += chunk.toString()
    return true
  }
  process.stdout.write = capture
  try {
    await body(() => out)
  } finally {
    process.stdout.write = write
    for (const name of Object.keys(env)) if (!(name in saved)) delete process.env[name]
    Object.assign(process.env, saved)
  }
  return out
}

describe('the runner protocol, through @actions/core', () => {
  it('writes one line per command, escaped, with a title only when there is one', async () => {
    const out = await captured({}, async () => {
      const logger = actionsLogger(() => Promise.resolve(core))
      logger.warning('cost 80%\nof budget', 'Budget: soon')
      logger.error('broke')
      logger.startGroup('Iteration 1')
      logger.endGroup()
      logger.setSecret('s3cret')
      logger.info('plain text, not a command')
      await logger.flush()
    })
    expect(out.split('\n')).toEqual([
      '::warning title=Budget%3A soon::cost 80%25%0Aof budget',
      '::error::broke',
      '::group::Iteration 1',
      '::endgroup::',
      '::add-mask::s3cret',
      'plain text, not a command',
      ''
    ])
  })

  it('appends outputs and state as records that survive newlines, and reads saved state', async () => {
    const dir = await makeTempDir()
    const env = {
      GITHUB_OUTPUT: path.join(dir, 'out'),
      GITHUB_STATE: path.join(dir, 'state'),
      STATE_cacheKey: 'k1'
    }
    writeFileSync(env.GITHUB_OUTPUT, '')
    writeFileSync(env.GITHUB_STATE, '')
    let state = ''
    const out = await captured(env, () => {
      core.setOutput('status', 'completed')
      core.setOutput('message', 'line one\nline two')
      core.saveState('workspace', '/w')
      state = core.getState('cacheKey')
    })
    expect(out).toBe('')
    expect(state).toBe('k1')
    expect(parseCommandFile(readFileSync(env.GITHUB_OUTPUT, 'utf8'))).toEqual({
      status: 'completed',
      message: 'line one\nline two'
    })
    expect(parseCommandFile(readFileSync(env.GITHUB_STATE, 'utf8'))).toEqual({ workspace: '/w' })
  })

  it('reads inputs as the runner passes them, trimmed', async () => {
    let values: string[] = []
    await captured({ 'INPUT_MAX-ITERATIONS': ' 7 ', INPUT_AGENT_ARGS: '--x' }, () => {
      values = ['max-iterations', 'agent args', 'tasks'].map(name => core.getInput(name))
    })
    expect(values).toEqual(['7', '--x', ''])
  })
})

describe('the Actions logger', () => {
  it('fences agent output with stop-commands, and resumes commands before its own lines', async () => {
    const out = await captured({}, async () => {
      const logger = actionsLogger(() => Promise.resolve(core))
      logger.write('::set-output name=status::completed\nno newline at the end')
      logger.warning('after the agent', 'Title')
      await logger.flush()
    })
    const token = /::stop-commands::(\S+)\n/.exec(out)?.[1]
    expect(token).toMatch(/^ralph-/)
    expect(out).toBe(
      `::stop-commands::${token ?? ''}\n::set-output name=status::completed\nno newline at the end\n` +
        `::${token ?? ''}::\n::warning title=Title::after the agent\n`
    )
  })

  it('fences a line of its own that carries outside text looking like a command', async () => {
    const out = await captured({}, async () => {
      const logger = actionsLogger(() => Promise.resolve(core))
      logger.info('Iteration 1: failed — x\r::warning::forged')
      await logger.flush()
    })
    const lines = out.split('\n')
    expect(lines[0]).toMatch(/^::stop-commands::ralph-/)
    expect(lines[2]).toBe(`::${(lines[0] ?? '').slice('::stop-commands::'.length)}::`)
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

describe('the Actions logger before @actions/core is loaded', () => {
  it('keeps every call, raw output included, in order until the first fold loads the toolkit', async () => {
    let release: (value: typeof core) => void = () => undefined
    const slow = new Promise<typeof core>(resolve => (release = resolve))
    let loads = 0
    let before = ''
    const out = await captured({}, async sofar => {
      const logger = actionsLogger(() => (loads++, slow))
      logger.info('Work branch ralph/x: created')
      logger.warning('careful')
      expect(loads).toBe(0)
      logger.startGroup('Agent output (iteration 1)')
      expect(loads).toBe(1)
      logger.write('agent says hi\n')
      before = sofar()
      release(core)
      await logger.flush()
      logger.info('after')
    })
    expect(before).toBe('')
    const lines = out.split('\n')
    expect(lines[0]).toBe('Work branch ralph/x: created')
    expect(lines[1]).toBe('::warning::careful')
    expect(lines[2]).toBe('::group::Agent output (iteration 1)')
    expect(lines[3]).toMatch(/^::stop-commands::ralph-/)
    expect(lines.slice(4, 7)).toEqual([
      'agent says hi',
      lines[3].replace('stop-commands::', '') + '::',
      'after'
    ])
  })

  it('inputs: what core.getInput reads, read before it loads', () => {
    expect(inputOf('max-iterations', { 'INPUT_MAX-ITERATIONS': ' 7 ' })).toBe('7')
    expect(inputOf('agent args', { INPUT_AGENT_ARGS: '--x' })).toBe('--x')
    expect(inputOf('tasks', {})).toBe('')
  })
})
