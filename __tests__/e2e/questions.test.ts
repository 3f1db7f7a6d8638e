import { afterAll, describe, expect, it } from '@jest/globals'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { night, remoteWithPlan } from '../../__fixtures__/github-nights.js'
import { startGitHubServer, type GitHubServer } from '../../__fixtures__/github-server.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, makeTempDir } from '../../__fixtures__/temp.js'

const servers: GitHubServer[] = []
afterAll(async () => {
  for (const server of servers) await server.close()
  await cleanup()
})

const AGENT = `node ${AGENTS}/ask-once.mjs plan.json`
const INPUTS = {
  tasks: 'plan.json',
  agent: 'command',
  'agent-command': AGENT,
  'pull-request': 'draft',
  'github-token': 'ghs_secretTokenValue1234567890'
}
const QUESTION = 'Postgres or SQLite? Ask @octo-team about #7.'

/** `text` as a regular expression that matches it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The agent's calls so far, one line each. */
async function calls(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8').catch(() => '')
  return text.split('\n').filter(Boolean)
}

describe('questions answered in the pull request, the bundled main step against the REST API (SPEC §7)', () => {
  it('night 1 asks, night 2 waits without the agent, a stranger is ignored, the owner’s answer reaches night 3', async () => {
    const api = await startGitHubServer()
    servers.push(api)
    const remote = await remoteWithPlan(1)
    const dir = await makeTempDir('ralph-ask-')
    const env = {
      CALLS_FILE: path.join(dir, 'calls'),
      PROMPT_COPY: path.join(dir, 'prompt'),
      ASK_TEXT: QUESTION
    }

    const first = await night(remote, api, { inputs: INPUTS, env })
    expect(first.run.outputs).toMatchObject({
      status: 'halted',
      'halt-reason': 'needs_input',
      'exit-code': '0',
      question: QUESTION,
      'pull-request-number': '1'
    })
    expect(first.run.code).toBe(0)
    expect(await calls(env.CALLS_FILE)).toEqual(['ask t1'])
    expect(first.run.summary).toContain(`**The agent asks:**\n\n\`\`\`\n${QUESTION}\n\`\`\``)
    // What was done is what the log, the annotation, the final line and the summary say: posted, and where.
    const where = 'pull request #1 (https://github.test/octo/app/pull/1)'
    expect(first.run.stdout).toContain(`Posted the agent's question on ${where}.`)
    expect(first.run.stdout).toMatch(
      new RegExp(`::warning title=Ralph Loop halted::.*Answer in a comment on ${escape(where)}`)
    )
    expect(first.run.stdout).toMatch(
      new RegExp(`=== Ralph Loop halted \\(needs_input\\): .*${escape(where)}`)
    )
    expect(first.run.summary).toContain(`Answer in a comment on ${where}`)
    for (const told of [first.run.stdout, first.run.summary])
      expect(told).not.toMatch(/could not be posted|questions: false/)
    const posted = api.comments.filter(c => c.issue === 1)
    expect(posted).toHaveLength(1)
    // Posted once, on the pull request, mentioning nobody and referencing no issue.
    expect(posted[0].body).toContain('> Postgres or SQLite? Ask @\u200bocto-team about #\u200b7.')
    expect(api.requests.map(r => `${r.method} ${r.path}`)).toEqual([
      'GET /repos/octo/app/pulls',
      'POST /repos/octo/app/pulls',
      'POST /repos/octo/app/issues/1/comments'
    ])

    const second = await night(remote, api, { inputs: INPUTS, env, stateDir: first.stateDir })
    expect(second.run.outputs).toMatchObject({
      'halt-reason': 'needs_input',
      iterations: '0',
      question: QUESTION
    })
    expect(second.run.stdout).toMatch(
      new RegExp(`::warning title=Ralph Loop halted::.*Answer in a comment on ${escape(where)}`)
    )
    expect(await calls(env.CALLS_FILE)).toEqual(['ask t1'])

    // One comment a page from here on: the answer is on the fourth page, found only by following the links.
    api.pageSize = 1
    api.comment(1, 'passer-by', 'NONE', 'Use MySQL, trust me.')
    api.comment(1, 'contributor', 'CONTRIBUTOR', 'Use Oracle.')
    const third = await night(remote, api, { inputs: INPUTS, env, stateDir: second.stateDir })
    expect(third.run.outputs).toMatchObject({ 'halt-reason': 'needs_input', iterations: '0' })
    expect(await calls(env.CALLS_FILE)).toEqual(['ask t1'])

    api.comment(1, 'octo-owner', 'OWNER', 'Postgres, version 16.')
    const fourth = await night(remote, api, { inputs: INPUTS, env, stateDir: third.stateDir })
    expect(fourth.run.outputs).toMatchObject({ status: 'completed', question: '', iterations: '1' })
    const prompt = await readFile(env.PROMPT_COPY, 'utf8')
    expect(prompt).toContain(
      `You asked:\n> ${QUESTION}\n\nThe answer (from octo-owner):\nPostgres, version 16.`
    )
    expect(prompt).not.toMatch(/MySQL|Oracle/)
    const summary = await readFile(path.join(fourth.stateDir, 'iteration_2_summary.md'), 'utf8')
    expect(summary).toContain('Answered by octo-owner: Postgres, version 16.')
    // Every later night read the comments after the question's (the question's own included), all pages.
    const reads = api.requests.filter(r => r.method === 'GET' && r.path.endsWith('/comments'))
    expect(reads.map(r => r.query.page)).toEqual(['1', '1', '2', '3', '1', '2', '3', '4'])
    expect(reads.every(r => r.query.per_page === '100' && r.query.since === posted[0].created_at)).toBe(true)
  })
})

describe('questions on the command line (SPEC §7)', () => {
  it('prints the question; the next run takes --answer', async () => {
    const dir = await makeTempDir('ralph-ask-cli-')
    await writeFile(path.join(dir, 'plan.json'), jsonPlan(1))
    const copy = path.join(await makeTempDir('ralph-ask-prompt-'), 'prompt')
    const args = ['--tasks', 'plan.json', '--agent', 'command', '--agent-command', AGENT]
    const env = { PROMPT_COPY: copy, ASK_TEXT: 'Which port?' }
    const first = await runBundle('cli', { cwd: dir, args, env })
    expect(first.code).toBe(0)
    expect(first.stdout).toContain(
      'The agent asks:\n\nWhich port?\n\nAnswer it: run again with the same flags and --answer "<your answer>".'
    )
    expect(first.stdout).toContain('status=halted halt-reason=needs_input')
    const second = await runBundle('cli', { cwd: dir, args: [...args, '--answer', 'Port 8080.'], env })
    expect(second.stdout).toContain('status=completed')
    expect(await readFile(copy, 'utf8')).toContain('You asked:\n> Which port?\n\nThe answer:\nPort 8080.')
  })
})
