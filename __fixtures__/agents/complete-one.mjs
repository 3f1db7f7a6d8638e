// Test agent: does the current task by writing work/<id>.txt and marks it done in the task file
// given as argv[2] (JSON: "done": true; markdown: ticks the checkbox or adds [COMPLETE] to the phase).
// Appends one line per call to $CALLS_FILE when set.
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'

const file = process.argv[2]
const id = process.env.RALPH_TASK_ID ?? ''
if (process.env.CALLS_FILE) appendFileSync(process.env.CALLS_FILE, `${id}\n`)
mkdirSync('work', { recursive: true })
writeFileSync(`work/${id}.txt`, `done ${id}\n`)
const text = readFileSync(file, 'utf8')
if (file.endsWith('.json')) {
  const plan = JSON.parse(text)
  const list = Array.isArray(plan) ? plan : (plan.subtasks ?? plan.tasks ?? plan.userStories)
  const task = list.find(item => String(item.id) === id)
  if (task) task.done = true
  writeFileSync(file, JSON.stringify(plan, null, 2))
} else {
  const phase = /^phase_(\d+)$/.exec(id)
  const lines = text.split('\n')
  const index = phase
    ? lines.findIndex(line => new RegExp(`^#{2,4} Phase ${phase[1]}:`).test(line))
    : lines.findIndex(line => /^\s*- \[ \]/.test(line))
  if (index >= 0) lines[index] = phase ? `${lines[index]} [COMPLETE]` : lines[index].replace('[ ]', '[x]')
  writeFileSync(file, lines.join('\n'))
}
console.log(`agent: completed ${id}`)
