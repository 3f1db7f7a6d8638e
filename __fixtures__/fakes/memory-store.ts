import type { CheckpointStore, RestoreResult, SaveResult } from '../../src/ports/checkpoint-store.js'
import type { MemoryWorkspace } from './memory-workspace.js'

/**
 * A cache store in memory for unit tests: `save` copies the state dir's files out of a memory
 * workspace under a new key, `restore` puts the newest entry back. `down` makes both fail.
 */
export class MemoryStore implements CheckpointStore {
  readonly kind = 'cache'
  readonly entries = new Map<string, Map<string, string>>()
  down = false
  private sequence = 1

  constructor(
    private readonly workspace: MemoryWorkspace,
    private readonly stateDir = '.ralph',
    private readonly key = 'ralph-test'
  ) {}

  nextKey(): string {
    return `${this.key}-${this.sequence}`
  }

  restore(): Promise<RestoreResult> {
    if (this.down) return Promise.resolve({ hit: false, reason: 'the cache is down' })
    const newest = [...this.entries.keys()].at(-1)
    const entry = newest === undefined ? undefined : this.entries.get(newest)
    if (!newest || !entry) return Promise.resolve({ hit: false, reason: 'no entry' })
    for (const file of [...this.workspace.files.keys()]) {
      if (file.startsWith(`${this.stateDir}/`)) this.workspace.files.delete(file)
    }
    for (const [file, text] of entry) this.workspace.files.set(file, text)
    return Promise.resolve({ hit: true, key: newest })
  }

  save(): Promise<SaveResult> {
    if (this.down) return Promise.resolve({ saved: false, reason: 'the cache is down' })
    const key = this.nextKey()
    this.sequence += 1
    const files = new Map([...this.workspace.files].filter(([file]) => file.startsWith(`${this.stateDir}/`)))
    this.entries.set(key, files)
    return Promise.resolve({ saved: true, key })
  }
}
