import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const devDependencies = (JSON.parse(read('package.json')) as { devDependencies: Record<string, string> })
  .devDependencies
const CLIS = ['@anthropic-ai/claude-code', '@openai/codex', '@google/gemini-cli']
const files = [
  'README.md',
  'SECURITY.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter(file => file.endsWith('.md'))
    .map(file => `docs/${file}`),
  ...readdirSync(path.join(ROOT, 'examples', 'workflows')).map(file => `examples/workflows/${file}`)
]

// The docs tell users to install the CLI versions the e2e tests run (the dev dependencies).
describe('agent CLI versions in the docs', () => {
  it.each(CLIS)('%s is an exact dev dependency', cli => {
    expect(devDependencies[cli]).toMatch(/^\d+\.\d+\.\d+$/)
  })

  it.each(files)('%s names only the pinned versions', file => {
    const named = [
      ...read(file).matchAll(/(@anthropic-ai\/claude-code|@openai\/codex|@google\/gemini-cli)@([\w.-]+)/g)
    ]
    for (const [, cli, version] of named) expect(`${cli}@${version}`).toBe(`${cli}@${devDependencies[cli]}`)
  })

  it('the README quick start installs the pinned Claude Code', () => {
    const quickStart = read('README.md').split('## Quick start')[1].split('\n## ')[0]
    expect(quickStart).toContain(
      `npm i -g @anthropic-ai/claude-code@${devDependencies['@anthropic-ai/claude-code']}`
    )
  })

  it.each(CLIS)('%s: every install command in the docs names a version', cli => {
    for (const file of files) {
      const unpinned = read(file)
        .split('\n')
        .filter(line => line.includes(`npm i -g ${cli}`) && !line.includes(`npm i -g ${cli}@`))
      expect({ file, unpinned }).toEqual({ file, unpinned: [] })
    }
  })
})
