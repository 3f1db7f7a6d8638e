import { describe, expect, it } from '@jest/globals'
import type { ProcessSpec } from '../../../src/ports/process.js'
import type { IssueComment } from '../../../src/ports/comments.js'
import { firstAnswer } from '../../../src/loop/rules/answer.js'
import { QUESTION_MARKER } from '../../../src/report/question-comment.js'
import { FakeGit } from '../../../__fixtures__/fakes/fake-git.js'
import { FakeComments } from '../../../__fixtures__/fakes/fake-comments.js'
import { completesTask, plan, runFakeLoop, type FakeWorld } from '../../../__fixtures__/fakes/fake-loop.js'
import { FakePullRequests } from '../../../__fixtures__/fakes/fake-mirror.js'
import { MemoryWorkspace } from '../../../__fixtures__/fakes/memory-workspace.js'

const ACTIONS = {
  GITHUB_ACTIONS: 'true',
  GITHUB_WORKFLOW: 'nightly',
  GITHUB_REPOSITORY: 'o/r',
  GITHUB_RUN_ID: '77'
}
const INPUTS = { tasks: 'plan.json', 'pull-request': 'draft' }
const ASKS = 'I looked at the schema.\n<question>Postgres or SQLite for @octo #12?</question>\n'

const comment = (
  id: number,
  association: string,
  body = 'Use Postgres.',
  createdAt = `2026-01-01T00:00:${id}Z`
) => ({ id, author: `user${id}`, association, body, createdAt }) satisfies IssueComment

describe('firstAnswer: the first comment after the question by someone with write access (SPEC §7)', () => {
  it.each<[string, IssueComment[], number | undefined]>([
    ['none yet', [], undefined],
    ['an owner', [comment(11, 'OWNER')], 11],
    ['a member, a collaborator: the first of them', [comment(12, 'COLLABORATOR'), comment(11, 'MEMBER')], 11],
    [
      'a contributor and a stranger are passed over',
      [comment(11, 'CONTRIBUTOR'), comment(12, 'NONE'), comment(13, 'OWNER')],
      13
    ],
    ['only others', [comment(11, 'CONTRIBUTOR'), comment(12, 'FIRST_TIMER')], undefined],
    ['the question itself and comments before it', [comment(9, 'OWNER'), comment(10, 'OWNER')], undefined],
    ['an empty comment', [comment(11, 'OWNER', '  '), comment(12, 'OWNER')], 12],
    [
      'the loop’s own question (posted with an owner’s token)',
      [comment(11, 'OWNER', `${QUESTION_MARKER}\nask`), comment(12, 'MEMBER')],
      12
    ]
  ])('%s', (_name, comments, expected) => {
    expect(firstAnswer(comments, 10)?.id).toBe(expected)
  })
})

/** An agent that asks on its first call and completes its task after; it keeps every prompt. */
function askingAgent(prompts: string[]) {
  const complete = completesTask()
  return (spec: ProcessSpec, world: FakeWorld) => {
    prompts.push(spec.stdin ?? '')
    return prompts.length === 1 ? { stdout: ASKS } : complete(spec, world)
  }
}

describe('questions answered in the pull request, on fakes (SPEC §7)', () => {
  it('halts needs_input and posts the question; halts again without the agent; takes the owner’s answer', async () => {
    const workspace = new MemoryWorkspace('/ws', { 'plan.json': plan(1) })
    const [pullRequests, comments] = [new FakePullRequests(), new FakeComments()]
    const prompts: string[] = []
    const parts = { workspace, pullRequests, comments, git: new FakeGit(), env: ACTIONS }

    const first = await runFakeLoop(INPUTS, askingAgent(prompts), parts)
    expect(first.result).toMatchObject({
      status: 'halted',
      haltReason: 'needs_input',
      exitCode: 0,
      question: 'Postgres or SQLite for @octo #12?',
      pullRequestNumber: 1
    })
    expect(first.result.summary).toContain(
      '**The agent asks:**\n\n```\nPostgres or SQLite for @octo #12?\n```'
    )
    // The halt says where the question is, not that it could not be posted.
    expect(first.result.message).toContain(
      'Answer in a comment on pull request #1 (https://github.test/pull/1) (someone with write access)'
    )
    expect(first.log.lines).toContain(
      "Posted the agent's question on pull request #1 (https://github.test/pull/1)."
    )
    const [posted] = comments.threads.get(1) ?? []
    // It mentions nobody and references no issue: a zero-width space breaks both.
    expect(posted.body).toContain('> Postgres or SQLite for @\u200bocto #\u200b12?')
    const checkpoint = JSON.parse(workspace.text('.ralph/checkpoint.json') ?? '{}') as Record<string, unknown>
    expect(checkpoint).toMatchObject({
      status: 'halted',
      halt_reason: 'needs_input',
      attempts: {},
      question: {
        text: 'Postgres or SQLite for @octo #12?',
        task: 't1',
        comment: { pull_request: 1, id: posted.id }
      }
    })

    const second = await runFakeLoop(INPUTS, askingAgent(prompts), parts)
    expect(second.result).toMatchObject({
      haltReason: 'needs_input',
      iterations: 0,
      question: first.result.question
    })
    expect(prompts).toHaveLength(1)
    expect(comments.threads.get(1)).toHaveLength(1)

    comments.add(1, 'passer-by', 'NONE', 'Use MySQL!', '2030-01-01T00:00:00Z')
    comments.add(1, 'owner', 'OWNER', 'Postgres, please.', '2030-01-01T00:00:01Z')
    const third = await runFakeLoop(INPUTS, askingAgent(prompts), parts)
    expect(third.result).toMatchObject({ status: 'completed', question: '', iterations: 1 })
    expect(prompts[1]).toContain(
      "### A person's answer to your question\nYou asked:\n> Postgres or SQLite for @octo #12?\n\nThe answer (from owner):\nPostgres, please."
    )
    expect(prompts[1]).not.toContain('MySQL')
    expect(workspace.text('.ralph/iteration_2_summary.md')).toContain('Answered by owner: Postgres, please.')
    // The attempt given back: the task's second iteration is its first attempt.
    expect(third.log.lines).toContain(
      '=== Build Iteration 2 (Subtask: t1, Attempt: 1/5, 1 subtasks remaining) ==='
    )
  })

  it('in Actions without a pull request, the halt says the question could not be posted, and why', async () => {
    const workspace = new MemoryWorkspace('/ws', { 'plan.json': plan(1) })
    const parts = { workspace, comments: new FakeComments(), git: new FakeGit(), env: ACTIONS }
    const run = await runFakeLoop({ tasks: 'plan.json' }, askingAgent([]), parts)
    expect(run.result.message).toContain('It could not be posted on a pull request (set pull-request: draft')
  })

  it('locally, the CLI’s --answer reaches the next prompt', async () => {
    const workspace = new MemoryWorkspace('/ws', { 'plan.json': plan(1) })
    const prompts: string[] = []
    const first = await runFakeLoop({ tasks: 'plan.json' }, askingAgent(prompts), { workspace })
    expect(first.result.message).toContain('Run again with --answer "<your answer>"')
    const second = await runFakeLoop({ tasks: 'plan.json', answer: 'SQLite.' }, askingAgent(prompts), {
      workspace
    })
    expect(second.result.status).toBe('completed')
    expect(prompts[1]).toContain('The answer:\nSQLite.')
  })

  it('questions: false ignores the tag: the iteration is judged like any other', async () => {
    const run = await runFakeLoop(
      { tasks: 'plan.json', questions: 'false', 'max-attempts': '1' },
      () => ({ stdout: ASKS }),
      { workspace: new MemoryWorkspace('/ws', { 'plan.json': plan(1) }) }
    )
    expect(run.result).toMatchObject({ status: 'stuck', question: '' })
  })

  it('questions: false lets a loop that waits on a question go on without an answer', async () => {
    const workspace = new MemoryWorkspace('/ws', { 'plan.json': plan(1) })
    const prompts: string[] = []
    await runFakeLoop({ tasks: 'plan.json' }, askingAgent(prompts), { workspace })
    prompts.push('(a second call completes the task)')
    const run = await runFakeLoop({ tasks: 'plan.json', questions: 'false' }, askingAgent(prompts), {
      workspace
    })
    expect(run.result).toMatchObject({ status: 'completed', iterations: 1 })
    expect(prompts[2]).not.toContain("A person's answer")
  })

  it('a signal while the comments are read ends the run interrupted at once, not after the API’s 30 s', async () => {
    const workspace = new MemoryWorkspace('/ws', { 'plan.json': plan(1) })
    const comments = new FakeComments()
    const parts = {
      workspace,
      comments,
      pullRequests: new FakePullRequests(),
      git: new FakeGit(),
      env: ACTIONS
    }
    await runFakeLoop(INPUTS, askingAgent([]), parts)
    const controller = new AbortController()
    comments.hangs = () => controller.abort()
    const run = await runFakeLoop(INPUTS, askingAgent([]), { ...parts, signal: controller.signal })
    expect(comments.reads).toHaveLength(1)
    expect(run.result).toMatchObject({ status: 'interrupted', iterations: 0 })
  })
})
