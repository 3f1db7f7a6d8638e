export const id = 993;
export const ids = [993];
export const modules = {

/***/ 3993:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseCheckpoint: () => (/* binding */ parseCheckpoint)
});

// UNUSED EXPORTS: continuationToCheck, workspaceRelative

;// CONCATENATED MODULE: ./src/domain/outcomes.ts
/** The five outcomes of a loop (SPEC §2). */
const STATUSES = ['completed', 'stuck', 'aborted', 'interrupted', 'halted'];
/** Every reason a loop stops, in SPEC §2's order. */
const HALT_REASONS = [
    'completion',
    'max_attempts',
    'stuck_consecutive',
    'no_progress',
    'task_removed',
    'max_iterations',
    'context_threshold',
    'time_budget',
    'cost_budget',
    'rate_limited',
    'run_slice',
    'nothing_claimable',
    'interrupted',
    'error'
];
const EXIT_CODES = { completed: 0, stuck: 1, aborted: 2, interrupted: 3, halted: 0 };
/** The process exit code of a status: 0 completed · 1 stuck · 2 aborted · 3 interrupted · 0 halted. */
function exitCodeOf(status) {
    return EXIT_CODES[status];
}
/** The status a halt reason leads to. */
function statusOf(reason) {
    switch (reason) {
        case 'completion':
            return 'completed';
        case 'max_attempts':
        case 'stuck_consecutive':
        case 'no_progress':
        case 'task_removed':
            return 'stuck';
        case 'max_iterations':
        case 'error':
            return 'aborted';
        case 'interrupted':
            return 'interrupted';
        default:
            return 'halted';
    }
}

// EXTERNAL MODULE: ./src/checkpoint/checkpoint-error.ts
var checkpoint_error = __webpack_require__(9717);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/checkpoint/paths.ts

/**
 * A path from an untrusted file as a normalised workspace-relative path (`/` separators; a `\` counts
 * as one, as on Windows), or undefined when it is empty, absolute, on a drive, holds a NUL, or leaves
 * the workspace (`..`).
 */
function paths_workspaceRelative(raw) {
    if (raw === '' || raw.includes('\0'))
        return undefined;
    const slashed = raw.replace(/\\/g, '/');
    if (slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed))
        return undefined;
    const normal = external_node_path_.posix.normalize(slashed).replace(/\/+$/, '');
    if (normal === '..' || normal.startsWith('../') || normal === '.' || normal === '')
        return undefined;
    return normal;
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/iso.js
var iso = __webpack_require__(4377);
;// CONCATENATED MODULE: ./src/domain/state.ts
/** The state of a loop that has not run yet. */
function newLoopState() {
    return {
        iteration: 1,
        attempts: idCounts(),
        consecutive: { task: null, count: 0 },
        noProgressCount: 0,
        lastWorkRemaining: null,
        continuationPath: null,
        lastError: '',
        verifyOutput: '',
        verifyPending: false,
        heldMarks: [],
        totals: { iterations: 0, cost_usd: 0, input_tokens: 0, output_tokens: 0, duration_ms: 0 },
        history: []
    };
}
/** The checkpoint keeps the last 100 iterations; the totals keep the rest. */
const HISTORY_LIMIT = 100;
/** The lock a run holds in `state-dir` (SPEC §8: one loop per state dir). */
const LOCK_FILE = 'lock';
/**
 * A record keyed by task ids with no prototype, so that ids such as `constructor`, `toString` or
 * `__proto__` are plain keys (SPEC §1: an id is always compared as a string).
 */
function idCounts(entries = []) {
    const counts = Object.create(null);
    for (const [id, n] of entries)
        counts[id] = n;
    return counts;
}

;// CONCATENATED MODULE: ./src/domain/task.ts
/** Ids a real task may not use: they name the loop's pseudo-tasks. */
const RESERVED_IDS = (/* unused pure expression or super */ null && (['verify', 'plan']));
/** The longest task id: the checkpoint (which holds ids) refuses longer ones, so the source does too. */
const MAX_TASK_ID_LENGTH = 1024;

;// CONCATENATED MODULE: ./src/checkpoint/limits.ts


// Apart from the schema, so that writing a checkpoint does not load zod: only reading one does.
/** The checkpoint format version (seed 001's v2.1, extended by SPEC §8). */
const CHECKPOINT_VERSION = '2.1';
/**
 * Bounds on what a checkpoint may hold. The reader refuses more; the writer (`toCheckpoint`) cuts the
 * free texts to them, so the loop never writes a checkpoint its next run would refuse.
 */
const CHECKPOINT_LIMITS = {
    /** Checked on the raw text before parsing: a hostile file is never parsed into memory twice. */
    fileBytes: 1024 * 1024,
    lastError: 16 * 1024,
    verifyOutput: 64 * 1024,
    /** Per history record; the full error is in `last_error` and the iteration's summary. */
    recordError: 1024,
    id: MAX_TASK_ID_LENGTH,
    path: 4096,
    history: HISTORY_LIMIT
};

;// CONCATENATED MODULE: ./src/domain/iteration.ts
/** How an agent invocation failed, if it did (SPEC §4). */
const ERROR_CLASSES = [
    'none',
    'rate_limited',
    'auth',
    'max_turns',
    'api_error',
    'crashed',
    'timeout',
    'no_result'
];
/** How an iteration went (SPEC §5 step 4), plus the two kinds that give their attempt back. */
const OUTCOMES = ['progress', 'partial', 'failed', 'rate_limited', 'interrupted'];

;// CONCATENATED MODULE: ./src/checkpoint/schema.ts





const count = schemas/* number */.aig().int().nonnegative();
const amount = schemas/* number */.aig().nonnegative();
const isoTime = iso/* datetime */.w$({ offset: true });
// Ids, paths and names reach log lines: a newline from a hostile file could forge a workflow command.
const line = (max) => schemas/* string */.YjP()
    .max(max)
    .refine(text => !/\p{Cc}/u.test(text), { error: 'a single line without control characters' });
const id = line(CHECKPOINT_LIMITS.id);
// Relative and inside the workspace: validate.ts checks that, as it needs the state dir.
const workspacePath = line(CHECKPOINT_LIMITS.path);
// The resume guard hands it to git: only a full object name, never something git could take for an option.
const sha = schemas/* string */.YjP().regex(/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/, { error: 'a full git commit sha (hex)' });
const branch = line(1024).refine(name => !name.startsWith('-'), { error: 'a branch name' });
/**
 * `{ id: n }`, read into a null-prototype object: an id such as `__proto__`, `constructor` or
 * `toString` is data like any other (`z.record` would set the prototype for `__proto__`, and a plain
 * object answers `constructor` with a function).
 */
const schema_idCounts = schemas/* custom */.IeY(value => typeof value === 'object' && value !== null && !Array.isArray(value), { error: 'an object of task ids and counts' })
    .transform((value, ctx) => {
    const counts = Object.create(null);
    for (const [key, n] of Object.entries(value)) {
        const keyCheck = id.safeParse(key);
        const countCheck = count.safeParse(n);
        if (!keyCheck.success) {
            // As z.record reports a bad key: the message says "a key that is …".
            ctx.addIssue({
                code: 'invalid_key',
                origin: 'record',
                issues: keyCheck.error.issues,
                input: key,
                path: [key]
            });
        }
        if (!countCheck.success) {
            for (const issue of countCheck.error.issues)
                ctx.addIssue({ ...issue, path: [key, ...issue.path] });
        }
        if (keyCheck.success && countCheck.success)
            counts[key] = countCheck.data;
    }
    return counts;
});
/** One iteration in the checkpoint's history: exactly `IterationRecord` (a test checks both ways). */
const recordSchema = schemas/* object */.Ikc({
    n: schemas/* number */.aig().int().positive(),
    task: id,
    attempt: count,
    outcome: schemas/* enum */.k5n(OUTCOMES),
    started_at: isoTime,
    duration_ms: amount,
    exit_code: schemas/* number */.aig().int().nullable(),
    error_class: schemas/* enum */.k5n(ERROR_CLASSES),
    agent: schemas/* string */.YjP().max(64).optional(),
    error: schemas/* string */.YjP().max(CHECKPOINT_LIMITS.recordError).optional(),
    tasks_done: schemas/* array */.YOg(id),
    work_remaining: count,
    tree_changed: schemas/* boolean */.zMY(),
    cost_usd: amount.optional(),
    input_tokens: count.optional(),
    output_tokens: count.optional(),
    context_fill: count.optional(),
    verify: schemas/* enum */.k5n(['pass', 'fail']).optional()
});
/**
 * `state-dir/checkpoint.json` (SPEC §8), described once: the `Checkpoint` type and the validation both
 * come from here. Unknown keys are dropped, not refused. The checks that need more than one field or
 * the config (paths inside the workspace, `iteration ≤ max_iterations + 1`) are in validate.ts.
 */
const checkpointSchema = schemas/* object */.Ikc({
    version: schemas/* literal */.euz(CHECKPOINT_VERSION),
    timestamp: isoTime,
    /** The `tasks` input, relative to the workspace; null without a task file. */
    plan_path: workspacePath.nullable(),
    /** The next iteration, over the loop's lifetime. */
    iteration: schemas/* number */.aig().int().positive(),
    max_iterations: schemas/* number */.aig().int().positive(),
    /** The last iteration's summary, relative to the workspace (inside state-dir). */
    continuation_context: workspacePath.nullable(),
    work_remaining: schemas/* array */.YOg(id),
    last_work_remaining: schemas/* array */.YOg(id).nullable(),
    context_estimate: count,
    halt_reason: schemas/* enum */.k5n(HALT_REASONS).nullable(),
    status: schemas/* enum */.k5n(STATUSES),
    /** The task file's hash, or the task CLI's status counts: tells a stuck loop that the source changed. */
    source_fingerprint: line(4096),
    attempts: schema_idCounts,
    consecutive: schemas/* object */.Ikc({ task: id.nullable(), count }),
    no_progress_count: count,
    last_error: schemas/* string */.YjP().max(CHECKPOINT_LIMITS.lastError),
    verify_output: schemas/* string */.YjP().max(CHECKPOINT_LIMITS.verifyOutput),
    verify_pending: schemas/* boolean */.zMY(),
    /** Tasks marked done in an iteration that changed a protected path: not done yet (SPEC §7). */
    held_marks: schemas/* array */.YOg(id).optional(),
    totals: schemas/* object */.Ikc({
        iterations: count,
        cost_usd: amount,
        input_tokens: count,
        output_tokens: count,
        duration_ms: amount
    }),
    history: schemas/* array */.YOg(recordSchema).max(CHECKPOINT_LIMITS.history),
    run: schemas/* object */.Ikc({ id: line(256), attempt: line(64), shard: line(64).nullable() }),
    head_sha: sha.nullable(),
    branch: branch.nullable(),
    /** False when the run left commits that never reached origin (the resume guard says so). */
    pushed: schemas/* boolean */.zMY().optional()
});

;// CONCATENATED MODULE: ./src/checkpoint/validate.ts




/**
 * Parses and validates an untrusted `checkpoint.json` (SPEC §8), in this order: size, JSON, version,
 * types (the first zod issue), then the checks across fields: paths relative and inside the workspace,
 * `continuation_context` inside `state-dir`, `iteration ≤ max_iterations + 1`, a `halt_reason` that
 * fits the `status`. Throws CheckpointError naming the field. Whether the continuation file exists is
 * the caller's to check (`continuationToCheck`): a missing one is only a warning.
 */
function parseCheckpoint(text, ctx) {
    const { file } = ctx;
    const limit = CHECKPOINT_LIMITS.fileBytes;
    // `length` first: a string longer than the limit in UTF-16 units is longer in UTF-8 bytes too.
    const bytes = text.length > limit ? text.length : Buffer.byteLength(text, 'utf8');
    if (bytes > limit) {
        throw new checkpoint_error/* CheckpointError */.jg({
            file,
            field: checkpoint_error/* WHOLE_FILE */.JZ,
            value: bytes,
            problem: `is ${bytes} bytes or more`,
            expected: `at most ${limit} bytes (1 MiB); the loop keeps only the last ${CHECKPOINT_LIMITS.history} iterations`
        });
    }
    const value = parseJson(text, file);
    const version = value.version;
    if (version !== CHECKPOINT_VERSION) {
        // Its own message: a checkpoint of another format is not corrupt, just not ours to read.
        throw new checkpoint_error/* CheckpointError */.jg({
            file,
            field: 'version',
            value: version,
            ...(version === undefined
                ? {}
                : { problem: `is ${(0,checkpoint_error/* showValue */.vp)(version)}: another format, written by a different Ralph Loop version` }),
            expected: `"${CHECKPOINT_VERSION}", the only format this version reads`
        });
    }
    const parsed = checkpointSchema.safeParse(value);
    if (!parsed.success)
        throw issueError(file, value, parsed.error.issues[0]);
    const checkpoint = parsed.data;
    checkSemantics(checkpoint, ctx);
    return checkpoint;
}
/**
 * The continuation file a resume should find, workspace-relative and normalised; null when the
 * checkpoint has none. The caller checks that it exists (a missing file is only a warning, SPEC §8).
 */
function continuationToCheck(checkpoint) {
    const raw = checkpoint.continuation_context;
    return raw === null ? null : (workspaceRelative(raw) ?? null);
}
function parseJson(text, file) {
    // An editor on Windows may add a byte order mark, which JSON.parse rejects.
    const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
    let value;
    try {
        value = JSON.parse(body);
    }
    catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw new checkpoint_error/* CheckpointError */.jg({
            file,
            field: checkpoint_error/* WHOLE_FILE */.JZ,
            value: body.slice(-40),
            problem: body.trim() === ''
                ? 'is empty: not valid JSON (truncated?)'
                : `is not valid JSON (truncated?): ${(0,checkpoint_error/* oneLine */.TN)(why)}; it ends with "${(0,checkpoint_error/* oneLine */.TN)(body.slice(-40), 40)}"`,
            expected: 'one complete JSON object'
        });
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new checkpoint_error/* CheckpointError */.jg({ file, field: checkpoint_error/* WHOLE_FILE */.JZ, value, expected: 'a JSON object' });
    }
    return value;
}
function checkSemantics(checkpoint, ctx) {
    const { file } = ctx;
    const fail = (field, value, expected) => new checkpoint_error/* CheckpointError */.jg({ file, field, value, expected });
    const inWorkspace = 'a relative path inside the workspace (no leading /, no drive letter, no ..)';
    const plan = checkpoint.plan_path;
    if (plan !== null && paths_workspaceRelative(plan) === undefined)
        throw fail('plan_path', plan, inWorkspace);
    const continuation = checkpoint.continuation_context;
    if (continuation !== null) {
        const normal = paths_workspaceRelative(continuation);
        if (normal === undefined)
            throw fail('continuation_context', continuation, inWorkspace);
        const dir = paths_workspaceRelative(ctx.stateDir) ?? ctx.stateDir;
        if (!normal.startsWith(`${dir}/`)) {
            throw fail('continuation_context', continuation, `a file inside state-dir (${dir}/)`);
        }
    }
    const cap = checkpoint.max_iterations + 1;
    if (checkpoint.iteration > cap) {
        throw fail('iteration', checkpoint.iteration, `at most max_iterations + 1 (${cap})`);
    }
    // The resume rules read both: a pair the loop never writes (stuck by `completion`) is not guessed at.
    const reason = checkpoint.halt_reason;
    if (reason !== null && statusOf(reason) !== checkpoint.status) {
        const fitting = HALT_REASONS.filter(r => statusOf(r) === checkpoint.status);
        throw fail('halt_reason', reason, `null or one that ends a loop as ${checkpoint.status}: ${fitting.join(', ')}`);
    }
}
function issueError(file, root, issue) {
    const path = issue.path;
    const field = path.map(segment).join('.') || checkpoint_error/* WHOLE_FILE */.JZ;
    // A bad record key is shown as the key itself, not as the value under it.
    const value = issue.code === 'invalid_key' ? path.at(-1) : valueAt(root, path);
    return new checkpoint_error/* CheckpointError */.jg({ file, field, value, expected: expectedOf(issue) });
}
// Path segments come from the file: a key with odd characters is quoted so the field stays one line.
function segment(key) {
    const text = String(key);
    return /^[\w-]{1,64}$/.test(text) ? text : JSON.stringify(text.slice(0, 64));
}
function valueAt(root, path) {
    let current = root;
    for (const key of path) {
        if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key))
            return undefined;
        current = current[key];
    }
    return current;
}
const ARTICLE = { array: 'an array', object: 'an object', int: 'a whole number' };
const UNIT = { string: ' characters', array: ' items' };
/** What a zod issue expected, in words for the message. */
function expectedOf(issue) {
    switch (issue.code) {
        case 'invalid_type':
            return ARTICLE[issue.expected] ?? `a ${issue.expected}`;
        case 'too_big':
            return `at most ${String(issue.maximum)}${UNIT[issue.origin] ?? ''}`;
        case 'too_small':
            return issue.origin === 'number'
                ? `a number ${issue.inclusive ? '≥' : '>'} ${String(issue.minimum)}`
                : `at least ${String(issue.minimum)}${UNIT[issue.origin] ?? ''}`;
        case 'invalid_value':
            return `one of ${issue.values.map(v => JSON.stringify(v)).join(', ')}`;
        case 'invalid_format':
            return issue.format === 'datetime' ? 'an ISO 8601 time such as 2025-01-31T12:00:00.000Z' : issue.message;
        case 'invalid_key':
            return `a key that is ${issue.issues[0] ? expectedOf(issue.issues[0]) : 'valid'}`;
        default:
            return issue.message;
    }
}



/***/ })

};
