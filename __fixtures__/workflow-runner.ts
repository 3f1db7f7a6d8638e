import { expand, runShellStep } from './runner-steps.js'

/** A workflow file, as far as this runner reads it. */
export interface Workflow {
  name?: string
  env?: Record<string, string>
  jobs: Record<string, Job>
}

/** A job of a workflow. */
export interface Job {
  needs?: string | string[]
  if?: string
  env?: Record<string, string>
  outputs?: Record<string, string>
  strategy?: { matrix?: Record<string, unknown[]> }
  steps?: Step[]
}

/** A step of a job. */
export interface Step {
  id?: string
  name?: string
  uses?: string
  run?: string
  if?: string
  env?: Record<string, string>
  with?: Record<string, unknown>
}

/** What a step left that later steps and the job's outputs read. */
export interface StepResult {
  code: number | null
  stdout: string
  outputs: Record<string, string>
  env?: Record<string, string>
}

/** One step as the runner here took it: run, skipped by the test (`why`), or not run (its `if:`). */
export interface StepRecord {
  label: string
  result: 'ran' | 'skipped' | 'not run'
  why?: string
  code?: number | null
  outputs: Record<string, string>
  log: string
}

/** One run of a job (one per matrix entry). */
export interface JobRun {
  job: string
  matrix: Record<string, string>
  /** False when the job did not run (its `if:`, or a job it needs failed). */
  ran: boolean
  ok: boolean
  dir: string
  steps: StepRecord[]
  outputs: Record<string, string>
}

/** What the test stands in with for the runner's machine and the network. */
export interface RunnerDouble {
  /** A fresh checkout for one job run: what actions/checkout would leave. */
  workspace(job: string, matrix: Record<string, string>): Promise<string>
  secrets: Record<string, string>
  github: Record<string, string>
  /** Environment every step gets (the runner's GITHUB_* variables, the PATH with stand-ins). */
  env: Record<string, string>
  /** A `uses:` step: run it, or say why it is skipped; `post` runs at the end of the job, as an action's post step. */
  uses(
    step: { uses: string; with: Record<string, string>; env: Record<string, string> },
    cwd: string
  ): Promise<{ skipped: string } | { result: StepResult; post?: () => Promise<StepResult> }>
  /** A reason to skip a `run:` script (it needs the network), or undefined to run it. */
  skipRun(script: string): string | undefined
}

/**
 * Runs a workflow's jobs in file order (a job's `needs` must come before it) as far as the double
 * allows: `${{ }}` expressions filled in from secrets, github, matrix, steps and needs (an unknown one
 * throws), `if:` conditions of the forms the examples use, a failed step skipping the rest unless
 * `if: always()`, GITHUB_ENV carried to later steps, post steps at the job's end in reverse order.
 */
export async function runWorkflow(workflow: Workflow, double: RunnerDouble): Promise<JobRun[]> {
  const runs: JobRun[] = []
  for (const [name, job] of Object.entries(workflow.jobs)) {
    const needs = [job.needs ?? []].flat()
    const needed = runs.filter(run => needs.includes(run.job))
    if (needs.some(need => !needed.some(run => run.job === need)))
      throw new Error(`${name}: needs a later job`)
    const needsOutputs = Object.fromEntries(needed.map(run => [run.job, run.outputs]))
    const lookup = context({ secrets: double.secrets, github: double.github, needs: needsOutputs })
    const needsOk = needed.every(run => run.ok)
    for (const matrix of matrixEntries(job.strategy?.matrix)) {
      if (!condition(job.if, needsOk, lookup)) {
        runs.push({ job: name, matrix, ran: false, ok: true, dir: '', steps: [], outputs: {} })
        continue
      }
      runs.push(await runJob(name, job, matrix, { ...workflow.env }, needsOutputs, double))
    }
  }
  return runs
}

async function runJob(
  name: string,
  job: Job,
  matrix: Record<string, string>,
  workflowEnv: Record<string, string>,
  needs: Record<string, Record<string, string>>,
  double: RunnerDouble
): Promise<JobRun> {
  const dir = await double.workspace(name, matrix)
  const steps: Record<string, Record<string, string>> = {}
  const lookup = context({ secrets: double.secrets, github: double.github, matrix, needs, steps })
  const fill = (values: Record<string, unknown> = {}) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, expand(String(value), lookup)]))
  let env = { ...double.env, ...fill(workflowEnv), ...fill(job.env) }
  const records: StepRecord[] = []
  const posts: (() => Promise<StepResult>)[] = []
  let ok = true
  for (const step of job.steps ?? []) {
    const label = step.name ?? step.id ?? step.uses ?? (step.run ?? '').split('\n')[0]
    if (!condition(step.if, ok, lookup)) {
      records.push({ label, result: 'not run', outputs: {}, log: '' })
      continue
    }
    const stepEnv = { ...env, ...fill(step.env) }
    let result: StepResult
    if (step.uses) {
      const done = await double.uses({ uses: step.uses, with: fill(step.with), env: stepEnv }, dir)
      if ('skipped' in done) {
        records.push({ label, result: 'skipped', why: done.skipped, outputs: {}, log: '' })
        continue
      }
      result = done.result
      if (done.post) posts.unshift(done.post)
    } else {
      const script = expand(step.run ?? '', lookup)
      const why = double.skipRun(script)
      if (why) {
        records.push({ label, result: 'skipped', why, outputs: {}, log: '' })
        continue
      }
      result = await runShellStep(script, { cwd: dir, env: stepEnv })
    }
    if (step.id) steps[step.id] = result.outputs
    env = { ...env, ...result.env }
    ok = ok && result.code === 0
    records.push({ label, result: 'ran', code: result.code, outputs: result.outputs, log: result.stdout })
  }
  for (const post of posts) {
    const result = await post()
    records.push({
      label: 'post',
      result: 'ran',
      code: result.code,
      outputs: result.outputs,
      log: result.stdout
    })
  }
  return { job: name, matrix, ran: true, ok, dir, steps: records, outputs: fill(job.outputs) }
}

/** The runner's contexts, as a lookup of one expression's value. */
function context(values: {
  secrets: Record<string, string>
  github: Record<string, string>
  matrix?: Record<string, string>
  needs: Record<string, Record<string, string>>
  steps?: Record<string, Record<string, string>>
}): (expression: string) => string {
  return expression => {
    const [scope = '', name = '', field = '', output = ''] = expression.split('.')
    const found =
      scope === 'secrets' || scope === 'github' || scope === 'matrix'
        ? values[scope]?.[name]
        : (scope === 'steps' || scope === 'needs') && field === 'outputs'
          ? (values[scope]?.[name]?.[output] ?? '')
          : undefined
    if (found === undefined) throw new Error(`no value for the expression ${expression}`)
    return found
  }
}

/** An `if:` of the forms the examples use: always(), success(), failure(), `a == 'b'`, `a != 'b'`. */
function condition(text: string | undefined, ok: boolean, lookup: (expression: string) => string): boolean {
  const expression = (text ?? 'success()').replace(/^\$\{\{\s*|\s*\}\}$/g, '').trim()
  if (expression === 'always()') return true
  if (expression === 'success()') return ok
  if (expression === 'failure()') return !ok
  const compare = /^([\w.-]+)\s*(==|!=)\s*'([^']*)'$/.exec(expression)
  if (!compare) throw new Error(`an if: this runner does not read: ${expression}`)
  const [, left = '', operator, right] = compare
  // A plain comparison also needs the earlier steps (or needed jobs) to have succeeded.
  return ok && (lookup(left) === right) === (operator === '==')
}

/** Each combination of a `strategy.matrix` (one empty entry without one). */
function matrixEntries(matrix: Record<string, unknown[]> | undefined): Record<string, string>[] {
  return Object.entries(matrix ?? {}).reduce<Record<string, string>[]>(
    (entries, [key, values]) =>
      entries.flatMap(entry => values.map(value => ({ ...entry, [key]: String(value) }))),
    [{}]
  )
}
