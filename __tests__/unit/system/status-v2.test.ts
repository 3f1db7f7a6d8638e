import { describe, expect, it } from '@jest/globals'
import { parseStatusV2 } from '../../../src/system/git/status-v2.js'

const OID = 'a'.repeat(40)
const H = (c: string) => c.repeat(40)
const M = `1 .M N... 100644 100644 100644 ${H('b')} ${H('c')}`

describe('parseStatusV2', () => {
  it.each([
    ['HEAD from the branch header', `# branch.oid ${OID}\0# branch.head main\0`, OID, []],
    ['an unborn branch', '# branch.oid (initial)\0# branch.head main\0', undefined, []],
    [
      'a modified file with spaces in its path, its fields kept whole',
      `# branch.oid ${OID}\0${M} dir/a b  c.txt\0`,
      OID,
      [{ kind: '1', fields: M, sub: 'N...', path: 'dir/a b  c.txt' }]
    ],
    [
      'a name that is not UTF-8 keeps its bytes (one latin1 character a byte)',
      Buffer.concat([Buffer.from('? '), Buffer.from([0xff, 0xfe]), Buffer.from('\0')]).toString('latin1'),
      undefined,
      [{ kind: '?', fields: '?', sub: '', path: '\xff\xfe' }]
    ],
    [
      'a dirty submodule, an unmerged entry, an untracked folder; an ignored one is dropped',
      `1 .M S.M. 160000 160000 160000 ${H('1')} ${H('1')} sub\0u UU N... 100644 100644 100644 100644 ${H('1')} ${H('2')} ${H('3')} both.txt\0? nested/\0! ignored.log\0`,
      undefined,
      [
        { kind: '1', fields: `1 .M S.M. 160000 160000 160000 ${H('1')} ${H('1')}`, sub: 'S.M.', path: 'sub' },
        {
          kind: 'u',
          fields: `u UU N... 100644 100644 100644 100644 ${H('1')} ${H('2')} ${H('3')}`,
          sub: 'N...',
          path: 'both.txt'
        },
        { kind: '?', fields: '?', sub: '', path: 'nested/' }
      ]
    ],
    ['nothing at all', '', undefined, []]
  ])('%s', (_name, output, head, entries) => {
    expect(parseStatusV2(output)).toEqual({ head, entries })
  })
})
