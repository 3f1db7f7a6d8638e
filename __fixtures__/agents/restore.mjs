// Test agent helper: rewrites plan.json as a valid one-task plan with the task still open.
import { writeFileSync } from 'node:fs'

writeFileSync('plan.json', JSON.stringify({ subtasks: [{ id: 't1', title: 'Task 1', done: false }] }))
