// Prints the CHANGELOG.md section of one version (`node scripts/release-notes.mjs 1.2.3`): the notes
// of its GitHub release. Exits 1 naming the fix when CHANGELOG.md has no `## 1.2.3` section.
import { readFileSync } from 'node:fs'

/** The lines under `## {version}` up to the next `## `, trimmed; undefined when there is no such heading. */
export function notesOf(changelog, version) {
  const lines = changelog.split('\n')
  const start = lines.findIndex(line => new RegExp(`^## ${version.replace(/\./g, '\\.')}(\\s|$)`).test(line))
  if (start === -1) return undefined
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '))
  return lines
    .slice(start + 1, end === -1 ? undefined : end)
    .join('\n')
    .trim()
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const version = (process.argv[2] ?? '').replace(/^v/, '')
  const notes = notesOf(readFileSync('CHANGELOG.md', 'utf8'), version)
  if (!notes) {
    console.error(`CHANGELOG.md has no "## ${version}" section: write the release's notes there first.`)
    process.exit(1)
  }
  console.log(notes)
}
