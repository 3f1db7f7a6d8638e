import { describe, expect, it } from '@jest/globals'
import { asBytes, shown, unshown } from '../../../src/system/files/byte-names.js'

describe('names as bytes: shown and unshown', () => {
  it.each([
    ['a plain name with a space', 'src/a b.txt', 'src/a b.txt'],
    ['a UTF-8 name', asBytes('café/ü.txt'), 'café/ü.txt'],
    ['a name that is not UTF-8', '\xff\xfe.txt', '"\\377\\376.txt"'],
    ['a UTF-8 name that starts with a quote', '"a".txt', '"\\"a\\".txt"'],
    ['a backslash, a newline and a tab', 'a\\b\nc\td\xff', '"a\\\\b\\012c\\011d\\377"']
  ])('%s round-trips', (_name, bytes, text) => {
    expect(shown(bytes)).toBe(text)
    expect(unshown(text)).toBe(bytes)
  })
  it.each([
    ['a quoted name shown would not quote', '"a"'],
    ['a quote alone', '"'],
    ['an escape shown would not write', '"\\141"']
  ])('takes %s as it stands', (_name, text) => {
    expect(unshown(text)).toBe(text)
  })
})
