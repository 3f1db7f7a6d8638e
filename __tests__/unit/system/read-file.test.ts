import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { decode } from '../../../src/system/files/read-file.js'

describe('decode', () => {
  it.each<[string, number[], string]>([
    ['nothing', [], ''],
    ['ASCII', [0x7b, 0x22, 0x61, 0x22, 0x7d], '{"a"}'],
    ['a multi-byte character', [0x41, 0xe2, 0x82, 0xac], 'A€'],
    ['a byte over 0x7f alone: U+FFFD, never latin1', [0x41, 0xe9, 0x42], 'A\ufffdB']
  ])('%s', (_name, bytes, text) => {
    expect(decode(Buffer.from(bytes))).toBe(text)
  })

  it('is the UTF-8 decoder for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), bytes => {
        const buffer = Buffer.from(bytes)
        expect(decode(buffer)).toBe(buffer.toString('utf8'))
      })
    )
  })
})
