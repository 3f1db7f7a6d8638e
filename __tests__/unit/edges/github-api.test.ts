import { describe, expect, it } from '@jest/globals'
import { refusal } from '../../../src/edges/github-api.js'

const OPTIONS = {
  token: 't',
  repository: 'octo/app',
  apiUrl: 'https://api.github.com',
  timeoutMs: 10_000,
  retryWaitMs: 1000
}

describe('refusal: an API error as one sentence', () => {
  it.each([
    ['a message that ends in a period', 'Server Error.'],
    ['one that does not', 'Server Error']
  ])('ends %s with one period', (_name, message) => {
    const error = Object.assign(new Error(message), { status: 500 })
    expect(refusal('No comment', error, OPTIONS, 'issues: write')).toBe('No comment: Server Error.')
  })

  it('quotes a 403 without the period of its own sentence', () => {
    const error = Object.assign(new Error('Resource not accessible by integration.\nmore'), { status: 403 })
    expect(refusal('No comment', error, OPTIONS, 'issues: write')).toBe(
      "No comment (HTTP 403: Resource not accessible by integration). Give the job 'permissions: issues: write', or pass a token that may, as 'github-token'."
    )
  })
})
