import { TaskFileError } from './task-file-error.js'
import type { Entry } from './plan-item.js'

/**
 * The entries in the order the loop works them (SPEC §3): active first, then by `priority` (lower first,
 * items without one after all that have one), ties in file order; then each item after the items its
 * `dependsOn` names that are not done yet — of the items whose dependencies are met, the first in that
 * order comes next, as ralph-tui picks. Throws TaskFileError naming the ids for a dependency on an id that
 * is no task in the file, and for a cycle among tasks not done: either way no order is the one the person
 * meant, and a plan read in a wrong order all night costs more than an error before the first iteration.
 */
export function workOrder(entries: readonly Entry[], file: string): Entry[] {
  const ranked = [...entries].sort(byRank)
  if (!entries.some(entry => entry.dependsOn.length > 0)) return ranked
  const rank = new Map(ranked.map((entry, i) => [entry.task.id, i]))
  // waiting[i]: how many not-done tasks entry i still waits for; next[j]: the entries waiting for j
  const waiting = ranked.map(() => 0)
  const next: number[][] = ranked.map(() => [])
  ranked.forEach((entry, i) => {
    for (const id of new Set(entry.dependsOn)) {
      const j = rank.get(id)
      if (j === undefined) {
        throw new TaskFileError(
          file,
          `task "${entry.task.id}" depends on "${id}", which is no task in the file; fix the id or remove it from dependsOn`
        )
      }
      if (j === i)
        throw new TaskFileError(file, `task "${id}" depends on itself; remove it from its dependsOn`)
      if (ranked[j].task.state === 'done') continue
      waiting[i] += 1
      next[j].push(i)
    }
  })
  const ready = new MinHeap()
  waiting.forEach((count, i) => count === 0 && ready.push(i))
  const order: Entry[] = []
  for (let i = ready.pop(); i !== undefined; i = ready.pop()) {
    order.push(ranked[i])
    for (const k of next[i]) if (--waiting[k] === 0) ready.push(k)
  }
  if (order.length < ranked.length) {
    const stuck = ranked.filter((_, i) => waiting[i] > 0).map(entry => `"${entry.task.id}"`)
    throw new TaskFileError(
      file,
      `the dependsOn of tasks ${stuck.join(', ')} make a cycle: no order does every task after the ones it depends on; break the cycle`
    )
  }
  return order
}

function byRank(a: Entry, b: Entry): number {
  const active = Number(b.task.state === 'active') - Number(a.task.state === 'active')
  if (active !== 0) return active
  // a missing priority ranks after every number, so compare presence before value
  const missing = Number(a.priority === undefined) - Number(b.priority === undefined)
  if (missing !== 0) return missing
  // compared, not subtracted: a priority of 1e999 parses as Infinity, and Infinity - Infinity is NaN
  if (a.priority === b.priority) return a.index - b.index
  return (a.priority ?? 0) < (b.priority ?? 0) ? -1 : 1
}

/** The smallest rank first: of the ready items, the one that comes first in the work order. */
class MinHeap {
  private readonly items: number[] = []

  push(value: number): void {
    const { items } = this
    let i = items.push(value) - 1
    while (i > 0 && items[(i - 1) >> 1] > value) {
      items[i] = items[(i - 1) >> 1]
      i = (i - 1) >> 1
    }
    items[i] = value
  }

  pop(): number | undefined {
    const { items } = this
    const top = items[0]
    const last = items.pop()
    if (last === undefined || items.length === 0) return top
    let i = 0
    for (;;) {
      const child = 2 * i + 1
      const least = child + 1 < items.length && items[child + 1] < items[child] ? child + 1 : child
      if (least >= items.length || items[least] >= last) break
      items[i] = items[least]
      i = least
    }
    items[i] = last
    return top
  }
}
