import { afterAll, describe, expect, it } from '@jest/globals'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { readRegularFile } from '../../../src/system/files/read-file.js'
import { cleanup, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

describe('readRegularFile decodes UTF-8', () => {
  it.each<[string, number[], string]>([
    ['nothing', [], ''],
    ['ASCII', [0x7b, 0x22, 0x61, 0x22, 0x7d], '{"a"}'],
    ['a multi-byte character', [0x41, 0xe2, 0x82, 0xac], 'A€'],
    ['a byte over 0x7f alone: U+FFFD, never latin1', [0x41, 0xe9, 0x42], 'A\ufffdB']
  ])('%s', async (_name, bytes, text) => {
    const file = path.join(await makeTempDir('ralph-read-file-'), 'plan.md')
    await writeFile(file, Buffer.from(bytes))
    expect(await readRegularFile(file, 'plan.md')).toBe(text)
  })
})
