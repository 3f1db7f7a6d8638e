import type { IterationFacts } from '../src/domain/iteration.js'

/** The facts of an ordinary iteration 4 on task t1 (attempt 3) that changed nothing; `over` says what differs. */
export function iterationFacts(over: Partial<IterationFacts> = {}): IterationFacts {
  return {
    n: 4,
    task: 't1',
    attempt: 3,
    tracksTasks: true,
    startedAt: 0,
    durationMs: 1000,
    exitCode: 0,
    errorClass: 'none',
    errorMessage: '',
    treeChanged: false,
    sourceError: '',
    tasksDone: [],
    doneCount: 0,
    sizeBefore: 2,
    sizeAfter: 2,
    promised: false,
    workAfter: ['t1', 't2'],
    verifyPending: false,
    ...over
  }
}
