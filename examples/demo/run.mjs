// Runs the loop on a copy of this example in a temporary folder, so the repository stays clean.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'ralph-demo-'))
cpSync(join(here, 'plan.json'), join(work, 'plan.json'))
cpSync(join(here, 'agent.mjs'), join(work, 'agent.mjs'))
console.log(`Demo workspace: ${work}`)
const cli = resolve(here, '../../dist/cli/index.js')
const args = [
  '--tasks',
  'plan.json',
  '--agent',
  'command',
  '--agent-command',
  'node agent.mjs',
  ...process.argv.slice(2)
]
const run = spawnSync(process.execPath, [cli, ...args], { cwd: work, stdio: 'inherit' })
process.exitCode = run.status ?? 1
