import { parseDocument, stringify } from 'yaml'
import type { TaskFileKind } from './checkbox-patch.js'
import { MARK_FIELDS } from './done-marks.js'
import { parseJson } from './json.js'
import { planItem } from './plan-item.js'
import { planList, titleIds, type PlanSyntax } from './plan-list.js'
import { mergeMarkdownPlan } from './plan-merge-markdown.js'
import { idMoves, planReason, type PlanMerge, type PlanTexts } from './plan-texts.js'
import { parseYaml } from './yaml.js'
import type { PlanResolver } from '../ports/git.js'

type Item = Record<string, unknown>

/** A plan's items with the ids the reader gives them (`id`, `name`, `F1`…, a yaml title's slug). */
interface Listed {
  root: unknown
  items: Item[]
  ids: string[]
  key: string
}

/**
 * Merges a JSON (or YAML) task file by task id, for a merge of the base branch into the work branch whose
 * only conflict is the task file (SPEC §10). The base's file, with: tasks added on the base joined;
 * tasks a person removed on the base gone; the work branch's done marks (the fields it changed
 * since the ancestor) kept; tasks the work branch added appended. A reason instead when a text is not
 * a task file: the conflict is then left to a person.
 */
export function mergeJsonPlan(
  texts: PlanTexts,
  file: string,
  syntax: PlanSyntax = 'json'
): PlanMerge | { reason: string } {
  let ancestor: Listed, work: Listed, base: Listed
  try {
    ancestor = listIn(texts.ancestor, file, syntax)
    work = listIn(texts.work, file, syntax)
    base = listIn(texts.base, file, syntax)
  } catch (error) {
    return planReason(error, file)
  }
  const before = new Set(ancestor.ids)
  const onBase = new Set(base.ids)
  const byId = (list: Listed) => new Map(list.items.map((item, i) => [list.ids[i], item]))
  const [ancestorItems, workItems] = [byId(ancestor), byId(work)]
  const merged = base.items.map((item, i) => {
    const id = base.ids[i] ?? ''
    const mine = workItems.get(id)
    if (!mine) return item
    const old = ancestorItems.get(id) ?? {}
    const kept = MARK_FIELDS.filter(mark => Object.hasOwn(mine, mark) && !same(mine[mark], old[mark]))
    return kept.length === 0 ? item : { ...item, ...Object.fromEntries(kept.map(mark => [mark, mine[mark]])) }
  })
  // Tasks the work branch added (the agent split one) stay; tasks the base removed leave.
  merged.push(
    ...work.items.filter((_, i) => !before.has(work.ids[i] ?? '') && !onBase.has(work.ids[i] ?? ''))
  )
  return { text: textOf(base, merged, texts.base, syntax), ...idMoves(before, work.ids, onBase) }
}

/** The task list of a JSON or YAML task file, each item checked as the parser checks it; throws TaskFileError. */
function listIn(text: string, file: string, syntax: PlanSyntax): Listed {
  const root = syntax === 'json' ? parseJson(text, file) : parseYaml(text, file)
  const { items, key } = planList(root, file)
  const fallback = syntax === 'yaml' ? titleIds(items) : []
  const ids = items.map((item, index) => planItem(item, index, key, file, fallback[index]).task.id)
  return { root, items: items as Item[], ids, key }
}

/** The merged file's text, written as the base's: its other keys, its indent, its last newline (its comments, in YAML). */
function textOf(base: Listed, merged: Item[], baseText: string, syntax: PlanSyntax): string {
  if (syntax === 'yaml') {
    if (base.key === '') return stringify(merged)
    const document = parseDocument(baseText)
    document.set(base.key, merged)
    return document.toString()
  }
  const root = base.key === '' ? merged : { ...(base.root as Item), [base.key]: merged }
  return JSON.stringify(root, null, indentOf(baseText)) + (baseText.endsWith('\n') ? '\n' : '')
}

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
      const merged = kind === 'markdown' ? mergeMarkdownPlan(texts, file) : mergeJsonPlan(texts, file, kind)
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
