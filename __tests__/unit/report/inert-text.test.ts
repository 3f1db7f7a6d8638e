import { describe, expect, it } from '@jest/globals'
import { inert, printable } from '../../../src/report/inert-text.js'
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
      totalCostUsd: undefined,
      blockedHosts: []
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

describe('control characters from tasks and the agent are removed (SPEC §10)', () => {
  it.each<[string, string, string]>([
    ['BEL', 'ring\u0007 the bell', 'ring the bell'],
    ['an ANSI colour', '\u001b[31mred\u001b[0m title', '[31mred[0m title'],
    ['NUL, backspace, vertical tab, form feed, DEL', 'a\u0000b\u0008c\u000bd\u000ce\u007f', 'abcde'],
    ['a carriage return', 'over\rwrite', 'overwrite'],
    ['C1: NEL and CSI', 'next\u0085line \u009b31m', 'nextline 31m'],
    ['bidi overrides and isolates', 'invoice\u202egnp.exe \u2066x\u2069 \u200f\u061c', 'invoicegnp.exe x '],
    ['tab and newline, which text needs', 'a\tb\nc', 'a\tb\nc']
  ])('%s', (_name, text, shown) => {
    expect(printable(text)).toBe(shown)
    expect(inert(text)).toBe(shown)
  })

  const body = (title: string, id = 't1', lastMessage = '') =>
    renderPullRequest({
      result: {
        status: 'stuck',
        haltReason: 'task_removed',
        message: `Stuck on \u001b[1m${id}\u0007`,
        iterations: 1,
        totalIterations: 1,
        tasksTotal: 1,
        tasksDone: 0,
        stuckTask: id,
        costUsd: undefined,
        totalCostUsd: undefined,
        blockedHosts: []
      },
      tasks: [{ id, title, criteria: [], state: 'open' }],
      lastMessage,
      branch: 'ralph/\u0007nightly',
      runUrl: ''
    })

  it('no C0, C1 or bidi control reaches the title or the body, from a title, an id or the last words', () => {
    const hostile = 'Fix \u0007\u001b[31mlogin\u0085 now\u202e\u2067\r'
    const { title, body: text } = body(hostile, `id-\u001b[2J\u0085\u202e`, `last\u0007 words\n\u001b[0mend`)
    // eslint-disable-next-line no-control-regex -- exactly what must not be there
    const controls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/
    expect(title).not.toMatch(controls)
    expect(text).not.toMatch(controls)
    expect(title).toBe('Ralph Loop: ralph/nightly')
    expect(text).toContain('- [ ] `id-[2J` Fix [31mlogin now — **stuck**')
    expect(text).toContain('last words\n[0mend')
  })
})
