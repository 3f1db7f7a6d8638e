// The hash of everything the bundles in dist/ are made from. scripts/bundle.mjs writes it to
// dist/source-hash.txt; the e2e tests compare it with the sources before they run dist/.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const INPUTS = ['package-lock.json', 'tsconfig.json', 'scripts/bundle.mjs']

/** Where the hash of the sources the bundles were made from is kept. */
export const HASH_FILE = path.join(ROOT, 'dist', 'source-hash.txt')

/** sha256 over the path and content of every file the bundles are made from, in a fixed order. */
export function sourceHash() {
  const sources = readdirSync(path.join(ROOT, 'src'), { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
  const hash = createHash('sha256')
  for (const file of [...sources.sort(), ...INPUTS]) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0')
  }
  return hash.digest('hex')
}
