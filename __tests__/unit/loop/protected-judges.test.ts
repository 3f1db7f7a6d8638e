import { describe, expect, it } from '@jest/globals'
import { completesTask, plan, runFakeLoop, type FakeAgent } from '../../../__fixtures__/fakes/fake-loop.js'
import { commandOf } from '../../../__fixtures__/fakes/scripted-runner.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'

const SCRIPT = './scripts/verify.sh'
const ORIGINAL = '#!/bin/sh\nnpm test\n'

/** Iteration 1 marks its task done and writes `files`; later ones do nothing. */
const writesFirst =
  (files: Record<string, string>): FakeAgent =>
  (spec, w) => {
    if (spec.env.RALPH_ITERATION !== '1') return { stdout: 'nothing to do\n' }
    for (const [file, text] of Object.entries(files)) void w.workspace.writeText(file, text)
    return completesTask()(spec, w)
  }

const world = () =>
  new MemoryWorkspace('/ws', {
    'plan.json': plan(1),
    'scripts/verify.sh': ORIGINAL,
    'node_modules/dep/.npmrc': 'shipped\n'
  })

describe('what judges the agent is protected whatever protected-paths says (SPEC §7)', () => {
  it('puts back the verify script and removes package-manager files, even with protected-paths: none', async () => {
    const run = await runFakeLoop(
      { tasks: 'plan.json', 'protected-paths': 'none', 'verify-command': SCRIPT },
      writesFirst({
        'scripts/verify.sh': 'exit 0\n',
        '.npmrc': 'script-shell=/tmp/fake\n',
        'packages/a/.yarnrc.yml': 'yarnPath: fake.cjs\n',
        'node_modules/dep/.npmrc': 'changed\n'
      }),
      { workspace: world(), handlers: { [SCRIPT]: () => ({ stdout: 'ok\n' }) } }
    )
    expect(run.workspace.text('scripts/verify.sh')).toBe(ORIGINAL)
    expect(run.workspace.text('.npmrc')).toBeUndefined()
    expect(run.workspace.text('packages/a/.yarnrc.yml')).toBeUndefined()
    // No package manager reads its configuration inside node_modules: that folder is not walked.
    expect(run.workspace.text('node_modules/dep/.npmrc')).toBe('changed\n')
    expect(run.result).toMatchObject({ status: 'completed', iterations: 2, tasksDone: 1 })
    const warnings = run.log.warnings.join('\n')
    expect(warnings).toContain(
      'The agent changed protected paths (protected-paths): .npmrc, packages/a/.yarnrc.yml, scripts/verify.sh.'
    )
    expect(warnings).toContain('What judges the work (the verify and review commands')
  })

  it('says nothing of what judges the work when only protected-paths matched', async () => {
    const run = await runFakeLoop(
      { tasks: 'plan.json', 'protected-paths': 'tests/**' },
      writesFirst({ 'tests/a.test.js': 'skip\n' }),
      { workspace: world() }
    )
    const warnings = run.log.warnings.join('\n')
    expect(warnings).toContain('The agent changed protected paths (protected-paths): tests/a.test.js.')
    expect(warnings).not.toContain('What judges the work')
  })

  it('runs the verify command and a command reviewer with a fresh home, and the agent with its own', async () => {
    const run = await runFakeLoop(
      { tasks: 'plan.json', 'verify-command': SCRIPT, review: 'command', 'review-command': 'bash review.sh' },
      writesFirst({}),
      { workspace: world(), handlers: { [SCRIPT]: () => ({ stdout: 'ok\n' }), 'bash review.sh': () => ({}) } }
    )
    const fresh = run.runner.calls.map(spec => [commandOf(spec), spec.freshHome ?? false])
    expect(fresh).toContainEqual([SCRIPT, true])
    expect(fresh).toContainEqual(['bash review.sh', true])
    expect(fresh).toContainEqual(['agent', false])
  })
})
