// The node floor: the least a node loop can do per iteration. Spawn the agent with its prompt,
// read its stream-json output line by line, stop on the completion promise. Usage: node-floor.mjs <max>
import { spawn } from 'node:child_process'

const max = Number(process.argv[2] ?? 10)
const prompt = 'Read plan.md, do the first open task, mark it done.'
for (let i = 1; i <= max; i++) {
  const child = spawn('claude', ['-p', prompt, '--output-format', 'stream-json', '--verbose'], {
    stdio: ['ignore', 'pipe', 'inherit']
  })
  let text = ''
  child.stdout.on('data', chunk => (text += chunk))
  await new Promise(resolve => child.on('close', resolve))
  const result = text
    .split('\n')
    .filter(line => line.startsWith('{'))
    .map(line => JSON.parse(line))
    .find(record => record.type === 'result')
  if (result?.result.includes('<promise>COMPLETE</promise>')) process.exit(0)
}
process.exit(1)
