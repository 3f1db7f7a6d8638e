import { it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { claudeAgent } from '../../../src/agents/presets/claude/claude.js'
import { createProcessRunner } from '../../../src/process/runner.js'
import { claudeEnv, startModelServer, type Step } from '../../anthropic-server.js'
import { makeTempDir } from '../../temp.js'

const CLAUDE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../node_modules/.bin/claude')
const OUT = path.dirname(fileURLToPath(import.meta.url))

async function record(
  name: string,
  script: Step[],
  extraArgs: string[] = [],
  env: Record<string, string> = {}
) {
  const dir = await makeTempDir('ralph-rec-')
  const home = await makeTempDir('ralph-home-')
  const server = await startModelServer(script)
  const agent = claudeAgent({
    binary: CLAUDE,
    args: ['--permission-mode', 'acceptEdits', ...extraArgs],
    model: undefined,
    now: Date.now
  })
  const lines: string[] = []
  const result = await createProcessRunner().run({
    ...agent.invocation('Do the task', false),
    cwd: dir,
    env: { PATH: process.env.PATH, SHLVL: '1', ...claudeEnv(server, home), ...env },
    timeoutMs: 20_000,
    onLine: line => lines.push(line)
  })
  await server.close()
  writeFileSync(path.join(OUT, `${name}.jsonl`), lines.join('\n') + '\n')
  console.log(name, result.exitCode, result.timedOut, lines.length)
}

it('records', async () => {
  await record('claude-success', [
    {
      tools: [{ tool: 'Write', input: { file_path: '/tmp/ralph-rec-out.txt', content: 'x\n' } }],
      usage: { input: 1200, output: 40 }
    },
    { text: 'Done.', usage: { input: 1300, output: 10, cacheRead: 200 } }
  ])
  await record(
    'claude-auth-retry',
    [{ status: 401, type: 'authentication_error', message: 'invalid x-api-key' }],
    [],
    {}
  )
  await record(
    'claude-rate-limit',
    [
      {
        status: 429,
        type: 'rate_limit_error',
        message: 'Number of requests has exceeded your rate limit',
        headers: {
          'retry-after': '30',
          'anthropic-ratelimit-unified-reset': '1795392000',
          'anthropic-ratelimit-unified-status': 'rejected'
        }
      }
    ],
    [],
    { CLAUDE_CODE_MAX_RETRIES: '0' }
  )
  await record(
    'claude-auth',
    [{ status: 401, type: 'authentication_error', message: 'invalid x-api-key' }],
    [],
    { CLAUDE_CODE_MAX_RETRIES: '0' }
  )
  await record(
    'claude-max-turns',
    [
      { tools: [{ tool: 'Write', input: { file_path: '/tmp/ralph-rec-a.txt', content: 'a\n' } }] },
      { tools: [{ tool: 'Write', input: { file_path: '/tmp/ralph-rec-b.txt', content: 'b\n' } }] }
    ],
    ['--max-turns', '1']
  )
}, 120_000)
