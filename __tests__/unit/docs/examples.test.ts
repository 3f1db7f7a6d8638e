import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import YAML from 'yaml'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

interface ActionFile {
  outputs: Record<string, unknown>
}
const readAction = (dir: string) =>
  YAML.parse(readFileSync(path.join(ROOT, dir, 'action.yml'), 'utf8')) as ActionFile
/** This repository's actions as the examples reference them: `<owner>/ralph-loop[/sub]@v1`. */
const ACTIONS: Record<string, ActionFile> = { '': readAction('.'), aggregate: readAction('aggregate') }
const oursAt = (uses: string | undefined) => /^[^/]+\/ralph-loop(?:\/([a-z-]+))?@v1$/.exec(uses ?? '')
/** The loop itself (not a sub-action). */
const isLoop = (uses: string | undefined) =>
  oursAt(uses)?.[0] !== undefined && oursAt(uses)?.[1] === undefined

const dir = path.join(ROOT, 'examples', 'workflows')
const files = readdirSync(dir).filter(file => file.endsWith('.yml'))

interface Step {
  uses?: string
  id?: string
  with?: Record<string, unknown>
}
type Permissions = Record<string, string> | string | undefined
interface Workflow {
  on: unknown
  permissions?: Permissions
  concurrency?: unknown
  jobs: Record<
    string,
    {
      steps?: Step[]
      outputs?: Record<string, string>
      permissions?: Permissions
      'timeout-minutes'?: number
    }
  >
}
const canWriteContents = (p: Permissions) =>
  p === 'write-all' || (typeof p === 'object' && p.contents === 'write')

describe('examples/workflows', () => {
  it('has the examples the README points to', () => {
    expect(files.sort()).toEqual(['custom-agent.yml', 'nightly.yml', 'notify-when-stuck.yml', 'shards.yml'])
  })

  // Its `with:` keys are checked against the inputs by GitHub's language service (workflows.test.ts).
  it.each(files)('%s uses this action and reads only outputs it declares', file => {
    const text = readFileSync(path.join(dir, file), 'utf8')
    const workflow = YAML.parse(text) as Workflow
    expect(workflow.on).toBeDefined()
    const steps = Object.values(workflow.jobs).flatMap(job => job.steps ?? [])
    const ours = steps.filter(step => oursAt(step.uses))
    expect(ours.length).toBeGreaterThan(0)
    for (const step of ours) {
      const action = ACTIONS[oursAt(step.uses)?.[1] ?? '']
      expect(action).toBeDefined()
      if (step.id === undefined) continue
      for (const match of text.matchAll(new RegExp(`steps\\.${step.id}\\.outputs\\.([a-z-]+)`, 'g'))) {
        expect(Object.keys(action.outputs)).toContain(match[1])
      }
    }
  })

  // In Actions the loop commits and pushes by default: with `contents: read` the first push fails (aborted).
  it.each(files)('%s lets every loop that keeps its work push', file => {
    const workflow = YAML.parse(readFileSync(path.join(dir, file), 'utf8')) as Workflow
    for (const job of Object.values(workflow.jobs)) {
      const loops = (job.steps ?? []).filter(step => isLoop(step.uses))
      const keeping = loops.filter(step => step.with?.commit !== 'none' && step.with?.push !== false)
      if (keeping.length === 0) continue
      expect(canWriteContents(job.permissions ?? workflow.permissions)).toBe(true)
    }
  })

  // SPEC §11: a nightly schedule with `concurrency:` and `timeout-minutes`, the work kept with no setting.
  it.each(['nightly.yml', 'shards.yml'])(
    '%s runs every night, one run at a time, stopping before the job is cancelled, on the default branch',
    file => {
      const workflow = YAML.parse(readFileSync(path.join(dir, file), 'utf8')) as Workflow
      expect(Object.keys(workflow.on as object)).toEqual(['schedule', 'workflow_dispatch'])
      expect(workflow.concurrency).toMatchObject({ 'cancel-in-progress': false })
      const jobs = Object.values(workflow.jobs).filter(job => job.steps?.some(step => isLoop(step.uses)))
      expect(jobs).toHaveLength(1)
      for (const job of jobs) {
        const loop = job.steps?.find(step => isLoop(step.uses))
        expect(Number(loop?.with?.['time-budget'])).toBeLessThan(job['timeout-minutes'] ?? 0)
        expect(loop?.with).not.toHaveProperty('branch')
        expect(loop?.with).not.toHaveProperty('push')
      }
    }
  )

  it('merges shards with the aggregate sub-action, without a checkout of its own', () => {
    const workflow = YAML.parse(readFileSync(path.join(dir, 'shards.yml'), 'utf8')) as Workflow
    const summary = Object.values(workflow.jobs).find(job =>
      job.steps?.some(step => oursAt(step.uses)?.[1] === 'aggregate')
    )
    expect(summary).toBeDefined()
    expect(summary?.steps?.some(step => step.uses?.startsWith('actions/checkout'))).toBe(false)
    expect(JSON.stringify(summary)).not.toContain('dist/')
  })
})

describe('examples/workflows: what each example runs is installed or named (issue 25 item 6)', () => {
  // Only the static part: the steps are parsed, not run (the action, the agents and the network are not here).
  it.each(files)('%s installs the dependencies before a verify-command or run step that needs them', file => {
    const workflow = YAML.parse(readFileSync(path.join(dir, file), 'utf8')) as Workflow
    for (const job of Object.values(workflow.jobs)) {
      const steps = (job.steps ?? []) as (Step & { run?: string })[]
      steps.forEach((step, index) => {
        const needsNpm = /\bnpm (test|run)\b/.test(
          `${step.run ?? ''} ${JSON.stringify(step.with?.['verify-command'] ?? '')}`
        )
        if (!needsNpm) return
        const before = steps.slice(0, index).map(earlier => earlier.run ?? '')
        expect(before.some(run => /\bnpm (ci|install|i)\b(?! -g)/.test(run))).toBe(true)
      })
    }
  })

  it('custom-agent.yml says at the top what it needs that it does not install', () => {
    const head = readFileSync(path.join(dir, 'custom-agent.yml'), 'utf8').split('\n').slice(0, 8).join('\n')
    expect(head).toContain('`task`')
    expect(head).toContain('./scripts/agent.sh')
  })
})
