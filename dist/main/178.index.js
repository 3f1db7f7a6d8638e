export const id = 178;
export const ids = [178];
export const modules = {

/***/ 1178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseCheckpoint: () => (/* binding */ parseCheckpoint)
});

// EXTERNAL MODULE: ./src/domain/outcomes.ts
var outcomes = __webpack_require__(5335);
// EXTERNAL MODULE: ./src/checkpoint/checkpoint-error.ts
var checkpoint_error = __webpack_require__(9717);
// EXTERNAL MODULE: ./src/checkpoint/paths.ts
var paths = __webpack_require__(6722);
// EXTERNAL MODULE: ./src/checkpoint/limits.ts
var limits = __webpack_require__(4480);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(3759);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/iso.js



function datetime(params) {
    return api/* _isoDateTime */.G1(schemas/* ZodISODateTime */.You, params);
}
function date(params) {
    return core._isoDate(ZodISODate, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}

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
/** How an iteration went (SPEC §5 step 4), plus the kinds that give their attempt back. */
const OUTCOMES = [
    'progress',
    'partial',
    'failed',
    'rate_limited',
    'interrupted',
    'needs_input'
];

// EXTERNAL MODULE: ./src/domain/state.ts
var state = __webpack_require__(781);
;// CONCATENATED MODULE: ./src/checkpoint/schema.ts





const count = schemas/* number */.aig().int().nonnegative();
const amount = schemas/* number */.aig().nonnegative();
const isoTime = datetime({ offset: true });
// Ids, paths and names reach log lines: a newline from a hostile file could forge a workflow command.
const line = (max) => schemas/* string */.YjP()
    .max(max)
    .refine(text => !/\p{Cc}/u.test(text), { error: 'a single line without control characters' });
const id = line(limits/* CHECKPOINT_LIMITS */.G.id);
// Relative and inside the workspace: validate.ts checks that, as it needs the state dir.
const workspacePath = line(limits/* CHECKPOINT_LIMITS */.G.path);
// The resume guard hands it to git: only a full object name, never something git could take for an option.
const sha = schemas/* string */.YjP().regex(/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/, { error: 'a full git commit sha (hex)' });
const branch = line(1024).refine(name => !name.startsWith('-'), { error: 'a branch name' });
/**
 * `{ id: n }`, read into a null-prototype object: an id such as `__proto__`, `constructor` or
 * `toString` is data like any other (`z.record` would set the prototype for `__proto__`, and a plain
 * object answers `constructor` with a function).
 */
const idCounts = schemas/* custom */.IeY(value => typeof value === 'object' && value !== null && !Array.isArray(value), { error: 'an object of task ids and counts' })
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
    error: schemas/* string */.YjP().max(limits/* CHECKPOINT_LIMITS */.G.recordError).optional(),
    tasks_done: schemas/* array */.YOg(id),
    work_remaining: count,
    tree_changed: schemas/* boolean */.zMY(),
    cost_usd: amount.optional(),
    input_tokens: count.optional(),
    output_tokens: count.optional(),
    context_fill: count.optional(),
    verify: schemas/* enum */.k5n(['pass', 'fail']).optional(),
    blocked_hosts: schemas/* array */.YOg(line(300)).max(50).optional(),
    review: schemas/* object */.Ikc({
        approved: schemas/* array */.YOg(id),
        rejected: schemas/* array */.YOg(id),
        duration_ms: amount,
        cost_usd: amount.optional(),
        input_tokens: count.optional(),
        output_tokens: count.optional()
    })
        .optional()
});
const schema_text = schemas/* string */.YjP().max(limits/* CHECKPOINT_LIMITS */.G.question);
const positive = schemas/* number */.aig().int().positive();
/** The agent's open question (SPEC §7), and the pull request comment that asks it once posted. */
const questionSchema = schemas/* object */.Ikc({
    text: schema_text,
    task: id,
    iteration: positive,
    asked_at: isoTime,
    comment: schemas/* object */.Ikc({ pull_request: positive, id: positive, at: isoTime }).optional()
});
/** A person's answer that the next iteration's prompt carries. */
const answerSchema = schemas/* object */.Ikc({ question: schema_text, text: schema_text, by: line(256) });
/**
 * `state-dir/checkpoint.json` (SPEC §8), described once: the `Checkpoint` type and the validation both
 * come from here. Unknown keys are dropped, not refused. The checks that need more than one field or
 * the config (paths inside the workspace, `iteration ≤ max_iterations + 1`) are in validate.ts.
 */
const checkpointSchema = schemas/* object */.Ikc({
    version: schemas/* literal */.euz(limits/* CHECKPOINT_VERSION */.A),
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
    halt_reason: schemas/* enum */.k5n(outcomes/* HALT_REASONS */.Gm).nullable(),
    status: schemas/* enum */.k5n(outcomes/* STATUSES */.f),
    /** The task file's hash, or the task CLI's status counts: tells a stuck loop that the source changed. */
    source_fingerprint: line(4096),
    attempts: idCounts,
    consecutive: schemas/* object */.Ikc({ task: id.nullable(), count }),
    no_progress_count: count,
    last_error: schemas/* string */.YjP().max(limits/* CHECKPOINT_LIMITS */.G.lastError),
    verify_output: schemas/* string */.YjP().max(limits/* CHECKPOINT_LIMITS */.G.verifyOutput),
    verify_pending: schemas/* boolean */.zMY(),
    /** Tasks marked done in an iteration that changed a protected path: not done yet (SPEC §7). */
    held_marks: schemas/* array */.YOg(id).optional(),
    /** The review gate's findings on the marks it held (SPEC §7), for the next prompt. */
    review_findings: schemas/* string */.YjP().max(limits/* CHECKPOINT_LIMITS */.G.lastError).optional(),
    /** Where the review gate's diff of each task starts (SPEC §7): the tree before its work, and HEAD then. */
    review_bases: schemas/* array */.YOg(schemas/* object */.Ikc({ id, tree: sha, head: sha.or(schemas/* literal */.euz('')) })).optional(),
    /** The question the loop waits on, and an answer not yet handed to an agent (SPEC §7). */
    question: questionSchema.nullable().optional(),
    answer: answerSchema.nullable().optional(),
    /** What the loop wrote to GitHub issues, `#N done` / `#N stuck`: each once (SPEC §3). */
    issues_noted: schemas/* array */.YOg(id).optional(),
    /** HEAD at the loop's start and the paths changed then, left out of its commits (SPEC §10). */
    loop_start: schemas/* object */.Ikc({ head_sha: sha.nullable(), left_out: schemas/* array */.YOg(workspacePath).max(state/* LEFT_OUT_LIMIT */.tL).nullable() })
        .optional(),
    totals: schemas/* object */.Ikc({
        iterations: count,
        cost_usd: amount,
        input_tokens: count,
        output_tokens: count,
        duration_ms: amount
    }),
    history: schemas/* array */.YOg(recordSchema).max(limits/* CHECKPOINT_LIMITS */.G.history),
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
 * the caller's to check: a missing one is only a warning.
 */
function parseCheckpoint(text, ctx) {
    const { file } = ctx;
    const limit = limits/* CHECKPOINT_LIMITS */.G.fileBytes;
    // `length` first: a string longer than the limit in UTF-16 units is longer in UTF-8 bytes too.
    const bytes = text.length > limit ? text.length : Buffer.byteLength(text, 'utf8');
    if (bytes > limit)
        throw (0,checkpoint_error/* tooLarge */.g$)(file, bytes);
    const value = parseJson(text, file);
    const version = value.version;
    if (version !== limits/* CHECKPOINT_VERSION */.A) {
        // Its own message: a checkpoint of another format is not corrupt, just not ours to read.
        throw new checkpoint_error/* CheckpointError */.jg({
            file,
            field: 'version',
            value: version,
            ...(version === undefined
                ? {}
                : { problem: `is ${(0,checkpoint_error/* showValue */.vp)(version)}: another format, written by a different Ralph Loop version` }),
            expected: `"${limits/* CHECKPOINT_VERSION */.A}", the only format this version reads`
        });
    }
    const parsed = checkpointSchema.safeParse(value);
    if (!parsed.success)
        throw issueError(file, value, parsed.error.issues[0]);
    const checkpoint = parsed.data;
    checkSemantics(checkpoint, ctx);
    return checkpoint;
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
    if (plan !== null && (0,paths/* workspaceRelative */.U)(plan) === undefined)
        throw fail('plan_path', plan, inWorkspace);
    const continuation = checkpoint.continuation_context;
    if (continuation !== null) {
        const normal = (0,paths/* workspaceRelative */.U)(continuation);
        if (normal === undefined)
            throw fail('continuation_context', continuation, inWorkspace);
        const dir = (0,paths/* workspaceRelative */.U)(ctx.stateDir) ?? ctx.stateDir;
        if (!normal.startsWith(`${dir}/`)) {
            throw fail('continuation_context', continuation, `a file inside state-dir (${dir}/)`);
        }
    }
    // Relative to the repository's top, not the workspace: only their form can be checked here.
    for (const [i, left] of (checkpoint.loop_start?.left_out ?? []).entries()) {
        if ((0,paths/* workspaceRelative */.U)(left) === undefined)
            throw fail(`loop_start.left_out.${i}`, left, inWorkspace);
    }
    const cap = checkpoint.max_iterations + 1;
    if (checkpoint.iteration > cap) {
        throw fail('iteration', checkpoint.iteration, `at most max_iterations + 1 (${cap})`);
    }
    // The resume rules read both: a pair the loop never writes (stuck by `completion`) is not guessed at.
    const reason = checkpoint.halt_reason;
    if (reason !== null && (0,outcomes/* statusOf */.c2)(reason) !== checkpoint.status) {
        const fitting = outcomes/* HALT_REASONS */.Gm.filter(r => (0,outcomes/* statusOf */.c2)(r) === checkpoint.status);
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
