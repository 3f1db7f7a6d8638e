import { XMLParser } from 'fast-xml-parser'

/** Totals of a JUnit XML report, or why it could not be read. */
export type JunitTotals =
  { ok: true; tests: number; failures: number; errors: number } | { ok: false; reason: string }

type Node = Record<string, unknown>
const asArray = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (item): item is Node => typeof item === 'object' && item !== null
  )

/** Reads a JUnit report with a real XML parser: suite attributes, or counts of `<testcase>` children. */
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
  const suites = [...asArray(doc.testsuite), ...asArray(doc.testsuites).flatMap(root => collect(root))]
  // An empty element parses as '': it is there, with no tests in it.
  if (doc.testsuite === undefined && doc.testsuites === undefined)
    return { ok: false, reason: 'no <testsuite> or <testsuites> element' }
  let tests = 0
  let failures = 0
  let errors = 0
  for (const suite of suites) {
    const cases = asArray(suite.testcase)
    const attr = (name: string) => Number(suite[`@${name}`])
    tests += Number.isFinite(attr('tests')) ? attr('tests') : cases.length
    failures += Number.isFinite(attr('failures'))
      ? attr('failures')
      : cases.filter(c => c.failure !== undefined).length
    errors += Number.isFinite(attr('errors'))
      ? attr('errors')
      : cases.filter(c => c.error !== undefined).length
  }
  return { ok: true, tests, failures, errors }
}

/** Leaf suites under a `<testsuites>` root (suites may nest). */
function collect(root: Node): Node[] {
  return asArray(root.testsuite).flatMap(suite => (suite.testsuite ? collect(suite) : [suite]))
}
