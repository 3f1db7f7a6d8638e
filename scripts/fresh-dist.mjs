// Jest global setup of the e2e tier: the e2e tests run dist/, so a dist/ older than src/ would test
// old code and pass for the wrong reason. When the sources changed since the last bundle, bundle first.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { HASH_FILE, sourceHash } from './source-hash.mjs'

export default function freshDist() {
  let recorded = ''
  try {
    recorded = readFileSync(HASH_FILE, 'utf8').trim()
  } catch {
    // No hash yet: treat dist/ as stale.
  }
  if (recorded === sourceHash()) return
  process.stderr.write('\ndist/ is older than src/: bundling it before the e2e tests (npm run bundle)…\n')
  execFileSync(process.execPath, ['scripts/bundle.mjs'], { stdio: 'inherit' })
}
