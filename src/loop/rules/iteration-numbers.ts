/** `{task_id}`, `{outcome}`, `{n}` / `{iteration}`, with or without double braces, as commitMessage fills them. */
const PLACEHOLDER = /\{\{?\s*(task_id|outcome|n|iteration)\s*\}?\}/g

/** The message of a commit of the loop's leftovers, found at a resume (SPEC §10). */
export function recoveredMessage(taskId: string, n: number): string {
  return `ralph: WIP ${taskId} (iteration ${n}, recovered)`
}

const RECOVERED = /^ralph: WIP .* \(iteration (\d+), recovered\)$/

/**
 * The highest iteration number that the loop's commit subjects carry (SPEC §8), read with the
 * `commit-message` template (its first line; one without `{n}` carries none) and the recovered WIP
 * message; 0 when none does.
 */
export function highestIteration(subjects: readonly string[], template: string): number {
  const patterns = [RECOVERED, ...templatePattern(template)]
  let highest = 0
  for (const subject of subjects) {
    for (const pattern of patterns) {
      const n = Number(pattern.exec(subject)?.[1] ?? 0)
      if (n > highest) highest = n
    }
  }
  return highest
}

function templatePattern(template: string): RegExp[] {
  const line = template.split('\n')[0] ?? ''
  let pattern = ''
  let numbered = false
  let at = 0
  for (const match of line.matchAll(PLACEHOLDER)) {
    pattern += escape(line.slice(at, match.index))
    const number = match[1] === 'n' || match[1] === 'iteration'
    // The first number is the one read; a second `{n}` must match it.
    pattern += number ? (numbered ? '\\1' : '(\\d+)') : '.*'
    numbered ||= number
    at = match.index + match[0].length
  }
  pattern += escape(line.slice(at))
  return numbered ? [new RegExp(`^${pattern}$`)] : []
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
