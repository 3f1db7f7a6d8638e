// `npm run docs`: writes the inputs and outputs of action.yml and the README from src/config
// (descriptions.ts, output-docs.ts). Run it after adding or changing an input or an output.
import { readFileSync, writeFileSync } from 'node:fs'
import { actionYml, readme } from './input-docs.js'

for (const [file, write] of [
  ['action.yml', actionYml],
  ['README.md', readme]
] as const) {
  const current = readFileSync(file, 'utf8')
  const next = write(current)
  if (next !== current) writeFileSync(file, next)
  console.log(`${file}: ${next === current ? 'up to date' : 'written'}`)
}
