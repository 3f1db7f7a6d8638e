// Test agent that makes a phase look done without doing it (issue 38): in the markdown file argv[2],
// it does something to the last open checkbox of the current task's phase (the heading above the box
// whose slug is $RALPH_TASK_ID) — argv[3] `delete` drops it, `reword` ticks it under new words, `move`
// moves it, still open, under a heading at the end that is no phase — and ticks the phase's other boxes.
import { readFileSync, writeFileSync } from 'node:fs'

const [file, how] = process.argv.slice(2)
const slug = text =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
const lines = readFileSync(file, 'utf8').split('\n')
const current = lines.findIndex(
  line => line.startsWith('- [ ] ') && slug(line.slice(6)) === process.env.RALPH_TASK_ID
)
let heading = current
while (heading > 0 && !lines[heading].startsWith('#')) heading--
let end = heading + 1
while (end < lines.length && !lines[end].startsWith('#')) end++
const open = lines.slice(0, end).map((line, i) => (i > heading && line.startsWith('- [ ] ') ? i : -1))
const last = Math.max(...open)
const box = lines[last]
for (let i = heading + 1; i < end; i++) lines[i] = lines[i].replace('- [ ] ', '- [x] ')
if (how === 'delete') lines.splice(last, 1)
if (how === 'reword') lines[last] = `${box.replace('- [ ] ', '- [x] ')} (done differently)`
if (how === 'move') (lines.splice(last, 1), lines.push('', '## Later', '', box))
writeFileSync(file, lines.join('\n'))
console.log(`agent: ${how} ${box}`)
