import { z } from 'zod'

const pull = z.object({ number: z.number(), html_url: z.string(), head: z.object({ ref: z.string() }) })
const made = z.object({ number: z.number(), html_url: z.string() })
const comment = z.object({ id: z.number(), created_at: z.string() })
const issue = z.object({ number: z.number(), title: z.string(), labels: z.array(z.unknown()) })

/**
 * The JSON each call the loop makes must answer, by route (as octokit names it), with the fields the
 * loop reads: anything else is an answer it cannot use (SPEC §10), said as such instead of failing
 * inside the code that reads it ("x.find is not a function").
 */
const EXPECTED: Record<string, z.ZodType> = {
  'GET /repos/{owner}/{repo}/pulls': z.array(pull),
  'POST /repos/{owner}/{repo}/pulls': made,
  'PATCH /repos/{owner}/{repo}/pulls/{pull_number}': made,
  'GET /repos/{owner}/{repo}/issues': z.array(issue),
  'GET /repos/{owner}/{repo}/issues/{issue_number}/comments': z.array(comment),
  'POST /repos/{owner}/{repo}/issues/{issue_number}/comments': comment,
  'POST /repos/{owner}/{repo}/issues/{issue_number}/labels': z.array(z.unknown())
}

/** An answer that is not the JSON expected: cut off, an HTML page, or JSON of another shape. */
export class UnexpectedAnswer extends Error {
  override readonly name = 'UnexpectedAnswer'
  constructor(
    readonly call: string,
    readonly status: number
  ) {
    super(`${call} answered HTTP ${status} with something other than the JSON expected`)
  }
}

/**
 * Throws UnexpectedAnswer unless `data` is what `route` (`GET /repos/{owner}/{repo}/pulls`) answers:
 * JSON (octokit leaves a body it could not parse as a string) of the expected shape when one is known.
 * `call` names it in the warning, as requested (`GET /repos/octo/app/pulls`).
 */
export function checkAnswer(route: string, call: string, status: number, data: unknown): void {
  if (status === 204 || status === 205) return
  const expected = EXPECTED[route]
  const json = typeof data === 'object' && data !== null && !(data instanceof ArrayBuffer)
  if (!json || (expected && !expected.safeParse(data).success)) throw new UnexpectedAnswer(call, status)
}

/** `GET /repos/octo/app/pulls`: a request's method and path, without the host or the query. */
export function callName(method: string, url: string): string {
  return `${method} ${new URL(url, 'http://api.invalid').pathname}`
}
