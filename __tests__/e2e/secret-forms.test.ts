import { afterAll, describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, git, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'

afterAll(cleanup)

const TOKEN = 'tok/secret+value=0001&more'
const KEY_LINES = [
  '-----BEGIN TEST KEY-----',
  'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC',
  'c2Vjb25kLWxpbmUtb2Yta2V5',
  '}'
]
const KEY = KEY_LINES.join('\n')

/** An agent that prints the secrets encoded every way a careless script would, then does its task. */
const LEAK = [
  'const t = process.env.MY_SERVICE_TOKEN, k = process.env.DEPLOY_KEY_SECRET',
  'const b = s => Buffer.from(s).toString("base64")',
  'console.log("base64", b(t), "url-safe", Buffer.from(t).toString("base64url"))',
  'console.log("urlencoded", encodeURIComponent(t), "basic", b("user:" + t))',
  'console.log("in a json blob", b(JSON.stringify({ a: 1, token: t })))',
  'console.log("whole key"); console.log(k)',
  'console.log("one line of it:", k.split("\\n")[2], "and its base64:", b(k))'
].join('; ')

describe('encoded and multi-line secrets never reach a file the loop writes (SPEC §4)', () => {
  it('base64, URL-encoded and line-by-line forms are *** in summaries, prompt.md, report.json, the job summary and commits', async () => {
    const dir = await makeTempDir('ralph-secret-forms-')
    await writeFile(path.join(dir, 'plan.json'), jsonPlan(2))
    await makeGitRepo(dir)
    await writeFile(path.join(dir, 'leak.js'), LEAK)
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        checkpoint: 'file',
        agent: 'command',
        'agent-command': `node leak.js; node ${AGENTS}/complete-one.mjs plan.json; node leak.js`,
        commit: 'iteration'
      },
      env: { MY_SERVICE_TOKEN: TOKEN, DEPLOY_KEY_SECRET: KEY }
    })
    expect(run.outputs.status).toBe('completed')
    const stateDir = path.join(dir, '.ralph')
    const files = readdirSync(stateDir).filter(file => statSync(path.join(stateDir, file)).isFile())
    expect(files).toEqual(expect.arrayContaining(['prompt.md', 'report.json']))
    const written = [run.summary, await git(dir, 'log', '--format=%B')]
    for (const file of files) written.push(readFileSync(path.join(stateDir, file), 'utf8'))
    const all = written.join('\n')
    // The agent's output did reach the files, with *** where the secrets were.
    expect(all).toContain('base64 ***')
    const b64 = (text: string) => Buffer.from(text).toString('base64')
    const leaked = [
      TOKEN,
      b64(TOKEN).replace(/=+$/, ''),
      Buffer.from(TOKEN).toString('base64url'),
      encodeURIComponent(TOKEN),
      b64(`user:${TOKEN}`).slice(8, 30),
      ...KEY_LINES.slice(0, 3),
      b64(KEY).slice(4, 40)
    ]
    for (const form of leaked) expect(all).not.toContain(form)
    // In the log: one ::add-mask:: a line, none holding an encoded line break.
    const masks = run.stdout.split('\n').filter(line => line.startsWith('::add-mask::'))
    expect(masks.filter(line => line.includes('%0A'))).toEqual([])
    for (const line of KEY_LINES.slice(0, 3)) expect(masks).toContain(`::add-mask::${line}`)
    expect(masks).toContain(`::add-mask::${b64(TOKEN)}`)
    expect(masks).not.toContain('::add-mask::}')
  })
})

describe('every output of the step is masked (SPEC §4)', () => {
  it('a secret inside task ids is *** in work-remaining, stuck-task and every other output', async () => {
    const dir = await makeTempDir('ralph-secret-outputs-')
    const ids = [`deploy-${TOKEN}`, `check-${TOKEN}`]
    await writeFile(
      path.join(dir, 'plan.json'),
      JSON.stringify({ tasks: ids.map(id => ({ id, title: id })) })
    )
    await makeGitRepo(dir)
    // The agent removes the task it was given: the loop stops naming it, with the other one left.
    const drop =
      'const f="plan.json",p=JSON.parse(require("fs").readFileSync(f,"utf8")); p.tasks.shift(); require("fs").writeFileSync(f,JSON.stringify(p))'
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        checkpoint: 'file',
        agent: 'command',
        'agent-command': `node -e '${drop}'`
      },
      env: { MY_SERVICE_TOKEN: TOKEN }
    })
    expect(run.outputs).toMatchObject({ status: 'stuck', 'halt-reason': 'task_removed' })
    expect(run.outputs['stuck-task']).toBe('deploy-***')
    expect(JSON.parse(run.outputs['work-remaining'])).toEqual(['check-***'])
    const b64 = (text: string) => Buffer.from(text).toString('base64')
    const forms = [
      TOKEN,
      JSON.stringify(TOKEN).slice(1, -1),
      encodeURIComponent(TOKEN),
      b64(TOKEN).replace(/=+$/, '')
    ]
    for (const [name, value] of Object.entries(run.outputs))
      for (const form of forms) expect(`${name}: ${value}`).not.toContain(form)
  })
})
