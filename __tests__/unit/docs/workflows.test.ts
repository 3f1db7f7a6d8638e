import { describe, expect, it } from '@jest/globals'
import { validate, type ActionsMetadataProvider } from '@actions/languageservice'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { TextDocument } from 'vscode-languageserver-textdocument'
import YAML from 'yaml'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const yamlFiles = (dir: string) =>
  readdirSync(path.join(ROOT, dir))
    .filter(file => /\.ya?ml$/.test(file))
    .map(file => `${dir}/${file}`)

/**
 * GitHub's own workflow language service, as the editor extension uses it, with this repository's
 * action.yml files standing in for `<owner>/ralph-loop[/<folder>]@v1`. Other actions resolve to
 * metadata without inputs, so their `with:` keys are left to actionlint (`npm run lint:workflows`).
 */
const metadata: ActionsMetadataProvider = {
  fetchActionMetadata(action) {
    if (action.name !== 'ralph-loop') return Promise.resolve({ name: action.name, description: '' })
    const file = path.join(action.path ?? '', 'action.yml')
    if (action.ref !== 'v1' || !existsSync(path.join(ROOT, file))) return Promise.resolve(undefined)
    return Promise.resolve(YAML.parse(read(file)) as { name: string; description: string })
  }
}

/** The service's messages for `file` (each file name once: the service caches documents by address). */
async function diagnostics(file: string, text = read(file)): Promise<string[]> {
  const document = TextDocument.create(`file://${path.join(ROOT, file)}`, 'yaml', 1, text)
  const found = await validate(document, { actionsMetadataProvider: metadata })
  return found.map(d => {
    const message = typeof d.message === 'string' ? d.message : d.message.value
    return `${file}:${d.range.start.line + 1}: ${message}`
  })
}

const step = (uses: string, inputs: Record<string, string>) =>
  YAML.stringify({
    on: 'push',
    jobs: { loop: { 'runs-on': 'ubuntu-latest', steps: [{ uses, with: inputs }] } }
  })

describe('workflows and action files, checked by @actions/languageservice', () => {
  it('reports an input the action does not declare, and a missing required one (the check can fail)', async () => {
    const unknown = await diagnostics(
      'probe.yml',
      step('<owner>/ralph-loop@v1', { tasks: 'a.json', task: 'x' })
    )
    expect(unknown).toEqual([expect.stringContaining("Invalid action input 'task'")])
    const sub = await diagnostics('probe-2.yml', step('<owner>/ralph-loop/aggregate@v1', { report: 'x' }))
    expect(sub).toEqual(
      expect.arrayContaining([
        expect.stringContaining("Invalid action input 'report'"),
        expect.stringContaining('Missing required input `reports`')
      ])
    )
    expect(await diagnostics('probe-3.yml', step('<owner>/ralph-loop/nothing@v1', {}))).toEqual([
      expect.stringContaining('Unable to resolve action')
    ])
  })

  it.each([...yamlFiles('examples/workflows'), ...yamlFiles('.github/workflows')])(
    '%s: valid, and every with: of this action names a declared input',
    async file => {
      expect(await diagnostics(file)).toEqual([])
    }
  )

  it.each(yamlFiles('.github/workflows'))(
    '%s pins every action by a full commit SHA with its version',
    file => {
      const uses = [...read(file).matchAll(/^\s*(?:-\s+)?uses:\s*(.+)$/gm)].map(match => match[1].trim())
      expect(uses.length).toBeGreaterThan(0)
      for (const line of uses.filter(use => !use.startsWith('./'))) {
        expect(line).toMatch(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/)
      }
    }
  )

  it.each(['action.yml', 'aggregate/action.yml'])(
    '%s is a valid action file (branding included)',
    async file => {
      expect(await diagnostics(file)).toEqual([])
    }
  )
})
