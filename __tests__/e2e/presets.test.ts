import { afterAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
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
  type ScriptedModel
} from '../../__fixtures__/preset-models.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'
import { chownTo, testUsers, type TestUser } from '../../__fixtures__/users.js'

// The real CLIs, pinned in package.json's devDependencies, each against a scripted model on loopback.
const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/.bin')
afterAll(cleanup)

/** Codex's sandbox flag for a container where its Linux sandbox cannot start (docs/agents.md). */
const NO_SANDBOX = '--dangerously-bypass-approvals-and-sandbox'

/**
 * Whether codex's own sandbox starts here for `user`: where it cannot (a container without the
 * kernel features it needs), the test passes the flag the docs give for that case, and says so.
 */
function codexSandboxStarts(user: TestUser, env: Record<string, string>, cwd: string): boolean {
  try {
    execFileSync(path.join(BIN, 'codex'), ['sandbox', '--', 'true'], {
      cwd,
      env: { PATH: `${BIN}:${process.env.PATH ?? ''}`, ...env },
      stdio: 'ignore',
      uid: user.uid,
      gid: user.gid
    })
    return true
  } catch {
    return false
  }
}

const PRESETS: [string, (dir: string, home: string) => Promise<ScriptedModel>, Record<string, string>][] = [
  ['claude', claudeModel, {}],
  ['codex', codexModel, {}],
  // With a model set gemini goes straight to it, without first asking a router model.
  ['gemini', geminiModel, { model: 'gemini-2.5-pro' }]
]
const { users, skipped } = testUsers()

describe.each(PRESETS)('agent: %s with its default agent-args (the real CLI)', (agent, start, inputs) => {
  it.each(users)(
    'marks the task done through its own edit tool and runs a shell command, $label',
    async user => {
      const dir = await makeTempDir(`ralph-${agent}-preset-`)
      const home = await makeTempDir(`ralph-${agent}-home-`)
      await writeFile(path.join(dir, 'plan.md'), PLAN)
      await makeGitRepo(dir)
      const model = await start(dir, home)
      try {
        chownTo(user, dir, home)
        const extra: Record<string, string> = {}
        if (agent === 'codex' && !codexSandboxStarts(user, model.env, dir)) {
          console.info(
            `expected in a container, not a failure: codex's own sandbox cannot start here ${user.label}, so the test passes ${NO_SANDBOX}`
          )
          extra['agent-args'] = NO_SANDBOX
        }
        // No agent-args: the preset's defaults are what is under test.
        const run = await runBundle('main', {
          cwd: dir,
          inputs: { tasks: 'plan.md', agent, checkpoint: 'file', commit: 'none', ...inputs, ...extra },
          env: { PATH: `${BIN}:${process.env.PATH ?? ''}`, ...model.env },
          user
        })
        const marker = path.join(dir, MARKER)
        const seen = {
          plan: readFileSync(path.join(dir, 'plan.md'), 'utf8'),
          marker: existsSync(marker) ? readFileSync(marker, 'utf8') : 'missing',
          status: run.outputs.status
        }
        const expected = { plan: PLAN_DONE, marker: `${user.uid}\n`, status: 'completed' }
        // What the CLI answered each tool call says why one was refused.
        if (JSON.stringify(seen) !== JSON.stringify(expected))
          console.log(`${agent} ${user.label}:`, model.results(), run.stdout.slice(-4000))
        expect(seen).toEqual(expected)
        expect(run.outputs).toMatchObject({ iterations: '1', 'tasks-done': '1', 'exit-code': '0' })
        // The log shows a transcript, not the CLI's JSON (SPEC §4); the raw stream is kept apart.
        const fold =
          run.stdout.split('::group::Agent output (iteration 1)')[1]?.split('::endgroup::')[0] ?? ''
        expect(fold).toMatch(/^(Claude|Codex|Gemini): /m)
        expect(fold.split('\n').filter(line => /^\s*[{"}]/.test(line))).toEqual([])
        expect(existsSync(path.join(dir, '.ralph', 'iteration_1.jsonl'))).toBe(true)
      } finally {
        await model.close()
      }
    },
    90_000
  )
  for (const reason of skipped) it.skip(reason, () => undefined)
})
