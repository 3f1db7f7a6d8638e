import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import YAML from 'yaml'
import { INPUT_DOCS } from '../../../src/config/descriptions.js'
import { Inputs, Outputs } from '../../../src/config/names.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

interface ActionInput {
  description: string
  default?: string
  required?: boolean
}
const action = YAML.parse(read('action.yml')) as {
  inputs: Record<string, ActionInput>
  outputs: Record<string, { description: string }>
  runs: Record<string, string>
}
const readme = read('README.md')

describe('action.yml, the config module and the README agree', () => {
  it('declares exactly the inputs the config reads', () => {
    expect(Object.keys(action.inputs)).toEqual(Object.values(Inputs))
  })

  it('declares exactly the outputs the loop sets', () => {
    expect(Object.keys(action.outputs).sort()).toEqual(Object.values(Outputs).sort())
  })

  it.each(Object.entries(INPUT_DOCS))('input %s has the documented description and default', (name, doc) => {
    const input = action.inputs[name]
    if (doc.computed || doc.default === '') {
      expect(input.default).toBeUndefined()
    } else {
      expect(input.default).toBe(doc.default)
    }
    expect(input.description.startsWith(doc.description)).toBe(true)
  })

  it.each(Object.entries(INPUT_DOCS))('README documents input %s', (name, doc) => {
    const cell = doc.default === '' ? '' : `\`${doc.default.replace(/\|/g, '\\|')}\``
    expect(readme).toContain(`| \`${name}\` | ${cell} |`)
  })

  it.each(Object.values(Outputs))('README documents output %s', name => {
    expect(readme).toContain(`| \`${name}\` |`)
  })

  it('runs on node24 from the committed bundle', () => {
    expect(action.runs.using).toBe('node24')
    expect(action.runs.main).toBe('dist/main/index.js')
  })

  it('opens the README with the demo and test commands', () => {
    const block = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? ''
    expect(block).toContain('npm run demo')
    expect(block).toContain('npm ci && npm test')
  })

  it('then tells a new user to run --dry-run on their plan, before anything else', () => {
    const blocks = [...readme.split('## Quick start')[0].matchAll(/```sh\n([\s\S]*?)```/g)]
    expect(blocks[1]?.[1]).toContain('--dry-run')
  })
})

// What users read says the behaviour itself, not the names of internal documents (the product
// specification's sections, its requirement seeds, issue numbers, architecture decision records).
describe('user docs speak without internal references', () => {
  const docs = readdirSync(path.join(ROOT, 'docs'))
    .filter(file => file.endsWith('.md') && file !== 'architecture.md')
    .map(file => `docs/${file}`)
  const examples = readdirSync(path.join(ROOT, 'examples', 'workflows')).map(
    file => `examples/workflows/${file}`
  )
  const files = [
    'README.md',
    'CHANGELOG.md',
    'SECURITY.md',
    'action.yml',
    'aggregate/action.yml',
    ...docs,
    ...examples
  ]

  it.each(files)('%s', file => {
    const jargon = read(file)
      .split('\n')
      .filter(line => /\bseed[ -]?0\d\d\b|\bSPEC\b|§ ?\d|\bissue #\d|\bADR ?\d/i.test(line))
    expect(jargon).toEqual([])
  })
})
