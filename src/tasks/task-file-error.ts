/** A task file that cannot be used: names the file and what is wrong. */
export class TaskFileError extends Error {
  override readonly name = 'TaskFileError'
  constructor(file: string, message: string) {
    super(`${file}: ${message}`)
  }
}
