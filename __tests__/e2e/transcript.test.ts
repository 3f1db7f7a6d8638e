import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runBundle } from '../../__fixtures__/bundle.js'
import { claudeEnv, startModelServer, type ModelServer } from '../../__fixtures__/anthropic-server.js'
import { PLAN, PLAN_DONE, TASK } from '../../__fixtures__/preset-models.js'
import { cleanup, git, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/.bin')
const SECRET = 'dtok-transcript-secret-4242'
const servers: ModelServer[] = []
afterAll(async () => {
  for (const server of servers) await server.close()
  await cleanup()
})

type Json = Record<string, unknown>
const blocks = (message: Json) => (Array.isArray(message.content) ? (message.content as Json[]) : [])

/**
 * A session as a real one goes: the model says what it will do, reads the plan, marks the task done,
 * runs a shell command that prints the secret, and ends with a message that repeats the secret and
 * tries to speak to the runner.
 */
async function model(dir: string) {
  const plan = path.join(dir, 'plan.md')
  const server = await startModelServer([
    request => {
      const messages = request.messages as Json[]
      const calls = messages.filter(m => m.role === 'assistant').flatMap(blocks)
      const last = calls.filter(block => block.type === 'tool_use').at(-1)?.name
      if (last === undefined)
        return { text: 'I will read the plan first.', tools: [{ tool: 'Read', input: { file_path: plan } }] }
      if (last === 'Read') {
        const edit = { file_path: plan, old_string: `- [ ] ${TASK}`, new_string: `- [x] ${TASK}` }
        return { tools: [{ tool: 'Edit', input: edit }] }
      }
      if (last === 'Edit')
        return {
          tools: [
            {
              tool: 'Bash',
              input: { command: 'echo "token: $MY_DEPLOY_TOKEN"\necho second', description: 'show' }
            }
          ]
        }
      return { text: `The task is done; the token was ${SECRET}.\n::error::forged by the agent` }
    }
  ])
  servers.push(server)
  return server
}

/** The lines of the log inside the iteration's fold, without the fence's own lines. */
function fold(stdout: string, n: number): string[] {
  const lines = stdout.split('\n')
  const start = lines.indexOf(`::group::Agent output (iteration ${n})`)
  const end = lines.indexOf('::endgroup::', start)
  return lines
    .slice(start + 1, end)
    .filter(line => !/^::(stop-commands::ralph-[0-9a-f-]{36}|ralph-[0-9a-f-]{36}::)$/.test(line))
}

describe('the transcript of a preset in the log (SPEC §4; the real claude CLI, a scripted model)', () => {
  it('one readable line per message and tool call, no JSON; the raw stream in iteration_1.jsonl; the secret masked in both', async () => {
    const dir = await makeTempDir('ralph-transcript-')
    const home = await makeTempDir('ralph-transcript-home-')
    await writeFile(path.join(dir, 'plan.md'), PLAN)
    await makeGitRepo(dir)
    const server = await model(dir)
    // No agent-args: the preset's defaults let the model edit and run Bash.
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.md',
        agent: 'claude',
        'agent-secrets': 'MY_DEPLOY_TOKEN',
        checkpoint: 'file',
        commit: 'iteration'
      },
      env: { PATH: `${BIN}:${process.env.PATH ?? ''}`, ...claudeEnv(server, home), MY_DEPLOY_TOKEN: SECRET }
    })
    expect(readFileSync(path.join(dir, 'plan.md'), 'utf8')).toBe(PLAN_DONE)
    expect(run.outputs).toMatchObject({ status: 'completed', iterations: '1' })

    const shown = fold(run.stdout, 1)
    expect(shown).toEqual([
      expect.stringMatching(/^Claude Code started/),
      'Claude: I will read the plan first.',
      'Read plan.md',
      expect.stringMatching(/^ {2}↳ ok: .*Plan/),
      'Edit plan.md',
      expect.stringMatching(/^ {2}↳ ok/),
      'Bash: echo "token: $MY_DEPLOY_TOKEN" …',
      // Passed into the sandbox by agent-secrets, printed by the command: masked in the log.
      expect.stringMatching(/^ {2}↳ ok: token: \*\*\* ⏎ second$/),
      'Claude: The task is done; the token was ***. ⏎ ::error::forged by the agent',
      expect.stringMatching(/^Finished: success \(4 turns, [\d.]+ s, \$[\d.]+\)$/)
    ])
    expect(shown.filter(line => line.trimStart().startsWith('{'))).toEqual([])
    // Inside the fence that keeps agent output from speaking to the runner, as the raw stream was.
    const log = run.stdout.split('\n')
    const fenced = log[log.indexOf('::group::Agent output (iteration 1)') + 1]
    expect(fenced).toMatch(/^::stop-commands::ralph-[0-9a-f-]{36}$/)
    expect(log).toContain(`${fenced.replace('stop-commands::', '')}::`)
    // The secret reaches the log only in the command that tells the runner to mask it.
    expect(run.stdout.split('\n').filter(line => line.includes(SECRET))).toEqual([`::add-mask::${SECRET}`])

    const raw = readFileSync(path.join(dir, '.ralph', 'iteration_1.jsonl'), 'utf8')
      .trimEnd()
      .split('\n')
    const records = raw.map(line => JSON.parse(line) as Json)
    expect(records.map(record => record.type)).toEqual(
      expect.arrayContaining(['system', 'assistant', 'user', 'result'])
    )
    const tools = records
      .filter(record => record.type === 'assistant')
      .flatMap(record => blocks(record.message as Json))
      .filter(block => block.type === 'tool_use')
      .map(block => block.name)
    expect(tools).toEqual(['Read', 'Edit', 'Bash'])
    const file = raw.join('\n')
    expect(file).toContain('token: ***')
    expect(file).toContain('the token was ***')
    expect(file).not.toContain(SECRET)
    // The state dir is never committed: the work is, the stream file is not.
    expect(await git(dir, 'show', '--name-only', '--format=', 'HEAD')).toBe('plan.md\n')
    expect(await git(dir, 'ls-files')).not.toContain('.ralph')
  }, 90_000)
})
