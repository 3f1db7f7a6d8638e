// Test agent that works as a person does (issue 35): it reads the prompt ($RALPH_PROMPT_FILE), takes the
// current task's id and title from it, does that one task (writes work/<id>.txt) and marks it done in
// the markdown plan given as argv[2] the way a person would: it ticks that task's own checkbox, or adds
// [COMPLETE] to the heading of a phase without checkboxes. Nothing else in the file changes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'

const file = process.argv[2]
const prompt = readFileSync(process.env.RALPH_PROMPT_FILE, 'utf8')
const [, id = '', title = ''] = /### Current task\n\*\*(.+?)\*\*: (.*)/.exec(prompt) ?? []
mkdirSync('work', { recursive: true })
writeFileSync(`work/${id.replace(/[^\w.-]/g, '_')}.txt`, `did ${id}\n`)
const lines = readFileSync(file, 'utf8').split('\n')
const phase = /^phase_(\d+(?:\.\d+)*)$/.exec(id)?.[1]
const at = phase
  ? lines.findIndex(
      line => /^#{1,6} /.test(line) && new RegExp(`Phase 0*${phase.replace('.', '\\.')}(?![\\d.])`).test(line)
    )
  : lines.findIndex(
      line =>
        /^\s*(?:[-*+]|\d+[.)]) \[ \]\*? /.test(line) &&
        line.replace(/^\s*(?:[-*+]|\d+[.)]) \[ \]\*? /, '').trim() === title
    )
if (at >= 0) lines[at] = phase ? `${lines[at]} [COMPLETE]` : lines[at].replace('[ ]', '[x]')
writeFileSync(file, lines.join('\n'))
console.log(at >= 0 ? `person: did ${id}` : `person: could not find ${id} (${title}) in ${file}`)
