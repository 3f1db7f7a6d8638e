import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import YAML from 'yaml'
import { actionYml, readme as writtenReadme } from '../../../scripts/input-docs.js'
import { INPUT_DOCS } from '../../../src/config/descriptions.js'
import { Inputs, Outputs, type InputName } from '../../../src/config/names.js'

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
    expect(Object.keys(action.inputs).sort()).toEqual(Object.values(Inputs).sort())
  })

  it('declares exactly the outputs the loop sets', () => {
    expect(Object.keys(action.outputs).sort()).toEqual(Object.values(Outputs).sort())
  })

  // The inputs and outputs of action.yml and the README are written from src/config: `npm run docs`.
  it.each([
    ['action.yml', actionYml],
    ['README.md', writtenReadme]
  ])('%s is as `npm run docs` writes it from src/config (descriptions.ts, output-docs.ts)', (file, write) => {
    const current = read(file)
    expect(current).toBe(write(current))
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

// A docs page's table of inputs (`| input | default | …`) names real inputs, with their real defaults.
describe('docs pages list the inputs as src/config documents them', () => {
  const pages = readdirSync(path.join(ROOT, 'docs'))
    .filter(file => file.endsWith('.md'))
    .map(file => `docs/${file}`)
  const rows = pages.flatMap(page => {
    const found: [string, string, string][] = []
    let header: string[] = []
    for (const line of read(page).split('\n')) {
      if (!line.startsWith('|')) header = []
      else if (header.length === 0) header = cells(line)
      else if (header[0] === 'input' && !line.startsWith('| ---')) {
        const [name, value] = cells(line)
        found.push([page, /`([a-z-]+)`/.exec(name)?.[1] ?? name, header[1] === 'default' ? value : ''])
      }
    }
    return found
  })

  // The aggregate action's inputs (docs/shards.md) are its own.
  const aggregate = YAML.parse(read('aggregate/action.yml')) as { inputs: Record<string, ActionInput> }

  it.each(rows)('%s: input %s', (_page, name, value) => {
    expect([...Object.keys(INPUT_DOCS), ...Object.keys(aggregate.inputs)]).toContain(name)
    if (value !== '' && name in INPUT_DOCS)
      expect(value.replace(/`/g, '')).toBe(INPUT_DOCS[name as InputName].default)
  })
})

function cells(line: string): string[] {
  return line
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map(cell => cell.trim())
}

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
      .filter(
        line => /\bseed[ -]?0\d\d\b|§ ?\d|\bissue #\d|\bADR ?\d/i.test(line) || /\bSPEC\b(?!-)/.test(line)
      )
    expect(jargon).toEqual([])
  })
})
