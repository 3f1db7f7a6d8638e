import { describe, expect, it } from '@jest/globals'
import { parseStatusV2 } from '../../../src/system/git/status-v2.js'

const OID = 'a'.repeat(40)
const H = (c: string) => c.repeat(40)

describe('parseStatusV2', () => {
  it.each([
    ['HEAD from the branch header', `# branch.oid ${OID}\0# branch.head main\0`, OID, []],
    ['an unborn branch', '# branch.oid (initial)\0# branch.head main\0', undefined, []],
    [
      'a modified file with spaces in its path, its staged blob kept',
      `# branch.oid ${OID}\x001 .M N... 100644 100644 100644 ${H('b')} ${H('c')} dir/a b  c.txt\0`,
      OID,
      [{ xy: '.M', index: H('c'), path: 'dir/a b  c.txt' }]
    ],
    [
      'a rename carries its origin in the next field',
      `2 R. N... 100644 100644 100644 ${H('b')} ${H('b')} R100 new name.txt\0old name.txt\0? u.txt\0`,
      undefined,
      [
        { xy: 'R.', index: H('b'), path: 'new name.txt', origPath: 'old name.txt' },
        { xy: '??', path: 'u.txt' }
      ]
    ],
    [
      'an unmerged entry, an untracked folder entry and an ignored one',
      `u UU N... 100644 100644 100644 100644 ${H('1')} ${H('2')} ${H('3')} both.txt\0? nested/\0! ignored.log\0`,
      undefined,
      [
        { xy: 'UU', path: 'both.txt' },
        { xy: '??', path: 'nested/' },
        { xy: '!!', path: 'ignored.log' }
      ]
    ],
    ['nothing at all', '', undefined, []]
  ])('%s', (_name, output, head, entries) => {
    expect(parseStatusV2(output)).toEqual({ head, entries })
  })
})
