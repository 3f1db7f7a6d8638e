import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const notes = (tag: string) =>
  spawnSync(process.execPath, ['scripts/release-notes.mjs', tag], { cwd: ROOT, encoding: 'utf8' })

describe('the release notes: the version’s CHANGELOG section (release.yml)', () => {
  it('prints the section of the version package.json names, from its tag', () => {
    const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      version: string
    }
    const run = notes(`v${version}`)
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/^### Added$/m)
    expect(run.stdout).not.toMatch(/^## /m)
  })

  it('refuses a version the CHANGELOG does not name, saying what to write', () => {
    const run = notes('v9.9.9')
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('CHANGELOG.md has no "## 9.9.9" section')
  })
})
