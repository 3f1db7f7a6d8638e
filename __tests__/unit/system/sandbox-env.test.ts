import { describe, expect, it } from '@jest/globals'
import { ANTHROPIC_ACCESS, GEMINI_ACCESS, OPENAI_ACCESS } from '../../../src/agents/presets/model-access.js'
import { sandboxEnv } from '../../../src/system/sandbox/sandbox-env.js'
import { fileRules } from '../../../src/system/sandbox/sandbox-policy.js'

// SPEC §4a: a CLI's home variable (codex's CODEX_HOME) set outside named a folder the sandbox cannot
// write, and one that holds its login: inside it names the CLI's folder in the private home.
const HOMES = [ANTHROPIC_ACCESS, OPENAI_ACCESS, GEMINI_ACCESS].flatMap(access =>
  access.homeVariable ? [access.homeVariable] : []
)
const inside = (env: Record<string, string>) =>
  sandboxEnv(env, { agentSecrets: [], routes: [], homes: HOMES, home: '/private/home', tmp: '/private/tmp' })

describe('the environment inside the sandbox', () => {
  it.each([
    ['CODEX_HOME', '/work/.codex', '/private/home/.codex'],
    ['CLAUDE_CONFIG_DIR', '/elsewhere/claude', '/private/home/.claude']
  ])('moves %s from %s to %s', (name, outside, moved) => {
    expect(inside({ [name]: outside })[name]).toBe(moved)
  })

  it('leaves a home variable that is not set unset (the CLI uses its folder under the private HOME)', () => {
    const env = inside({ PATH: '/usr/bin' })
    expect(env).toMatchObject({ PATH: '/usr/bin', HOME: '/private/home' })
    expect(env.CODEX_HOME).toBeUndefined()
    expect(env.CLAUDE_CONFIG_DIR).toBeUndefined()
  })
})

describe('the file rules of a sandboxed run', () => {
  const rules = (cliHomes: string[]) =>
    fileRules({
      workspace: '/work/repo',
      stateDir: '/work/repo/.ralph',
      home: '/private/home',
      tmp: '/private/tmp',
      runnerPaths: [],
      cliHomes
    })

  it('hides the CLI folder a home variable named outside (its login is there)', () => {
    expect(rules(['/work/.codex']).denyRead).toContain('/work/.codex')
  })

  it('never hides the workspace, even when a home variable names it or a folder above it', () => {
    expect(rules(['/work/repo', '/work']).denyRead).toEqual([])
  })
})
