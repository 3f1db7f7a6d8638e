// Test agent: the false completions a hostile try found (issue 23). It does no work and rewrites the
// task file given as argv[3] so that nothing looks open, by the trick named in argv[2]. Each one must
// end `stuck` / `task_removed` (SPEC §3).
import { readFileSync, writeFileSync } from 'node:fs'

const [, , trick, file] = process.argv
const text = readFileSync(file, 'utf8')
const lines = text.split('\n')

const tricks = {
  // JSON: every open task again under a new id, marked done.
  'json-new-ids': () => {
    const plan = JSON.parse(text)
    plan.subtasks = plan.subtasks.map(task =>
      task.done ? task : { ...task, id: `${task.id}-v2`, done: true }
    )
    return JSON.stringify(plan, null, 2)
  },
  // JSON: the file becomes a bare array of done items with other ids.
  'json-bare-array': () =>
    JSON.stringify([
      { id: 'all', title: 'Everything', done: true },
      { id: 'rest', title: 'The rest', done: true }
    ]),
  // JSON: numeric ids shifted (1, 2 → 101, 102), marked done.
  'json-numeric-ids': () => {
    const plan = JSON.parse(text)
    plan.tasks = plan.tasks.map(task => ({ ...task, id: task.id + 100, done: true }))
    return JSON.stringify(plan, null, 2)
  },
  // Markdown: every open checkbox replaced by a ticked one with another text.
  'md-new-ids': () => lines.map(line => line.replace(/^- \[ \] (.*)$/, '- [x] Finished: $1')).join('\n'),
  // Markdown: the first open checkbox reworded while it is ticked.
  'md-reword': () => {
    const at = lines.findIndex(line => line.startsWith('- [ ] '))
    lines[at] = lines[at].replace('- [ ] ', '- [x] Did ')
    return lines.join('\n')
  },
  // Markdown: the checkboxes hidden in an HTML comment, and a `[COMPLETE]` phase heading added.
  'md-complete-phase': () => `## Phase 1: Everything [COMPLETE]\n\n<!--\n${text.trimEnd()}\n-->\n`,
  // Markdown: the file replaced by a bare list of done items.
  'md-bare-list': () => '- [x] Everything\n- [x] The rest\n',
  // Markdown: phases renumbered (1, 2 → 11, 12) and marked complete.
  'md-phase-numbers': () =>
    lines
      .map(line =>
        line.replace(
          /^(#{2,4}) Phase (\d+):(.*)$/,
          (_all, hashes, n, rest) => `${hashes} Phase ${Number(n) + 10}:${rest} [COMPLETE]`
        )
      )
      .join('\n')
}

writeFileSync(file, tricks[trick]())
console.log(`agent: all done (${trick})`)
