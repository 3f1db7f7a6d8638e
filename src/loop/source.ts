import { parseTasks } from '../tasks/parse.js'
import { inShard } from '../tasks/shard.js'
import { TaskFileError, type Task } from '../tasks/types.js'
import type { Workspace } from '../system/ports.js'

/** A json or markdown task file, read through the workspace and filtered to this job's shard. */
export interface FileSource {
  readonly path: string
  /** Reads and parses the file; throws TaskFileError naming the file. */
  load(): Promise<Task[]>
  /** A hash of the file's content ('' when it cannot be read), to notice a changed plan. */
  fingerprint(): Promise<string>
}

/** Creates the source for `tasks` of the given kind. */
export function fileSource(
  workspace: Workspace,
  path: string,
  kind: 'json' | 'markdown',
  shard: { index: number; count: number } | undefined,
  hash: (text: string) => string
): FileSource {
  const read = async (): Promise<string> => {
    try {
      return await workspace.readText(path)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      const why =
        code === 'ENOENT'
          ? 'the file does not exist in the workspace (check the tasks input and the checkout)'
          : code === 'EISDIR'
            ? 'it is a directory, not a file'
            : `it cannot be read (${code ?? String(error)})`
      throw new TaskFileError(path, why)
    }
  }
  // The file is read before and after every iteration and often has not changed (or the fingerprint
  // follows a load of the same text): parsing or hashing a 10,000-task plan again costs milliseconds.
  let last: { text: string; tasks?: Task[]; hash?: string } | undefined
  const seen = (text: string) => (last?.text === text ? last : (last = { text }))
  return {
    path,
    async load() {
      const entry = seen(await read())
      if (!entry.tasks) {
        const tasks = parseTasks(kind, entry.text, path)
        entry.tasks = shard ? tasks.filter(task => inShard(task.id, shard.index, shard.count)) : tasks
      }
      return [...entry.tasks]
    },
    async fingerprint() {
      try {
        const entry = seen(await read())
        return (entry.hash ??= hash(entry.text))
      } catch {
        return ''
      }
    }
  }
}
