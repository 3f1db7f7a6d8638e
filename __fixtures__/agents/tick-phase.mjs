// Test agent: ticks one open checkbox of the current phase ($RALPH_TASK_ID, `phase_N`) in the markdown
// file given as argv[2], as a GSD executor ticks a plan in ROADMAP.md; it never writes [COMPLETE].
import { readFileSync, writeFileSync } from 'node:fs'

const file = process.argv[2]
const n = /^phase_(\d+)$/.exec(process.env.RALPH_TASK_ID ?? '')?.[1]
const lines = readFileSync(file, 'utf8').split('\n')
const heading = lines.findIndex(line => new RegExp(`^#{2,4} Phase ${n}:`).test(line))
for (let i = heading + 1; heading >= 0 && i < lines.length && !lines[i].startsWith('#'); i++) {
  if (lines[i].startsWith('- [ ] ')) {
    lines[i] = lines[i].replace('- [ ] ', '- [x] ')
    console.log(`agent: ticked ${lines[i]}`)
    break
  }
}
writeFileSync(file, lines.join('\n'))
