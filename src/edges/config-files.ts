import { readFileSync, realpathSync } from 'node:fs'
import path from 'node:path'
import type { ConfigSource } from '../config/read-config.js'

/**
 * What readConfig reads from the disk, for the action and the CLI alike: a file's text, and where a
 * path really leads (the real path of its nearest existing ancestor, plus the parts not made yet, so a
 * state dir the loop will create is judged by the folder it will be created in).
 */
export const configFiles: Pick<ConfigSource, 'readFile' | 'realPath'> = {
  readFile: file => readFileSync(file, 'utf8'),
  realPath: absolute => {
    const rest: string[] = []
    let at = path.resolve(absolute)
    for (;;) {
      try {
        return path.join(realpathSync(at), ...rest.reverse())
      } catch {
        const parent = path.dirname(at)
        if (parent === at) return path.resolve(absolute)
        rest.push(path.basename(at))
        at = parent
      }
    }
  }
}
