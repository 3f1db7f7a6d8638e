// Test agent: asks a person a question (SPEC §7) until its prompt carries an answer; then copies the
// prompt to $PROMPT_COPY (when set) and does its task as complete-one.mjs does (argv[2]: the task file).
// Appends one line per call to $CALLS_FILE when set.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'

const prompt = readFileSync(process.env.RALPH_PROMPT_FILE ?? '', 'utf8')
if (!prompt.includes("A person's answer to your question")) {
  if (process.env.CALLS_FILE) appendFileSync(process.env.CALLS_FILE, `ask ${process.env.RALPH_TASK_ID}\n`)
  console.log('I need to know which database to use.')
  console.log(`<question>${process.env.ASK_TEXT ?? 'Postgres or SQLite?'}</question>`)
} else {
  if (process.env.PROMPT_COPY) writeFileSync(process.env.PROMPT_COPY, prompt)
  await import('./complete-one.mjs')
}
