// A demo "agent" for trying the loop without an API key: it does the current task
// ($RALPH_TASK_ID) by writing a file, then marks the task done in plan.json, as a real agent would.
import { readFileSync, writeFileSync } from 'node:fs'

const id = process.env.RALPH_TASK_ID
const plan = JSON.parse(readFileSync('plan.json', 'utf8'))
const task = plan.subtasks.find(candidate => candidate.id === id)
if (!task) {
  console.log(`demo agent: no task ${id} in plan.json`)
  process.exit(1)
}
const files = { greet: ['hello.txt', 'hello\n'], farewell: ['goodbye.txt', 'goodbye\n'] }
const [file, text] = files[id] ?? ['notes.md', '# Notes\n\n- hello.txt\n- goodbye.txt\n']
writeFileSync(file, text)
task.done = true
writeFileSync('plan.json', JSON.stringify(plan, null, 2) + '\n')
console.log(`demo agent: wrote ${file} and marked ${id} done`)
