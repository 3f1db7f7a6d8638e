import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'
import { plan, runFakeLoop } from '../../../__fixtures__/fakes/fake-loop.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'

const DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/agents.md')

// Every auth mode of docs/agents.md: its variables, and whether the loop masks the value.
const VARIABLES: [name: string, masked: boolean][] = [
  ['ANTHROPIC_API_KEY', true],
  ['CLAUDE_CODE_OAUTH_TOKEN', true],
  ['CLAUDE_CODE_USE_BEDROCK', false],
  ['AWS_ACCESS_KEY_ID', false],
  ['AWS_SECRET_ACCESS_KEY', true],
  ['AWS_SESSION_TOKEN', true],
  ['CLAUDE_CODE_USE_VERTEX', false],
  ['ANTHROPIC_VERTEX_PROJECT_ID', false],
  ['OPENAI_API_KEY', true],
  ['CODEX_API_KEY', true],
  ['GEMINI_API_KEY', true],
  ['GOOGLE_GENAI_USE_VERTEXAI', false],
  ['GOOGLE_API_KEY', true]
]

describe('auth modes (docs/agents.md): the variable reaches the agent; a secret is masked', () => {
  it('the docs table names every variable tested here', () => {
    const docs = readFileSync(DOCS, 'utf8')
    const section = docs.slice(docs.indexOf('## Authentication'), docs.indexOf('## Usage limits'))
    for (const [name] of VARIABLES) expect(section).toContain(`\`${name}`)
  })

  it.each(VARIABLES)('%s (masked: %s)', async (name, masked) => {
    const value = `value-of-${name.toLowerCase()}-0123456789`
    const workspace = new MemoryWorkspace()
    await workspace.writeText('plan.json', plan(1))
    const seen: (string | undefined)[] = []
    const oidc: (string | undefined)[] = []
    const run = await runFakeLoop(
      { tasks: 'plan.json', 'max-iterations': '1' },
      spec => {
        seen.push(spec.env[name])
        oidc.push(spec.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN)
        // An agent that prints its credentials: what the loop writes must not hold them.
        return { stdout: `my credential is ${spec.env[name] ?? ''}\n` }
      },
      { workspace, env: { [name]: value, ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-token-0123' } }
    )
    expect(seen).toEqual([value])
    expect(oidc).toEqual([undefined])
    const summary = workspace.text('.ralph/iteration_1_summary.md') ?? ''
    expect(summary).toContain('my credential is')
    expect(run.log.secrets.includes(value)).toBe(masked)
    expect(summary.includes(value)).toBe(!masked)
  })
})
