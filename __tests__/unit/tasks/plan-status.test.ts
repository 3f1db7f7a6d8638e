import { describe, expect, it } from '@jest/globals'
import { parseActiveIds, parsePlanStatus } from '../../../src/tasks/plan-status.js'

describe('parsePlanStatus', () => {
  it.each([
    ['{"open":3,"active":1,"done":2,"failed":0}', { open: 3, active: 1, done: 2, failed: 0 }],
    ['plan 7\n{"open":0,"active":0}\n', { open: 0, active: 0, done: 0, failed: 0 }],
    ['open: 3\nactive: 1\ndone: 4', { open: 3, active: 1, done: 4, failed: 0 }],
    ['3 open, 1 active, 2 failed', { open: 3, active: 1, done: 0, failed: 2 }],
    ['Open tasks: 5\nActive tasks: 0\nDone tasks: 1', { open: 5, active: 0, done: 1, failed: 0 }],
    ['OPEN: 0 ACTIVE: 0 FAILED: 2', { open: 0, active: 0, done: 0, failed: 2 }]
  ])('%j', (output, counts) => {
    expect(parsePlanStatus(output)).toEqual(counts)
  })

  it.each([
    ['', 'empty'],
    ['all good', 'no counts'],
    ['open: 3', 'no active count'],
    ['{"open":"3","active":1}', 'a count that is not a number'],
    ['{"open":-1,"active":0}', 'a negative count'],
    ['Error: database unreachable', 'an error message']
  ])('%j is a parse failure (%s), never zero', output => {
    expect(parsePlanStatus(output)).toBeUndefined()
  })
})

describe('parseActiveIds', () => {
  it.each([
    ['', []],
    ['T-1\nT-2\n', ['T-1', 'T-2']],
    ['["T-1", 7]', ['T-1', '7']],
    ['  x"; rm -rf ~; echo "  \n', ['x"; rm -rf ~; echo "']]
  ])('%j', (output, ids) => {
    expect(parseActiveIds(output)).toEqual(ids)
  })
})
