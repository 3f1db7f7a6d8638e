import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from '@jest/globals'
import { FakeTaskCli } from '../../../__fixtures__/fakes/task-cli.js'
import { runFakeLoop, type FakeParts } from '../../../__fixtures__/fakes/fake-loop.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'
import type { Handler } from '../../../__fixtures__/fakes/scripted-runner.js'

const PROMPTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../__fixtures__/prompts')

/** The prompt the loop gives its first agent, through the real loop on fakes. */
async function firstPrompt(
  inputs: Record<string, string>,
  files: Record<string, string>,
  parts: FakeParts & { handlers?: Record<string, Handler> } = {}
): Promise<string> {
  const workspace = new MemoryWorkspace()
  for (const [file, text] of Object.entries(files)) await workspace.writeText(file, text)
  const prompts: string[] = []
  await runFakeLoop(
    { 'max-iterations': '20', 'iterations-per-run': '1', ...inputs },
    spec => {
      prompts.push(spec.stdin ?? '')
      return { stdout: 'worked\n' }
    },
    { ...parts, workspace }
  )
  expect(prompts).toHaveLength(1)
  return prompts[0] ?? ''
}

/** Compares with the fixture; `UPDATE_PROMPTS=1` rewrites it (then read the diff). */
function expectFixture(name: string, prompt: string): void {
  const file = path.join(PROMPTS, name)
  if (process.env.UPDATE_PROMPTS === '1' || !existsSync(file)) writeFileSync(file, prompt)
  expect(prompt).toBe(readFileSync(file, 'utf8'))
}

function jsonPlan(count: number): string {
  const subtasks = Array.from({ length: count }, (_, i) => ({
    id: `task-${i + 1}`,
    title: `Add the endpoint for report number ${i + 1} with its tests`,
    acceptanceCriteria: i === 0 ? ['GET /reports/1 answers 200', 'npm test passes'] : [],
    done: false
  }))
  return JSON.stringify({ subtasks }, null, 2)
}

const MARKDOWN = [
  '# Plan',
  '',
  '- [x] Set up the project',
  '- [ ] Add a login page',
  '- [ ] Add a logout button',
  ''
].join('\n')

describe('the built-in prompt (SPEC §5a), rendered by the loop, as in __fixtures__/prompts', () => {
  it('json: names the file, the task, "done": true and the verify command', async () => {
    const prompt = await firstPrompt(
      { tasks: 'docs/plan.json', 'verify-command': 'npm test' },
      { 'docs/plan.json': jsonPlan(12) },
      { handlers: { 'npm test': () => ({ stdout: 'ok\n' }) } }
    )
    expectFixture('json.md', prompt)
    expect(prompt).toContain('mark it done in docs/plan.json: set "done": true')
    expect(prompt).toContain('task task-1 needs')
    expect(prompt).toContain('`npm test`')
    expect(prompt).toContain('Never rename, reword, reorder or delete tasks')
    expect(prompt).toContain('<question>…</question>')
  })

  // Issue 35: the prompt said "done": true whatever the file used, and a prd.json reader (snarktank's,
  // ralph-tui's) or ralphy's yq looks at its own field only.
  it.each<[string, string, string]>([
    ['prd.json', '{"userStories": [{"id": "US-001", "title": "A", "passes": false}]}', '"passes": true'],
    [
      'feature_list.json',
      '{"features": [{"description": "A", "steps": [], "passes": false}]}',
      '"passes": true'
    ],
    [
      'plan.json',
      '{"tasks": [{"id": "a", "status": "todo"}, {"id": "b", "status": "Complete"}]}',
      '"status": "Complete"'
    ],
    ['tasks.yaml', 'tasks:\n  - title: A\n    completed: false\n', 'completed: true'],
    ['tasks.yml', 'tasks:\n  - id: a\n', 'done: true']
  ])('%s: says how that file marks a task done', async (file, text, mark) => {
    const prompt = await firstPrompt({ tasks: file }, { [file]: text })
    expect(prompt).toContain(`mark it done in ${file}: set ${mark} on its entry.`)
  })

  it('markdown: names the file and the checkbox to tick; no verify command', async () => {
    const prompt = await firstPrompt({ tasks: 'TODO.md' }, { 'TODO.md': MARKDOWN })
    expectFixture('markdown.md', prompt)
    expect(prompt).toContain('mark it done in TODO.md: tick its checkbox ("- [ ]" becomes "- [x]")')
    expect(prompt).toContain('task add-a-login-page needs')
    expect(prompt).not.toContain('the loop runs')
  })

  it('markdown phase without checkboxes: add [COMPLETE] to its heading; a checkbox in a phase: tick it', async () => {
    const roadmap =
      '# Roadmap\n\n## Phase 1: Build\n\nMake it build.\n\n## Phase 2: Ship\n\n- [ ] 02-01-PLAN.md\n'
    const prompt = await firstPrompt({ tasks: 'ROADMAP.md' }, { 'ROADMAP.md': roadmap })
    expect(prompt).toContain('mark it done in ROADMAP.md: add [COMPLETE] to the end of its heading.')
    expect(prompt).toContain('Make it build.')
  })

  it('task CLI: no file; tasks are taken and marked done through the CLI', async () => {
    const cli = new FakeTaskCli([
      { id: 'T-1', status: 'open' },
      { id: 'T-2', status: 'open' }
    ])
    const prompt = await firstPrompt({ 'task-source': 'command' }, {}, { handlers: cli.handlers })
    expectFixture('task-cli.md', prompt)
    expect(prompt).toContain('mark it done through the task CLI')
    expect(prompt).not.toContain('mark it done in')
  })

  it('lists at most 10 other open tasks and the count of the rest', async () => {
    const prompt = await firstPrompt({ tasks: 'plan.json' }, { 'plan.json': jsonPlan(30) })
    const listed = prompt.split('\n').filter(line => /^- task-\d+: /.test(line))
    expect(listed.map(line => line.split(':')[0])).toEqual(
      Array.from({ length: 10 }, (_, i) => `- task-${i + 2}`)
    )
    expect(prompt).toContain('… and 19 more')
  })

  it('stays under 1,500 bytes for a 100-task plan (before the continuation notes)', async () => {
    const prompt = await firstPrompt(
      { tasks: 'plan.json', 'verify-command': 'npm test' },
      { 'plan.json': jsonPlan(100) },
      { handlers: { 'npm test': () => ({ stdout: 'ok\n' }) } }
    )
    expect(prompt).not.toContain('Notes from the previous iteration')
    expect(Buffer.byteLength(prompt)).toBeLessThan(1500)
  })

  it('a template of the user still lists up to 50 remaining tasks through {{remaining}}', async () => {
    const prompt = await firstPrompt(
      { tasks: 'plan.json', prompt: 'File {{task_file}}\n{{remaining}}' },
      { 'plan.json': jsonPlan(60) }
    )
    expect(prompt.startsWith('File plan.json\n- task-1: ')).toBe(true)
    expect(prompt).toContain('… and 10 more')
  })

  it("plan mode keeps its own prompt, with the promise's tag", async () => {
    const prompt = await firstPrompt({ mode: 'plan' }, {})
    expect(prompt).toContain('autonomous planning loop')
    expect(prompt).toContain('<promise>COMPLETE</promise>')
  })
})
