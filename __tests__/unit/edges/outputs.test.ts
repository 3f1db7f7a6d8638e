import { describe, expect, it } from '@jest/globals'
import { redactor } from '../../../src/domain/redact.js'
import type { LoopResult } from '../../../src/domain/result.js'
import { abortedBeforeStart, outputsOf } from '../../../src/edges/outputs.js'

const SECRET = 'tok/secret+value=0001&more'
const redact = redactor([SECRET])
const b64 = (text: string) => Buffer.from(text).toString('base64')

describe('outputsOf: every output is redacted (SPEC §4)', () => {
  const result: LoopResult = {
    ...abortedBeforeStart('x'),
    workRemaining: [`deploy-${SECRET}`, `json-${JSON.stringify(`"${SECRET}`)}`],
    stuckTask: `url-${encodeURIComponent(SECRET)}`,
    branch: `ralph/${b64(SECRET)}`,
    sessionId: SECRET,
    checkpointKey: `ralph-${SECRET}`,
    question: `Use ${SECRET}?`,
    report: `.ralph/${SECRET}.json`,
    headSha: SECRET,
    pullRequestUrl: `https://github.com/o/r/pull/1?${encodeURIComponent(SECRET)}`
  }
  const outputs = outputsOf(result, redact)
  it.each<[string, string]>([
    ['work-remaining', '["deploy-***","json-\\"\\\\\\"***\\""]'],
    ['stuck-task', 'url-***'],
    ['branch', 'ralph/***'],
    ['session-id', '***'],
    ['checkpoint-key', 'ralph-***'],
    ['question', 'Use ***?'],
    ['report', '.ralph/***.json'],
    ['head-sha', '***'],
    ['pull-request-url', 'https://github.com/o/r/pull/1?***']
  ])('%s → %s', (name, shown) => {
    expect(outputs[name as keyof typeof outputs]).toBe(shown)
  })

  it('leaves no form of the secret in any output', () => {
    for (const value of Object.values(outputs)) {
      for (const form of [SECRET, encodeURIComponent(SECRET), b64(SECRET).replace(/=+$/, '')])
        expect(value).not.toContain(form)
    }
  })
})

describe('outputsOf: costs are rounded where they are output', () => {
  it('10.006499999999969 → 10.0065', () => {
    const result: LoopResult = {
      ...abortedBeforeStart('x'),
      costUsd: 10.006499999999969,
      totalCostUsd: 0.1 + 0.2
    }
    expect(outputsOf(result, text => text)).toMatchObject({ 'cost-usd': '10.0065', 'total-cost-usd': '0.3' })
  })
})
