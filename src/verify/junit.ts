import { XMLParser } from 'fast-xml-parser'

/**
 * Totals of a JUnit XML report — `tests` listed, `ran` of them not skipped — or why it could not be
 * read or cannot be believed.
 */
export type JunitTotals =
  { ok: true; tests: number; ran: number; failures: number; errors: number } | { ok: false; reason: string }

type Node = Record<string, unknown>
type Counts = { tests: number; skipped: number; failures: number; errors: number }

const asArray = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (item): item is Node => typeof item === 'object' && item !== null
  )

/**
 * Reads a JUnit report with a real XML parser. The test cases listed are the truth: a suite's
 * `tests`, `failures`, `errors` or `skipped` attribute that disagrees with the cases under it makes
 * the report unbelievable (SPEC §7), so totals with no case behind them cannot pass.
 */
export function readJunit(xml: string): JunitTotals {
  let doc: Node
  try {
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      parseAttributeValue: false
    })
    doc = parser.parse(xml, true) as Node
  } catch (error) {
    return {
      ok: false,
      reason: `not valid XML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`
    }
  }
  // An empty element parses as '': it is there, with no tests in it.
  if (doc.testsuite === undefined && doc.testsuites === undefined)
    return { ok: false, reason: 'no <testsuite> or <testsuites> element' }
  const roots = [
    ...asArray(doc.testsuites).map(node => ({ tag: 'testsuites', node })),
    ...asArray(doc.testsuite).map(node => ({ tag: 'testsuite', node }))
  ]
  const total: Counts = { tests: 0, skipped: 0, failures: 0, errors: 0 }
  for (const { tag, node } of roots) {
    const counted = count(tag, node)
    if ('reason' in counted) return { ok: false, reason: counted.reason }
    for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += counted[key]
  }
  const { tests, skipped, failures, errors } = total
  return { ok: true, tests, ran: tests - skipped, failures, errors }
}

/** Counts the cases under a suite (suites nest), checking each suite's own totals against them. */
function count(tag: string, suite: Node): Counts | { reason: string } {
  const cases = asArray(suite.testcase)
  const counts: Counts = {
    tests: cases.length,
    skipped: cases.filter(c => c.skipped !== undefined).length,
    failures: cases.filter(c => c.failure !== undefined).length,
    errors: cases.filter(c => c.error !== undefined).length
  }
  for (const child of asArray(suite.testsuite)) {
    const inner = count('testsuite', child)
    if ('reason' in inner) return inner
    for (const key of Object.keys(counts) as (keyof Counts)[]) counts[key] += inner[key]
  }
  for (const key of Object.keys(counts) as (keyof Counts)[]) {
    const said = suite[`@${key}`]
    // Attributes are read as text (parseAttributeValue: false); a missing one says nothing.
    if (typeof said !== 'string' || Number(said) === counts[key]) continue
    const name = typeof suite['@name'] === 'string' ? ` name="${suite['@name']}"` : ''
    const listed =
      key === 'tests' ? 'test cases' : `${key === 'skipped' ? 'skipped' : key.slice(0, -1)} cases`
    return {
      reason: `${key}="${said}" on <${tag}${name}> but ${counts[key]} ${listed} listed under it`
    }
  }
  return counts
}
