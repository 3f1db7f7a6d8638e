import { jsonItem, jsonTaskList } from './json.js'
import type { TaskFileKind } from './checkbox-patch.js'
import { mergeMarkdownPlan } from './plan-merge-markdown.js'
import { idMoves, planReason, type PlanMerge, type PlanTexts } from './plan-texts.js'
import type { PlanResolver } from '../ports/git.js'

type Item = Record<string, unknown>

// The fields that say a task is done (json.ts reads `done`, `passes` and `status`).
const MARKS = ['done', 'passes', 'status'] as const

/**
 * Merges a JSON task file by task id, for a merge of the base branch into the work branch whose
 * only conflict is the task file (SPEC §10). The base's file, with: tasks added on the base joined;
 * tasks a person removed on the base gone; the work branch's done marks (the fields it changed
 * since the ancestor) kept; tasks the work branch added appended. A reason instead when a text is not
 * a task file: the conflict is then left to a person.
 */
export function mergeJsonPlan(texts: PlanTexts, file: string): PlanMerge | { reason: string } {
  let ancestor: Item[], work: Item[], base: { root: unknown; items: Item[]; key: string }
  try {
    ancestor = listIn(texts.ancestor, file).items
    work = listIn(texts.work, file).items
    base = listIn(texts.base, file)
  } catch (error) {
    return planReason(error, file)
  }
  const before = new Set(ancestor.map(idOf))
  const onBase = new Set(base.items.map(idOf))
  const byId = (items: Item[]) => new Map(items.map(item => [idOf(item), item]))
  const [ancestorItems, workItems] = [byId(ancestor), byId(work)]
  const merged = base.items.map(item => {
    const mine = workItems.get(idOf(item))
    if (!mine) return item
    const old = ancestorItems.get(idOf(item)) ?? {}
    const kept = MARKS.filter(mark => Object.hasOwn(mine, mark) && !same(mine[mark], old[mark]))
    return kept.length === 0 ? item : { ...item, ...Object.fromEntries(kept.map(mark => [mark, mine[mark]])) }
  })
  // Tasks the work branch added (the agent split one) stay; tasks the base removed leave.
  merged.push(...work.filter(item => !before.has(idOf(item)) && !onBase.has(idOf(item))))
  const root = base.key === '' ? merged : { ...(base.root as Item), [base.key]: merged }
  return {
    text: JSON.stringify(root, null, indentOf(texts.base)) + (texts.base.endsWith('\n') ? '\n' : ''),
    ...idMoves(before, work.map(idOf), onBase)
  }
}

/** The task list of a JSON task file, each item checked as the parser checks it; throws TaskFileError. */
function listIn(text: string, file: string): { root: unknown; items: Item[]; key: string } {
  const root = JSON.parse(text) as unknown
  const { items, key } = jsonTaskList(root, file)
  items.forEach((item, index) => jsonItem(item, index, key, file))
  return { root, items: items as Item[], key }
}

const idOf = (item: Item): string => String(item.id)

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

/** The indent of the base's text (its second line's), so the merged file reads like the base's. */
function indentOf(text: string): number {
  const match = /\n( +)\S/.exec(text)
  return match ? Math.min(match[1].length, 8) : 2
}

/** The resolver the work branch's switch uses for a task file: the merge by id of its kind and its log line. */
export function planResolver(file: string, kind: TaskFileKind): PlanResolver {
  return {
    path: file,
    resolve(texts) {
      const merged = kind === 'json' ? mergeJsonPlan(texts, file) : mergeMarkdownPlan(texts, file)
      if ('reason' in merged) return merged
      const joined = merged.joined.length > 0 ? merged.joined.join(', ') : 'none'
      const left = merged.left.length > 0 ? merged.left.join(', ') : 'none'
      return {
        text: merged.text,
        note:
          `The task file ${file} conflicted; merged by task id: joined from the base ${joined}; ` +
          `left with the base ${left}; the work branch's done marks kept.`
      }
    }
  }
}
