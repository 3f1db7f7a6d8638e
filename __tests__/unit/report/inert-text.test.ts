import { describe, expect, it } from '@jest/globals'
import { inert } from '../../../src/report/inert-text.js'
import { MAX_BODY, renderPullRequest, type PullRequestFacts } from '../../../src/report/pull-request-body.js'

const Z = '\u200b'

describe('inert: text from tasks and the agent pings, closes and links nothing (SPEC §10)', () => {
  it.each([
    ['@octocat please', `@${Z}octocat please`],
    ['cc @octo/reviewers', `cc @${Z}octo/reviewers`],
    ['(@someone)', `(@${Z}someone)`],
    ['mail dev@example.com', 'mail dev@example.com'],
    ['Fixes #1', `Fixes #${Z}1`],
    ['closes octo/app#2', `closes octo/app#${Z}2`],
    ['resolves GH-3', `resolves GH${Z}-3`],
    ['see https://evil.test/x', `see https:${Z}//evil.test/x`],
    ['www.evil.test', `www${Z}.evil.test`],
    ['[click](https://e.test)', `[click]${Z}(https:${Z}//e.test)`],
    ['![img](x.png)', `![img]${Z}(x.png)`],
    ['[ref] [x]', `[ref]${Z}[x]`],
    ['a plain title, # 1 and C#', 'a plain title, # 1 and C#']
  ])('%s', (text, expected) => {
    expect(inert(text)).toBe(expected)
  })
})

describe('the body is cut to 60,000 characters, saying how many tasks are not shown', () => {
  const facts = (count: number): PullRequestFacts => ({
    result: {
      status: 'halted',
      haltReason: 'run_slice',
      message: 'Stopped.',
      iterations: 1,
      totalIterations: 1,
      tasksTotal: count,
      tasksDone: 0,
      stuckTask: '',
      costUsd: undefined,
      totalCostUsd: undefined
    },
    tasks: Array.from({ length: count }, (_, i) => ({
      id: `t${i + 1}`,
      title: `Task ${i + 1} ${'x'.repeat(100)}`,
      criteria: [],
      state: 'open' as const
    })),
    lastMessage: '',
    branch: 'ralph/nightly',
    runUrl: ''
  })

  it.each([[10], [500], [5000]])('%i tasks', count => {
    const { body } = renderPullRequest(facts(count))
    expect(body.length).toBeLessThanOrEqual(MAX_BODY)
    const shown = (body.match(/^- \[ \] /gm) ?? []).length
    if (shown === count) expect(body).not.toContain('not shown')
    else expect(body).toContain(`- … and ${count - shown} more tasks not shown`)
    expect(body).toContain('| iterations | 1 | 1 |')
  })
})
