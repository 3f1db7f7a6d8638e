import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runBundle } from '../../__fixtures__/bundle.js'
import {
  claudeModel,
  codexModel,
  geminiModel,
  MARKER,
  PLAN,
  PLAN_DONE,
  TASK,
  type ScriptedModel,
  type Shell
} from '../../__fixtures__/preset-models.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'
import { codexEnv, startResponsesServer, toolOutputs } from '../../__fixtures__/responses-server.js'
import { chownTo, testUsers } from '../../__fixtures__/users.js'

// SPEC §4a "Proof": the presets' real CLIs (devDependencies) do their work inside the sandbox, against
// scripted model servers they reach only through the credential proxy, which alone holds the real key.
const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/.bin')
afterAll(cleanup)

/** A secret of the step's env that no agent asked for (`agent-secrets`): never inside. */
const OTHER_SECRET = { NPM_TOKEN: 'npm-secret-value-0000' }

/**
 * The shell command the scripted model runs inside: it reads the task file, writes what the shell
 * sees (its environment, the processes of its PID namespace), and tries the scripted server's own
 * port through the sandbox's proxy and around it.
 */
const shell: Shell = url =>
  [
    'cat plan.md > seen-plan.txt',
    'env > seen-env.txt',
    "for f in /proc/[0-9]*/cmdline; do tr '\\0' ' ' < $f; echo; done > seen-procs.txt",
    `curl -s -o /dev/null -w '%{http_code}' ${url}/ > seen-proxied.txt`,
    `curl -s --noproxy '*' -o /dev/null -w '%{http_code}' ${url}/ > seen-direct.txt`,
    `id -u > ${MARKER}`
  ].join('; ')

/**
 * The fixture's environment without the variables that keep a CLI's side traffic off: inside, the
 * sandbox turns it off (else every iteration would name refused telemetry hosts to the agent).
 */
function withoutQuiet(env: Record<string, string>): Record<string, string> {
  const quiet = [
    'CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC',
    'DISABLE_AUTOUPDATER',
    'DISABLE_TELEMETRY',
    'DISABLE_ERROR_REPORTING'
  ]
  return Object.fromEntries(Object.entries(env).filter(([name]) => !quiet.includes(name)))
}

const PRESETS: [
  string,
  (dir: string, home: string, shell: Shell) => Promise<ScriptedModel>,
  string,
  Record<string, string>
][] = [
  ['claude', claudeModel, 'ANTHROPIC_API_KEY', {}],
  ['codex', codexModel, 'OPENAI_API_KEY', {}],
  ['gemini', geminiModel, 'GEMINI_API_KEY', { model: 'gemini-2.5-pro' }]
]
const { users, skipped } = testUsers()

describe.each(PRESETS)('agent: %s in the sandbox (the real CLI)', (agent, start, keyVariable, inputs) => {
  it.each(users)(
    'reads the task file, runs a shell command, edits, marks it done; the key stays outside, $label',
    async user => {
      const dir = await makeTempDir(`ralph-${agent}-sandbox-`)
      const home = await makeTempDir(`ralph-${agent}-sandbox-home-`)
      await writeFile(path.join(dir, 'plan.md'), PLAN)
      await makeGitRepo(dir)
      const model = await start(dir, home, shell)
      const realKey = model.env[keyVariable] ?? ''
      try {
        chownTo(user, dir, home)
        // No agent-args: the preset's defaults are what is under test, the sandbox's choice among them too.
        const run = await runBundle('main', {
          cwd: dir,
          inputs: { sandbox: 'on', tasks: 'plan.md', agent, checkpoint: 'file', commit: 'none', ...inputs },
          env: { PATH: `${BIN}:${process.env.PATH ?? ''}`, ...withoutQuiet(model.env), ...OTHER_SECRET },
          user
        })
        const read = (name: string) =>
          existsSync(path.join(dir, name)) ? readFileSync(path.join(dir, name), 'utf8') : 'missing'
        const env = read('seen-env.txt')
        const baseUrl = /(?:_BASE_URL=|base_url=")(http:\/\/127\.0\.0\.1:\d+)/.exec(
          env + read('seen-procs.txt')
        )
        const seen = {
          status: run.outputs.status,
          sandboxed: run.outputs.sandboxed,
          plan: read('plan.md'),
          marker: read(MARKER),
          read: read('seen-plan.txt'),
          dummy: new RegExp(`^${keyVariable}=ralph-sandbox-\\w+$`, 'm').test(env),
          realKeyInside: env.includes(realKey),
          otherSecretInside: env.includes(OTHER_SECRET.NPM_TOKEN),
          keysAtServer: [...new Set(model.keys())],
          baseUrlInside: baseUrl ? baseUrl[1] !== model.url : 'missing',
          proxied: read('seen-proxied.txt'),
          direct: read('seen-direct.txt')
        }
        const expected = {
          status: 'completed',
          sandboxed: 'true',
          plan: PLAN_DONE,
          marker: `${user.uid}\n`,
          // The shell reads the task file after the edit.
          read: PLAN_DONE,
          dummy: true,
          realKeyInside: false,
          otherSecretInside: false,
          keysAtServer: [realKey],
          // The CLI's base URL inside is the credential proxy's, not the scripted server's.
          baseUrlInside: true,
          // The server's own port is not on the allowlist: the sandbox's proxy refuses it, and
          // around the proxy there is no network at all.
          proxied: '403',
          direct: '000'
        }
        if (JSON.stringify(seen) !== JSON.stringify(expected))
          console.log(`${agent} ${user.label}:`, seen, model.results(), run.stdout.slice(-6000))
        expect(seen).toEqual(expected)
        // The refused host is the scripted server's own; the CLI's own traffic needed nothing off the list.
        expect(JSON.parse(run.outputs['blocked-hosts'] ?? '[]')).toEqual([model.url.replace('http://', '')])
        expect(run.outputs).toMatchObject({ iterations: '1', 'tasks-done': '1', 'exit-code': '0' })
      } finally {
        await model.close()
      }
    },
    120_000
  )
  for (const reason of skipped) it.skip(reason, () => undefined)
})

// SPEC §4a, the known traps: a CLI that lacks its temp folder or home in the sandbox may exit 0
// having done nothing. Such a run is a failed iteration that says why, never a success.
it('a preset whose CLI exits 0 without printing anything fails its iteration, naming the likely cause', async () => {
  const dir = await makeTempDir('ralph-silent-sandbox-')
  await writeFile(path.join(dir, 'plan.md'), PLAN)
  // A stand-in for claude that does its work and says nothing, as claude did without its temp folder.
  await writeFile(path.join(dir, 'silent-claude.sh'), '#!/bin/sh\ntouch silent.txt\n', { mode: 0o755 })
  await makeGitRepo(dir)
  const run = await runBundle('main', {
    cwd: dir,
    inputs: {
      sandbox: 'on',
      tasks: 'plan.md',
      agent: 'claude',
      'agent-binary': path.join(dir, 'silent-claude.sh'),
      'max-iterations': '1',
      checkpoint: 'file',
      commit: 'none'
    }
  })
  expect(run.outputs).toMatchObject({ sandboxed: 'true', iterations: '1', 'tasks-done': '0' })
  expect(run.outputs.status).not.toBe('completed')
  expect(run.stdout).toMatch(/Iteration 1: failed, .*the agent exited 0 without printing anything/)
  expect(existsSync(path.join(dir, 'silent.txt'))).toBe(true)
})

// The codex reviewer keeps `--sandbox read-only` inside ours: codex's own sandbox cannot nest there, so
// its shell commands fail, and it judges from the diff in its prompt (docs/agents.md). Its CODEX_HOME
// is a folder of the fresh private home, seeded with the provider the step's config.toml names.
it('the codex reviewer judges inside the sandbox, from the diff in its prompt', async () => {
  const dir = await makeTempDir('ralph-review-sandbox-')
  const home = await makeTempDir('ralph-review-sandbox-home-')
  await writeFile(path.join(dir, 'plan.md'), PLAN)
  await makeGitRepo(dir)
  const patch = ['*** Begin Patch', '*** Update File: plan.md', '@@', `-- [ ] ${TASK}`, `+- [x] ${TASK}`]
  const server = await startResponsesServer(request => {
    const reviewing = JSON.stringify(request.input).includes('<verdict>approve</verdict>')
    const done = toolOutputs(request).length
    if (reviewing && done === 0) return { call: 'exec_command', args: { cmd: 'cat plan.md' } }
    if (reviewing) return { text: 'The diff marks the task done.\n<verdict>approve</verdict>' }
    if (done === 0) return { custom: 'apply_patch', input: [...patch, '*** End Patch', ''].join('\n') }
    return { text: 'The task is done.' }
  })
  try {
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        sandbox: 'on',
        tasks: 'plan.md',
        agent: 'codex',
        review: 'codex',
        checkpoint: 'file',
        commit: 'none'
      },
      env: { PATH: `${BIN}:${process.env.PATH ?? ''}`, ...(await codexEnv(server, home)) }
    })
    expect(run.outputs).toMatchObject({ status: 'completed', sandboxed: 'true', 'tasks-done': '1' })
    expect(run.stdout).toContain('Review of mark-this-task-done: approved')
  } finally {
    await server.close()
  }
})
