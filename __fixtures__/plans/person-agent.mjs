// A person-like agent for the plans corpus: reads the prompt (stdin, or $RALPH_PROMPT_FILE) for the
// current task and the task file, does the task (work/<id>.txt), and marks it done the way a person
// would in that file's shape: the done field its items already have (`passes`, `completed`…), a
// `status` set to "complete", else `done`. It finds the item as a person does, by id, name, title or
// description. Appends `<id> <how the prompt said to mark it>` to $CALLS_FILE when set.
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isMap, isSeq, parseDocument } from 'yaml'

const prompt = readFileSync(process.env.RALPH_PROMPT_FILE ?? 0, 'utf8')
const [, id, title] = /### Current task\n\*\*(.+?)\*\*: (.*)/.exec(prompt) ?? []
const [, file, said] = /mark it done in (\S+): set (.+?) on its entry/.exec(prompt) ?? []
if (!id || !file) throw new Error(`no current task or file in the prompt:\n${prompt}`)
if (process.env.CALLS_FILE) appendFileSync(process.env.CALLS_FILE, `${id} ${said}\n`)
mkdirSync('work', { recursive: true })
writeFileSync(`work/${id}.txt`, `done ${id}\n`)

// YAML reads JSON as well; the document keeps a YAML file's comments and layout
const document = parseDocument(readFileSync(file, 'utf8'))
const root = document.contents
const list = isSeq(root)
  ? root
  : ['subtasks', 'userStories', 'tasks', 'features'].map(key => root.get(key)).find(isSeq)
const names = item => ['id', 'name', 'title', 'description'].map(key => String(item.get(key) ?? ''))
const item = list.items.find(
  (candidate, i) =>
    isMap(candidate) &&
    (names(candidate).includes(id) || names(candidate).includes(title) || id === `F${i + 1}`)
)
if (!item) throw new Error(`task ${id} is not in ${file}`)
const flag = ['passes', 'passed', 'completed', 'done'].find(key => item.has(key))
if (flag) item.set(flag, true)
else if (item.has('status')) item.set('status', 'complete')
else item.set('done', true)
writeFileSync(
  file,
  file.endsWith('.json') ? `${JSON.stringify(document.toJS(), null, 2)}\n` : document.toString()
)
console.log(`agent: did ${id} and marked it done in ${file}`)
