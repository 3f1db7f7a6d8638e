// Bundles each entry point into dist/<name>/index.js with ncc (ESM output, thanks to "type": "module"),
// then records the hash of the sources (scripts/source-hash.mjs) so the e2e tests can tell a stale dist/.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs'
import { HASH_FILE, sourceHash } from './source-hash.mjs'

// The hash of the sources as they are before the bundle: an edit made while ncc runs leaves dist/ stale
// by this record, so the next check bundles again (a hash taken after would bless a bundle of older code).
const hash = sourceHash()
// dist/<name>/index.js from its entry file; src/main.ts and src/post.ts export run() (typescript-action).
const entries = { main: 'src/index.ts', post: 'src/post-index.ts', cli: 'src/cli.ts' }
for (const [name, src] of Object.entries(entries)) {
  if (!existsSync(src)) continue
  rmSync(`dist/${name}`, { recursive: true, force: true })
  execFileSync('npx', ['ncc', 'build', src, '-o', `dist/${name}`, '--license', 'licenses.txt', '-q'], {
    stdio: 'inherit'
  })
}
// The sandbox runtime finds its prebuilt helpers beside the bundle (vendor/ next to the chunk that
// loads it): the seccomp filter that keeps sandboxed processes off the host's Unix sockets (Docker's
// among them) and the Java agent that routes a JVM through the sandbox's proxy. The agent runs in the
// main step (and the CLI), never in the post step.
const VENDOR = 'node_modules/@anthropic-ai/sandbox-runtime/vendor'
for (const name of ['main', 'cli']) {
  for (const arch of ['x64', 'arm64'])
    cpSync(`${VENDOR}/seccomp/${arch}/apply-seccomp`, `dist/${name}/vendor/seccomp/${arch}/apply-seccomp`)
  cpSync(
    `${VENDOR}/java-proxy-agent/srt-proxy-agent.jar`,
    `dist/${name}/vendor/java-proxy-agent/srt-proxy-agent.jar`
  )
}
writeFileSync(HASH_FILE, `${hash}\n`)
