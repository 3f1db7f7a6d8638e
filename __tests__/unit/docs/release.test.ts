import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const inDir = (dir: string, ending: RegExp) =>
  readdirSync(path.join(ROOT, dir))
    .filter(file => ending.test(file))
    .map(file => `${dir}/${file}`)

/** Every page a user copies a step from. */
const PAGES = [
  'README.md',
  'SECURITY.md',
  'CONTRIBUTING.md',
  ...inDir('docs', /\.md$/),
  ...inDir('examples/workflows', /\.ya?ml$/)
]
/** The one form a user puts in `uses:` (issue 37): the moving major tag of this repository. */
const FORMS = new Set(['<owner>/ralph-loop@v1', '<owner>/ralph-loop/aggregate@v1'])

/** Each `uses:` that names this action, with where it is. */
function usesOfOurs(text: string, file: string): { where: string; uses: string }[] {
  return text.split('\n').flatMap((line, index) => {
    const uses = /uses:\s*["']?([^\s"'#]+)/.exec(line)?.[1]
    if (!uses || !/ralph|<owner>|<repo>|owner\//.test(uses)) return []
    return [{ where: `${file}:${index + 1}`, uses }]
  })
}

describe('what a user puts in uses:, and the version', () => {
  it('is one form in every page and example', () => {
    const found = PAGES.flatMap(file => usesOfOurs(read(file), file))
    expect(found.length).toBeGreaterThan(10)
    expect(found.filter(({ uses }) => !FORMS.has(uses))).toEqual([])
  })

  it('finds a form that differs (the check can fail)', () => {
    const text =
      'steps:\n  - uses: owner/ralph-loop@v1\n  - uses: <owner>/<repo>@v1\n  - uses: actions/checkout@v4\n'
    expect(usesOfOurs(text, 'x.yml').filter(({ uses }) => !FORMS.has(uses))).toEqual([
      { where: 'x.yml:2', uses: 'owner/ralph-loop@v1' },
      { where: 'x.yml:3', uses: '<owner>/<repo>@v1' }
    ])
  })

  it('package.json has the version the CHANGELOG names first, and it is the major tag the docs use', () => {
    const { version } = JSON.parse(read('package.json')) as { version: string }
    const named = /^## (\d+\.\d+\.\d+)\b/m.exec(read('CHANGELOG.md'))?.[1]
    expect(named).toBe(version)
    expect(version.split('.')[0]).toBe('1')
  })
})
