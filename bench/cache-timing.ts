// Built and run by bench/run.mjs: save and restore of a 256 KB state dir through the real
// @actions/cache client, the loopback v2 cache service fixture and Azurite. Prints JSON figures.
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startAzurite } from '../__fixtures__/azurite.js'
import { startCacheServer } from '../__fixtures__/cache-server.js'
import { createCacheStore } from '../src/edges/cache-store.js'

const repeat = Number(process.argv[2] ?? 5)
const root = await mkdtemp(path.join(tmpdir(), 'ralph-bench-cache-'))
const azurite = await startAzurite()
const server = await startCacheServer({ azurite })
Object.assign(process.env, server.env, { RUNNER_TEMP: path.join(root, 'runner-temp') })
const saves: number[] = []
const restores: number[] = []
try {
  for (let r = 0; r < repeat; r++) {
    const stateDirAbs = path.join(root, `run-${r}`, '.ralph')
    await mkdir(path.join(stateDirAbs, 'summaries'), { recursive: true })
    // 256 KB that compresses like a real state dir would not: random bytes, hex-encoded.
    await writeFile(path.join(stateDirAbs, 'checkpoint.json'), randomBytes(96 * 1024).toString('hex'))
    await writeFile(
      path.join(stateDirAbs, 'summaries', 'iteration-1.md'),
      randomBytes(32 * 1024).toString('hex')
    )
    const store = createCacheStore({ stateDirAbs, key: `bench-${r}`, runId: String(r), runAttempt: '1' })
    let start = performance.now()
    const saved = await store.save()
    saves.push(performance.now() - start)
    if (!saved.saved) throw new Error(`save failed: ${saved.reason}`)
    await rm(stateDirAbs, { recursive: true, force: true })
    start = performance.now()
    const restored = await store.restore()
    restores.push(performance.now() - start)
    if (!restored.hit) throw new Error(`restore missed: ${JSON.stringify(restored)}`)
  }
} finally {
  await server.close()
  await azurite.stop()
  await rm(root, { recursive: true, force: true })
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
console.log(JSON.stringify({ saveMs: median(saves), restoreMs: median(restores) }))
