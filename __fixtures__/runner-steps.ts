import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import YAML from 'yaml'
import { parseCommandFile } from './bundle.js'
import { cleanEnv } from './loop-harness.js'
import { makeTempDir } from './temp.js'

/** What one `run:` step left: its exit code, its log, and what it wrote to its step files. */
export interface ShellStepRun {
  code: number | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  /** Variables it appended to GITHUB_ENV: the job's later steps get them. */
  env: Record<string, string>
  summary: string
}

/**
 * Replaces each `${{ expression }}` in `text` with `lookup(expression)`; a lookup throws for an
 * expression it does not know, so that a new one in a workflow fails the test instead of becoming ''.
 */
export function expand(text: string, lookup: (expression: string) => string): string {
  return text.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_all, expression: string) => lookup(expression))
}

/**
 * Runs a `run:` script as the runner does with bash (its default shell on Linux): from a file, with
 * `bash --noprofile --norc -eo pipefail`, in `cwd`, with fresh GITHUB_OUTPUT, GITHUB_ENV and
 * GITHUB_STEP_SUMMARY files, over a clean environment with node on the PATH, plus `env`.
 */
export async function runShellStep(
  script: string,
  options: { cwd: string; env?: Record<string, string> }
): Promise<ShellStepRun> {
  const temp = await makeTempDir('ralph-step-')
  const files = {
    script: path.join(temp, 'step.sh'),
    output: path.join(temp, 'output'),
    env: path.join(temp, 'env'),
    summary: path.join(temp, 'summary')
  }
  await writeFile(files.script, script)
  for (const file of [files.output, files.env, files.summary]) await writeFile(file, '')
  const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', files.script], {
    cwd: options.cwd,
    env: {
      ...cleanEnv({ PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? '/usr/bin:/bin'}` }),
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: options.cwd,
      GITHUB_OUTPUT: files.output,
      GITHUB_ENV: files.env,
      GITHUB_STEP_SUMMARY: files.summary,
      RUNNER_TEMP: temp,
      ...options.env
    },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const code = await new Promise<number | null>(resolve => child.on('close', resolve))
  return {
    code,
    stdout,
    stderr,
    outputs: parseCommandFile(await readFile(files.output, 'utf8')),
    env: parseCommandFile(await readFile(files.env, 'utf8')),
    summary: await readFile(files.summary, 'utf8')
  }
}

/** A composite action's action.yml, as far as the runner reads it here. */
export interface CompositeAction {
  inputs: Record<string, { default?: string; required?: boolean }>
  outputs: Record<string, { value: string }>
  runs: { using: string; steps: { id: string; shell: string; env: Record<string, string>; run: string }[] }
}

/** The action.yml in `dir`. */
export const readCompositeAction = (dir: string) =>
  YAML.parse(readFileSync(path.join(dir, 'action.yml'), 'utf8')) as CompositeAction

/**
 * Runs a composite action of bash steps as the runner does: each step's `env:` with `${{ inputs.* }}`
 * filled in (the default when an input is not given), GITHUB_ACTION_PATH at the action's folder, then
 * the action's outputs from its steps' (`${{ steps.<id>.outputs.<name> }}`).
 */
export async function runCompositeAction(
  dir: string,
  inputs: Record<string, string>,
  options: { cwd: string; env?: Record<string, string> }
): Promise<ShellStepRun> {
  const action = readCompositeAction(dir)
  const input = (expression: string) => {
    const name = /^inputs\.([a-z-]+)$/.exec(expression)?.[1]
    if (name === undefined) throw new Error(`${dir}/action.yml: not an input expression: ${expression}`)
    return inputs[name] ?? action.inputs[name]?.default ?? ''
  }
  const outputs: Record<string, Record<string, string>> = {}
  let last: ShellStepRun | undefined
  for (const step of action.runs.steps) {
    const env = Object.fromEntries(
      Object.entries(step.env).map(([name, value]) => [name, expand(value, input)])
    )
    last = await runShellStep(step.run, {
      cwd: options.cwd,
      env: { ...options.env, ...env, GITHUB_ACTION_PATH: dir }
    })
    outputs[step.id] = last.outputs
    if (last.code !== 0) break
  }
  if (!last) throw new Error(`${dir}/action.yml has no steps`)
  const output = (expression: string) => {
    const [, id = '', name = ''] = /^steps\.([a-z-]+)\.outputs\.([a-z-]+)$/.exec(expression) ?? []
    if (!outputs[id]) throw new Error(`${dir}/action.yml: an output from no step that ran: ${expression}`)
    return outputs[id][name] ?? ''
  }
  return {
    ...last,
    outputs: Object.fromEntries(
      Object.entries(action.outputs).map(([name, { value }]) => [name, expand(value, output)])
    )
  }
}
