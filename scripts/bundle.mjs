// Bundles each entry point into dist/<name>/index.js with ncc (ESM output, thanks to "type": "module").
import { execFileSync } from 'node:child_process'
import { rmSync, existsSync } from 'node:fs'

const entries = ['main', 'post', 'cli']
for (const name of entries) {
  const src = `src/${name}.ts`
  if (!existsSync(src)) continue
  rmSync(`dist/${name}`, { recursive: true, force: true })
  execFileSync('npx', ['ncc', 'build', src, '-o', `dist/${name}`, '--license', 'licenses.txt', '-q'], {
    stdio: 'inherit'
  })
}
