// Test agent: ticks the current task's checkbox ($RALPH_TASK_ID: the box's leading id or slug) in the
// markdown file given as argv[2], as a GSD executor ticks a plan in ROADMAP.md; it never writes [COMPLETE].
import { readFileSync, writeFileSync } from 'node:fs'

const file = process.argv[2]
const id = process.env.RALPH_TASK_ID ?? ''
const slug = text =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
const lines = readFileSync(file, 'utf8').split('\n')
const at = lines.findIndex(line => {
  const text = /^- \[ \] (.*)$/.exec(line)?.[1]
  return text !== undefined && (text.startsWith(id) || slug(text) === id)
})
if (at >= 0) {
  lines[at] = lines[at].replace('- [ ] ', '- [x] ')
  console.log(`agent: ticked ${lines[at]}`)
}
writeFileSync(file, lines.join('\n'))
