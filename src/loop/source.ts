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
  return {
    path,
    async load() {
      const tasks = parseTasks(kind, await read(), path)
      return shard ? tasks.filter(task => inShard(task.id, shard.index, shard.count)) : tasks
    },
    async fingerprint() {
      try {
        return hash(await read())
      } catch {
        return ''
      }
    }
  }
}
