import { afterAll, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { chmod, copyFile, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runBundle, type BundleRun } from '../../../__fixtures__/bundle.js'
import { validCheckpoint } from '../../../__fixtures__/checkpoints.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

const BAD = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../__fixtures__/bad')

/** One row of `__fixtures__/bad/cases.json` (see its README). */
interface BadCase {
  name: string
  kind: 'input' | 'tasks' | 'checkpoint' | 'agent-output'
  flags?: string[]
  file?: string
  generate?: string
  plan?: string
  agent?: 'claude' | 'command'
  exit: number
  expect: string
}

const CASES = (JSON.parse(readFileSync(path.join(BAD, 'cases.json'), 'utf8')) as { cases: BadCase[] }).cases
const PLAN = JSON.stringify({ subtasks: [{ id: 'a', title: 'A', done: false }] }, null, 2) + '\n'
// What no user should ever see: a stack trace, a raw exception, node's internals.
const CRASH =
  /^\s+at .+:\d+:\d+\)?$|node:internal|Uncaught|(TypeError|RangeError|SyntaxError|ReferenceError): /m

/** Builds what a `generate` names, in the workspace `dir`; returns the plan path to pass as `--tasks`. */
async function generate(what: string, dir: string): Promise<string> {
  switch (what) {
    case 'task-file-50mb':
      // Valid JSON, just far too big to be a task list.
      await writeFile(
        path.join(dir, 'plan.json'),
        `{"subtasks":[{"id":"a","title":"${'x'.repeat(50 * 1024 * 1024 - 40)}"}]}`.padEnd(
          50 * 1024 * 1024,
          ' '
        )
      )
      return 'plan.json'
    case 'task-file-nested':
      await writeFile(
        path.join(dir, 'plan.json'),
        `{"subtasks":${'['.repeat(100_000)}${']'.repeat(100_000)}}`
      )
      return 'plan.json'
    case 'task-file-symlink-outside': {
      const outside = await makeTempDir('ralph-outside-')
      await writeFile(path.join(outside, 'secret.json'), PLAN)
      await symlink(path.join(outside, 'secret.json'), path.join(dir, 'plan.json'))
      return 'plan.json'
    }
    case 'task-file-directory':
      await mkdir(path.join(dir, 'plan.json'))
      return 'plan.json'
    case 'task-file-missing':
      return 'plan.json'
    case 'checkpoint-10mb-history': {
      const base = validCheckpoint({ plan_path: 'plan.json' })
      const history = Array.from({ length: 20_000 }, (_, i) => ({
        ...base.history[0],
        n: i + 1,
        tasks_done: [`a-long-task-id-${'x'.repeat(300)}`]
      }))
      const text = JSON.stringify({ ...base, history })
      expect(text.length).toBeGreaterThan(10 * 1000 * 1000)
      await writeFile(path.join(dir, '.ralph', 'checkpoint.json'), text)
      return 'plan.json'
    }
    case 'agent-output-10mb-line':
      await writeFile(
        path.join(dir, 'agent-output'),
        `{"type":"assistant","message":{"content":[{"type":"text","text":"${'x'.repeat(10 * 1024 * 1024)}`
      )
      return 'plan.json'
    default:
      throw new Error(`unknown generator ${what}`)
  }
}

/** Sets the workspace up for one case; returns the CLI flags that point at it. */
async function prepare(c: BadCase, dir: string): Promise<string[]> {
  await mkdir(path.join(dir, '.ralph'), { recursive: true })
  let plan = c.plan ?? 'plan.json'
  if (c.kind !== 'tasks' || c.generate === undefined) await writeFile(path.join(dir, 'plan.json'), PLAN)
  if (c.kind === 'tasks' && c.file) {
    await writeFile(path.join(dir, 'plan.json'), PLAN)
    await copyFile(path.join(BAD, c.file), path.join(dir, plan))
  }
  if (c.kind === 'checkpoint' && c.file)
    await copyFile(path.join(BAD, c.file), path.join(dir, '.ralph/checkpoint.json'))
  if (c.kind === 'agent-output' && c.file)
    await copyFile(path.join(BAD, c.file), path.join(dir, 'agent-output'))
  if (c.generate) plan = await generate(c.generate, dir)
  const flags = ['--tasks', plan, '--max-iterations', '3', '--max-attempts', '1']
  if (c.kind === 'agent-output' && c.agent === 'claude') {
    // A stand-in for the claude binary that prints the bad output and exits 0.
    const binary = path.join(dir, '.agent.sh')
    await writeFile(binary, `#!/bin/bash\ncat '${path.join(dir, 'agent-output')}'\n`)
    await chmod(binary, 0o755)
    return [...flags, '--agent', 'claude', '--agent-binary', binary]
  }
  const agent =
    c.kind === 'agent-output'
      ? // the output first, then the work, so the loop has to get past the output to see it done
        `cat agent-output; sed -i 's/"done": false/"done": true/' plan.json`
      : 'touch agent-ran'
  return [...flags, '--agent', 'command', '--agent-command', agent, ...(c.flags ?? [])]
}

/** Every file of the workspace (but the state dir's own new files) and a hash of its bytes. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.relative(dir, path.join(entry.parentPath, entry.name))
    files.set(
      file,
      createHash('sha256')
        .update(await readFile(path.join(dir, file)))
        .digest('hex')
    )
  }
  return files
}

const byKind = (kind: BadCase['kind']) => CASES.filter(c => c.kind === kind).map(c => [c.name, c] as const)

describe('the corpus', () => {
  it('holds at least 40 cases, every kind the issue names, each with the text a user reads', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40)
    for (const kind of ['input', 'tasks', 'checkpoint', 'agent-output'] as const)
      expect(byKind(kind).length).toBeGreaterThan(0)
    for (const c of CASES) {
      expect(c.expect.length).toBeGreaterThan(10)
      if (c.file) expect(existsSync(path.join(BAD, c.file))).toBe(true)
    }
  })
})

async function runCase(c: BadCase): Promise<{ run: BundleRun; dir: string; before: Map<string, string> }> {
  const dir = await makeTempDir('ralph-bad-')
  const args = await prepare(c, dir)
  const before = await snapshot(dir)
  const run = await runBundle('cli', { cwd: dir, args })
  return { run, dir, before }
}

function expectHandled(c: BadCase, run: BundleRun): void {
  const output = `${run.stdout}\n${run.stderr}`
  expect({ exit: run.code, found: output.includes(c.expect) }).toEqual({ exit: c.exit, found: true })
  expect(output).not.toMatch(CRASH)
}

describe.each(['input', 'tasks', 'checkpoint'] as const)(
  'bad %s: a clear error, nothing run, nothing lost',
  kind => {
    it.each(byKind(kind))('%s', async (_, c) => {
      const { run, dir, before } = await runCase(c)
      expectHandled(c, run)
      expect(existsSync(path.join(dir, 'agent-ran'))).toBe(false)
      // Every file that was there is still there, byte for byte (the loop may only add its own).
      const after = await snapshot(dir)
      for (const [file, hash] of before) expect([file, after.get(file)]).toEqual([file, hash])
    })
  }
)

describe('bad agent output: a handled iteration, the run goes on', () => {
  it.each(byKind('agent-output'))('%s', async (_, c) => {
    const { run, dir } = await runCase(c)
    expectHandled(c, run)
    // The checkpoint was written after the iteration and reads back.
    const checkpoint = JSON.parse(await readFile(path.join(dir, '.ralph/checkpoint.json'), 'utf8')) as {
      iteration: number
    }
    expect(checkpoint.iteration).toBeGreaterThanOrEqual(1)
  })
})

describe('the action reports bad input through its outputs and fails the step', () => {
  const ONE_OF_EACH = ['input', 'tasks', 'checkpoint', 'agent-output'].map(
    kind => CASES.find(c => c.kind === kind && !c.generate) as BadCase
  )
  it.each(ONE_OF_EACH.map(c => [c.name, c] as const))('%s', async (_, c) => {
    const dir = await makeTempDir('ralph-bad-action-')
    const args = await prepare(c, dir)
    // The same settings as inputs: --name value pairs (a flag's value may be '').
    const inputs: Record<string, string> = { checkpoint: 'file', commit: 'none' }
    for (let i = 0; i < args.length; i += 2) inputs[args[i].slice(2)] = args[i + 1]
    const run = await runBundle('main', { cwd: dir, inputs })
    expect(run.code).toBe(c.exit === 0 ? 0 : 1)
    expect(run.outputs['exit-code']).toBe(String(c.exit))
    expect(`${run.stdout}${run.stderr}`).toContain(c.expect.split('\n')[0])
    expect(`${run.stdout}${run.stderr}`).not.toMatch(CRASH)
  })
})

describe('a state dir linked out of the workspace (SPEC §8, revised 2026-11-25)', () => {
  it('is an input error naming state-dir, and nothing is written through the link', async () => {
    const dir = await makeTempDir('ralph-linked-state-')
    const outside = await makeTempDir('ralph-state-outside-')
    await writeFile(path.join(dir, 'plan.json'), PLAN)
    await symlink(outside, path.join(dir, '.ralph'))
    const args = ['--tasks', 'plan.json', '--agent', 'command', '--agent-command', 'true']
    const run = await runBundle('cli', { cwd: dir, args: [...args, '--max-iterations', '1'] })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain("Input 'state-dir' ('.ralph') resolves to")
    expect(await readdir(outside)).toEqual([])
  })
})
