import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import YAML from 'yaml'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const action = YAML.parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, unknown>
  outputs: Record<string, unknown>
}
const dir = path.join(ROOT, 'examples', 'workflows')
const files = readdirSync(dir).filter(file => file.endsWith('.yml'))

interface Step {
  uses?: string
  with?: Record<string, unknown>
  id?: string
}
interface Workflow {
  on: unknown
  jobs: Record<string, { steps?: Step[]; outputs?: Record<string, string> }>
}

describe('examples/workflows', () => {
  it('has the examples the README points to', () => {
    expect(files.sort()).toEqual(['custom-agent.yml', 'nightly.yml', 'notify-when-stuck.yml', 'shards.yml'])
  })

  it.each(files)('%s is a workflow that uses only declared inputs and outputs', file => {
    const text = readFileSync(path.join(dir, file), 'utf8')
    const workflow = YAML.parse(text) as Workflow
    expect(workflow.on).toBeDefined()
    const steps = Object.values(workflow.jobs).flatMap(job => job.steps ?? [])
    const ours = steps.filter(step => step.uses?.includes('ralph-loop'))
    expect(ours.length).toBeGreaterThan(0)
    for (const step of ours) {
      for (const input of Object.keys(step.with ?? {})) expect(Object.keys(action.inputs)).toContain(input)
    }
    for (const match of text.matchAll(/steps\.ralph\.outputs\.([a-z-]+)/g)) {
      expect(Object.keys(action.outputs)).toContain(match[1])
    }
  })
})
