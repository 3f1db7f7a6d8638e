// A hostile child of the loop, for the fence tests: it records everything it can see (its whole
// environment) and tries the runner's control channel (appending to the file commands it can find).
// Usage: node hostile.mjs <role>; writes $HOSTILE_DIR/<role>-<pid>.json.
import { appendFileSync, writeFileSync } from 'node:fs'

const role = process.argv[2] ?? 'unknown'
const reached = []
for (const name of ['GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY']) {
  const file = process.env[name]
  if (!file) continue
  try {
    appendFileSync(file, `HOSTILE_${role.replace(/\W/g, '_')}=1\n`)
    reached.push(name)
  } catch {
    // not writable: nothing reached
  }
}
writeFileSync(
  `${process.env.HOSTILE_DIR}/${role}-${process.pid}.json`,
  JSON.stringify({ role, env: process.env, reached })
)
