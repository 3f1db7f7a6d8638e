import { afterAll, describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle, type BundleRun } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, git, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

/**
 * Lines the runner reads as commands that a check for blanks before `::`, or for `##[` at a line's
 * start, misses: the runner trims any whitespace (.NET's: Unicode's) before it looks for `::`, and
 * its old parser finds `##[` anywhere in a line (actions/runner ActionCommand.cs).
 */
const EVASIVE = [
  '\u00a0::warning::INJ-12 (after a no-break space)',
  '\v::warning::INJ-13 (after a vertical tab)',
  '\f::warning::INJ-14 (after a form feed)',
  '\u2028::warning::INJ-15 (after a line separator)',
  '\u3000::warning::INJ-16 (after an ideographic space)',
  '\u0085::warning::INJ-17 (after a next-line character)',
  'mid-line ##[warning]INJ-18 (the old syntax)'
]

/** Text an agent or a task file could carry to forge workflow commands or break the job summary. */
const CORPUS = [
  '::warning::INJ-1',
  '::add-mask::INJ-2',
  '::error file=x.ts,line=1::INJ-3',
  '  ::notice::INJ-4 (indented)',
  'before\r::set-output name=x::INJ-5 (after a bare CR)',
  '%0A::warning::INJ-6 (an encoded newline)',
  '##[error]INJ-7 (the old syntax)',
  '::stop-commands::INJ-8',
  '::endgroup::',
  ...EVASIVE,
  '| a | table | cell | INJ-9 `tick` <script>alert("INJ-10")</script>',
  '```',
  'INJ-11 after a fence'
]
const TEXT = CORPUS.join('\n')
const OURS = new Set(['group', 'endgroup', 'warning', 'error', 'debug', 'add-mask', 'stop-commands'])

/**
 * Every line the runner would read as a workflow command: outside the stop-commands fences, lines
 * split as the runner splits them. Each is checked to be one of the loop's own, with no outside
 * text in its name or properties.
 */
function forgedCommands(stdout: string): string[] {
  const forged: string[] = []
  let fence: string | undefined
  for (const line of stdout.split(/\r\n|\r|\n/)) {
    if (fence) {
      if (line === `::${fence}::`) fence = undefined
      continue
    }
    // .NET's TrimStart: every Unicode space (JS's \s) and U+0085.
    const trimmed = line.replace(/^[\s\u0085]+/, '')
    // `s`: the data may hold U+2028, which ends no line for the runner.
    const command = /^::([^:\s]+)([^:]*)::(.*)$/s.exec(trimmed)
    if (!command) {
      // Not a new-style command: the old parser finds `##[` anywhere in the line.
      if (trimmed.startsWith('::') || line.includes('##[')) forged.push(line)
      continue
    }
    const [, name, properties, data] = command
    if (name === 'stop-commands') {
      fence = data
      if (!/^ralph-[0-9a-f-]{36}$/.test(data)) forged.push(line)
    } else if (!OURS.has(name) || properties.includes('INJ') || data.startsWith('INJ')) forged.push(line)
  }
  return forged
}

async function workspace(plan = jsonPlan(1)) {
  const dir = await makeTempDir('ralph-inject-')
  await writeFile(path.join(dir, 'plan.json'), plan)
  await makeGitRepo(dir)
  return dir
}

const fakeClaude = (mode: string) => ({
  inputs: { agent: 'claude', 'agent-binary': `${AGENTS}/fake-claude.mjs`, 'agent-args': '' },
  env: { FAKE_CLAUDE_MODE: mode, FAKE_CLAUDE_TEXT: TEXT }
})

/** The summary's table rows keep their 7 cells whatever a task id holds. */
function rows(summary: string): string[][] {
  return summary
    .split('\n')
    .filter(line => /^\| \d+ \|/.test(line))
    .map(line => line.split(/(?<!\\)\|/).slice(1, -1))
}

/** The summary without its fenced code blocks, where HTML and table syntax are only text. */
function outsideCode(summary: string): string {
  const kept: string[] = []
  let fence: string | undefined
  for (const line of summary.split('\n')) {
    const ticks = /^(`{3,})$/.exec(line)?.[1]
    if (fence) {
      if (ticks === fence) fence = undefined
    } else if (ticks) fence = ticks
    else kept.push(line)
  }
  return kept.join('\n')
}

function expectSafe(run: BundleRun) {
  expect(forgedCommands(run.stdout)).toEqual([])
  expect(outsideCode(run.summary)).not.toMatch(/<script/i)
  for (const cells of rows(run.summary)) expect(cells).toHaveLength(7)
}

describe('outside text never becomes a workflow command (SPEC §4)', () => {
  it('the detector finds a forged command, so it can fail', () => {
    expect(forgedCommands('ok\n::warning::INJ\n')).toEqual(['::warning::INJ'])
    expect(forgedCommands('a\r##[error]INJ')).toEqual(['##[error]INJ'])
    for (const space of ['\u00a0', '\v', '\f', '\u2028', '\u3000', '\u0085', ' \t'])
      expect(forgedCommands(`${space}::warning::INJ`)).toEqual([`${space}::warning::INJ`])
    expect(forgedCommands('text ##[warning]INJ')).toEqual(['text ##[warning]INJ'])
    expect(
      forgedCommands(
        '::stop-commands::ralph-00000000-0000-0000-0000-000000000000\n::warning::x\n::ralph-00000000-0000-0000-0000-000000000000::\n'
      )
    ).toEqual([])
  })

  it('in an auth error the agent reports', async () => {
    const { inputs, env } = fakeClaude('auth')
    const run = await runBundle('main', {
      cwd: await workspace(),
      inputs: { tasks: 'plan.json', checkpoint: 'file', ...inputs },
      env
    })
    expect(run.outputs).toMatchObject({ status: 'aborted' })
    expect(run.stdout).toContain('INJ-1')
    expectSafe(run)
  })

  it('in an API error, the final message and the last words of a stuck loop', async () => {
    const { inputs, env } = fakeClaude('api-error')
    const run = await runBundle('main', {
      cwd: await workspace(),
      inputs: { tasks: 'plan.json', checkpoint: 'file', 'max-attempts': '2', ...inputs },
      env
    })
    expect(run.outputs).toMatchObject({ status: 'stuck' })
    expect(run.summary).toContain('INJ-11 after a fence')
    expectSafe(run)
    // The last words stay inside one code block: the fence around them is longer than any inside.
    const fences = run.summary.split('\n').filter(line => /^`{3,}$/.test(line))
    expect(fences[0]?.length).toBeGreaterThan(3)
  })

  it('in task ids and titles, in the log and the summary table', async () => {
    // An id holds no control character (a newline, \v, U+0085): the task file refuses it.
    const tasks = CORPUS.filter(text => !/\p{Cc}/u.test(text)).map((text, i) => ({
      id: `${text} #${i}`,
      title: TEXT
    }))
    const run = await runBundle('main', {
      cwd: await workspace(JSON.stringify({ tasks })),
      inputs: {
        tasks: 'plan.json',
        checkpoint: 'file',
        'max-attempts': '1',
        agent: 'command',
        'agent-command': 'echo thinking'
      }
    })
    expect(run.outputs.status).toBe('stuck')
    expect(run.stdout).toContain('INJ-1 #0')
    expectSafe(run)
    expect(rows(run.summary).length).toBeGreaterThan(0)
  })

  // Alone, so that no other line of the text gets the message fenced for it.
  it.each(EVASIVE)('%j alone: in an API error, in a task id, in what a hook prints', async line => {
    const { inputs } = fakeClaude('api-error')
    const id = /\p{Cc}/u.test(line) ? 't1' : `t1 ${line}`
    const run = await runBundle('main', {
      cwd: await workspace(JSON.stringify({ tasks: [{ id, title: 'one' }] })),
      inputs: {
        tasks: 'plan.json',
        checkpoint: 'file',
        'max-attempts': '1',
        hooks: `onIterationEnd: printf '%s' "$HOOK_TEXT"`,
        ...inputs
      },
      env: { FAKE_CLAUDE_MODE: 'api-error', FAKE_CLAUDE_TEXT: `trouble\n${line}`, HOOK_TEXT: line }
    })
    expect(run.stdout).toContain(/INJ-\d+/.exec(line)?.[0])
    expectSafe(run)
  })

  it('in what a hook prints, CR and all', async () => {
    const run = await runBundle('main', {
      cwd: await workspace(),
      inputs: {
        tasks: 'plan.json',
        checkpoint: 'file',
        agent: 'command',
        'agent-command': `node ${AGENTS}/complete-one.mjs plan.json`,
        hooks: `onIterationEnd: printf '%s' "$HOOK_TEXT"`
      },
      env: { HOOK_TEXT: TEXT }
    })
    expect(run.outputs.status).toBe('completed')
    expect(run.stdout).toContain('INJ-5')
    expectSafe(run)
  })
})

describe('secrets never reach the disk, the summary or a commit (SPEC §4)', () => {
  it('what the agent, the verify command and a hook print is *** in every file the loop writes', async () => {
    const secrets = {
      MY_SERVICE_TOKEN: 'tok-secret-value-0001',
      DB_PASSWORD: 'pw-secret-value-0002',
      OPENAI_API_KEY: 'sk-secret-value-0003'
    }
    const dir = await workspace(
      JSON.stringify({
        tasks: [{ id: 'deploy-with-tok-secret-value-0001', title: 'Use pw-secret-value-0002' }]
      })
    )
    const leak = 'echo "$MY_SERVICE_TOKEN $DB_PASSWORD $OPENAI_API_KEY"'
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        checkpoint: 'file',
        agent: 'command',
        'agent-command': `${leak}; node ${AGENTS}/complete-one.mjs plan.json; ${leak}`,
        'verify-command': `${leak}; echo "Tests: 1 passed, 1 total"`,
        hooks: `onIterationEnd: ${leak}`,
        commit: 'iteration'
      },
      env: secrets
    })
    expect(run.outputs).toMatchObject({ status: 'completed', commits: '1' })
    const written: string[] = [run.summary, await git(dir, 'log', '--format=%B')]
    const stateDir = path.join(dir, '.ralph')
    for (const file of readdirSync(stateDir)) {
      if (statSync(path.join(stateDir, file)).isFile())
        written.push(readFileSync(path.join(stateDir, file), 'utf8'))
    }
    expect(written.join('\n')).toContain('***')
    for (const value of Object.values(secrets)) {
      for (const text of written) expect(text).not.toContain(value)
    }
    // In the log, the runner masks them: the loop registered each one.
    for (const value of Object.values(secrets)) expect(run.stdout).toContain(`::add-mask::${value}`)
  })
})
