import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 4006:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const pico = __nccwpck_require__(8016);
const utils = __nccwpck_require__(4059);

function picomatch(glob, options, returnState = false) {
  // default to os.platform()
  if (options && (options.windows === null || options.windows === undefined)) {
    // don't mutate the original options object
    options = { ...options, windows: utils.isWindows() };
  }

  return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


/***/ }),

/***/ 5595:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR,
  SEP
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
  SEP: '\\'
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 8265:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const constants = __nccwpck_require__(5595);
const utils = __nccwpck_require__(4059);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const buildCharClassStar = chars => {
  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  return chars;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
  // characters we can emit one flat, ReDoS-safe character class that preserves the
  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
  // every branch but the first.
  const safeChars = [];
  let sawStarSequence = false;
  let combinable = true;

  for (const branch of branches) {
    const chars = getStarExtglobSequenceChars(branch);
    if (chars) {
      sawStarSequence = true;
      safeChars.push(...chars);
      continue;
    }

    const literal = normalizeSimpleBranch(branch);
    if (literal && literal.length === 1) {
      safeChars.push(literal);
      continue;
    }

    combinable = false;

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  if (sawStarSequence) {
    return combinable
      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
      : { risky: true };
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(opts.windows);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.output = (prev.output || prev.value) + tok.value;
      prev.value += tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      // A globstar followed only by balanced closing parens is at the logical end of patterns like
      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
      // parent path, except in negated extglobs where that would change the exclusion semantics.
      const isEnd = eos() || (
        state.parens > 0
        && rest === ')'.repeat(state.parens)
        && !extglobs.some(extglob => extglob.type === 'negate')
      );

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(opts.windows);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 8016:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const scan = __nccwpck_require__(1781);
const parse = __nccwpck_require__(8265);
const utils = __nccwpck_require__(4059);
const constants = __nccwpck_require__(5595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 *
 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
 * const picomatch = require('picomatch/posix');
 * // the same API, defaulting to posix paths
 * const isMatch = picomatch('a/*');
 * console.log(isMatch('a\\b')); //=> false
 * console.log(isMatch('a/b')); //=> true
 *
 * // you can still configure the matcher function to accept windows paths
 * const isMatch = picomatch('a/*', { options: windows });
 * console.log(isMatch('a\\b')); //=> true
 * console.log(isMatch('a/b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = opts.windows;
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input, { windows: posix }));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.makeRe(state[, options]);
 *
 * const result = picomatch.makeRe('*.js');
 * console.log(result);
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 1781:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const utils = __nccwpck_require__(4059);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __nccwpck_require__(5595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          let parens = 0;

          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }

            if (code === CHAR_LEFT_PARENTHESES) {
              parens++;
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        let parens = 1;

        while (eos() !== true && (code = advance())) {
          if (code === CHAR_BACKWARD_SLASH) {
            backslashes = token.backslashes = true;
            advance();
            continue;
          }

          if (code === CHAR_LEFT_PARENTHESES) {
            parens++;
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex !== undefined ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (i >= start) {
        parts.push(value);
        prevIndex = i;
      }
    }

    const n = prevIndex !== undefined ? prevIndex + 1 : start;
    const value = input.slice(n);
    parts.push(value);

    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
      tokens[tokens.length - 1].value = value;
      depth(tokens[tokens.length - 1]);
      state.maxDepth += tokens[tokens.length - 1].depth;
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 4059:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __nccwpck_require__(5595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
  if (typeof navigator !== 'undefined' && navigator.platform) {
    const platform = navigator.platform.toLowerCase();
    return platform === 'win32' || platform === 'windows';
  }

  if (typeof process !== 'undefined' && process.platform) {
    return process.platform === 'win32';
  }

  return false;
};

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};

exports.basename = (path, { windows } = {}) => {
  const segs = path.split(windows ? /[\\/]/ : '/');
  const last = segs[segs.length - 1];

  if (last === '') {
    return segs[segs.length - 2];
  }

  return last;
};


/***/ }),

/***/ 9717:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   JZ: () => (/* binding */ WHOLE_FILE),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   g$: () => (/* binding */ tooLarge),
/* harmony export */   jg: () => (/* binding */ CheckpointError),
/* harmony export */   vp: () => (/* binding */ showValue)
/* harmony export */ });
/* unused harmony export CHECKPOINT_FIX */
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6620);

/** The one way past a checkpoint that cannot be trusted (SPEC §8); every CheckpointError ends with it. */
const CHECKPOINT_FIX = 'Set force-restart: true to discard it and start a new loop.';
/** The field a CheckpointError names when the file as a whole is wrong (size, JSON syntax, not an object). */
const WHOLE_FILE = '(file)';
/**
 * A checkpoint file that cannot be trusted. Its message names the file, the field, the value, what was
 * expected and the fix, and says that the file is left as it was; it is meant for users as it is.
 */
class CheckpointError extends Error {
    name = 'CheckpointError';
    constructor(problem) {
        const subject = problem.field === WHOLE_FILE ? `'${WHOLE_FILE}'` : `field '${problem.field}'`;
        super(`Checkpoint ${problem.file} is invalid: ${subject} ${problem.problem ?? `is ${showValue(problem.value)}`}; ` +
            `expected ${problem.expected}. ${CHECKPOINT_FIX} The file is left as it is.`);
        // A bad file is the user's to fix, not a bug in the loop: a stack trace would only bury the message.
        this.stack = `${this.name}: ${this.message}`;
    }
}
/** A checkpoint of `bytes` bytes or more, over the reader's limit (found by its size or by reading it). */
function tooLarge(file, bytes) {
    return new CheckpointError({
        file,
        field: WHOLE_FILE,
        value: bytes,
        problem: `is ${bytes} bytes or more`,
        expected: `at most ${_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .CHECKPOINT_LIMITS */ .G.fileBytes} bytes (1 MiB); the loop keeps only the last ${_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .CHECKPOINT_LIMITS */ .G.history} iterations`
    });
}
const SHOWN_CHARS = 100;
/**
 * A value as a message shows it: JSON (so control characters are escaped and cannot forge log lines),
 * cut to about 100 characters; `missing` for a field that is not there.
 */
function showValue(value) {
    if (value === undefined)
        return 'missing';
    let shown;
    try {
        // Only the start of a long string is shown: no need to escape all of it first.
        shown = JSON.stringify(typeof value === 'string' ? value.slice(0, SHOWN_CHARS + 1) : value);
    }
    catch {
        // Nesting too deep for JSON.stringify: say what it is instead.
        shown = Array.isArray(value) ? 'an array' : typeof value;
    }
    return shown.length > SHOWN_CHARS ? `${shown.slice(0, SHOWN_CHARS)}…` : shown;
}
/** Any text (a parser's message, the end of a file) on one line, control characters escaped, cut to `max`. */
function oneLine(text, max = SHOWN_CHARS) {
    const escaped = JSON.stringify(text.slice(0, max + 1)).slice(1, -1);
    return escaped.length > max ? `${escaped.slice(0, max)}…` : escaped;
}


/***/ }),

/***/ 6620:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  G: () => (/* binding */ CHECKPOINT_LIMITS),
  A: () => (/* binding */ CHECKPOINT_VERSION)
});

;// CONCATENATED MODULE: ./src/domain/question.ts
/**
 * The agent's question to a person and its answer (SPEC §7 "Questions"): an agent that cannot go on
 * ends its final message with `<question>…</question>`, the run halts `needs_input`, and a later run
 * hands a person's answer to the next prompt as `{{answer}}`.
 */
/** The longest question or answer the loop keeps (the checkpoint, the prompt, the comment). */
const MAX_QUESTION_CHARS = 8_000;

// EXTERNAL MODULE: ./src/domain/state.ts
var state = __nccwpck_require__(781);
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
    history: state/* HISTORY_LIMIT */.Dc,
    /** The agent's question, and a person's answer (SPEC §7). */
    question: MAX_QUESTION_CHARS
};


/***/ }),

/***/ 5335:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gm: () => (/* binding */ HALT_REASONS),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   f: () => (/* binding */ STATUSES)
/* harmony export */ });
/* unused harmony export exitCodeOf */
/** The five outcomes of a loop (SPEC §2). */
const STATUSES = ['completed', 'stuck', 'aborted', 'interrupted', 'halted'];
/** Every reason a loop stops, in SPEC §2's order, and the status it leads to. */
const STATUS_OF = {
    completion: 'completed',
    max_attempts: 'stuck',
    stuck_consecutive: 'stuck',
    no_progress: 'stuck',
    task_removed: 'stuck',
    max_iterations: 'aborted',
    context_threshold: 'halted',
    time_budget: 'halted',
    cost_budget: 'halted',
    rate_limited: 'halted',
    run_slice: 'halted',
    nothing_claimable: 'halted',
    needs_input: 'halted',
    interrupted: 'interrupted',
    error: 'aborted'
};
/** Every reason a loop stops, in SPEC §2's order. */
const HALT_REASONS = Object.keys(STATUS_OF);
const EXIT_CODES = { completed: 0, stuck: 1, aborted: 2, interrupted: 3, halted: 0 };
/** The process exit code of a status: 0 completed · 1 stuck · 2 aborted · 3 interrupted · 0 halted. */
function exitCodeOf(status) {
    return EXIT_CODES[status];
}
/** The status a halt reason leads to. */
function statusOf(reason) {
    return STATUS_OF[reason];
}


/***/ }),

/***/ 781:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dc: () => (/* binding */ HISTORY_LIMIT),
/* harmony export */   tL: () => (/* binding */ LEFT_OUT_LIMIT)
/* harmony export */ });
/* unused harmony exports newLoopState, LOCK_FILE, idCounts, reviewBasesOf */
/** At most this many paths changed before a loop's start are recorded in its checkpoint. */
const LEFT_OUT_LIMIT = 1000;
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
        reviewFindings: '',
        reviewBases: reviewBasesOf(),
        question: null,
        answer: null,
        issuesNoted: [],
        loopStart: null,
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
/** Review bases keyed by task id, with no prototype (any id is data, as in `idCounts`). */
function reviewBasesOf(entries = []) {
    const bases = Object.create(null);
    for (const [id, base] of entries)
        bases[id] = { ...base };
    return bases;
}


/***/ }),

/***/ 5932:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ exitAfterFlush)
/* harmony export */ });
/**
 * Exits once everything written to stdout and stderr has been flushed: a pipe to a slow reader (the
 * runner, `| tee`) buffers writes, and a bare process.exit() would cut the end of the log.
 */
function exitAfterFlush(code) {
    let pending = 2;
    const done = () => {
        pending -= 1;
        // process.exit(undefined) exits 0 on Node 20, dropping an exitCode set by core.setFailed.
        if (pending === 0)
            process.exit(code ?? process.exitCode);
    };
    process.stdout.write('', done);
    process.stderr.write('', done);
}


/***/ }),

/***/ 4344:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _edges_exit_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5932);
/* harmony import */ var _post_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1011);


// The bundle's entry for the post step (dist/post/index.js).
await (0,_post_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .e)();
// A cache upload that timed out may hold a socket open: the step is over, so leave once the log is out.
(0,_edges_exit_js__WEBPACK_IMPORTED_MODULE_1__/* .exitAfterFlush */ .z)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 1011:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/domain/keys.ts
/** The cache's limit on key length (@actions/cache rejects longer keys with a ValidationError). */
const MAX_KEY_LENGTH = 512;
/**
 * Room kept for the run suffix `-{runId}-{runAttempt}-{sequence}` when the key itself is long. The
 * restore prefix is cut to `MAX_KEY_LENGTH - SUFFIX_ROOM` so that every save key of the loop still
 * starts with it, whatever the length of the run id.
 */
const SUFFIX_ROOM = 64;
/**
 * Every cache key of the loop is made here: `base` then `suffix`, commas removed (the cache splits key
 * lists on them), at most `max` characters. The cut is taken from `base`, never from `suffix` (the
 * part that tells keys apart: a shard, a run), and never between the two halves of a surrogate pair,
 * which the cache service could not encode.
 */
function keys_cacheKey(base, suffix = '', max = MAX_KEY_LENGTH) {
    const tail = suffix.replace(/,/g, '');
    // Only an absurd suffix, longer than the whole limit, is cut itself (from its start).
    if (tail.length >= max)
        return cutKeepingPairs(tail, max, 'start');
    return cutKeepingPairs(base.replace(/,/g, ''), max - tail.length, 'end') + tail;
}
/**
 * The prefix every checkpoint entry of a loop starts with: `{key}-`. Restore takes the newest entry
 * that starts with it. A key too long to leave room for a run suffix is cut to
 * `MAX_KEY_LENGTH - SUFFIX_ROOM` characters, which every `saveKey(key, …)` with a suffix of at most
 * `SUFFIX_ROOM` characters still starts with.
 */
function restorePrefix(key) {
    return keys_cacheKey(`${key}-`, '', MAX_KEY_LENGTH - SUFFIX_ROOM);
}
/**
 * A unique key for one save: `{key}-{runId}-{runAttempt}`, plus `-{sequence}` from the second save
 * of a run on (entries are immutable, so a second save needs a new key).
 */
function saveKey(key, runId, runAttempt, sequence = 1) {
    return keys_cacheKey(key, `-${runId}-${runAttempt}${sequence > 1 ? `-${sequence}` : ''}`);
}
function cutKeepingPairs(text, length, keep) {
    if (text.length <= length)
        return text;
    if (keep === 'end') {
        const last = text.charCodeAt(length - 1);
        return text.slice(0, isHighSurrogate(last) ? length - 1 : length);
    }
    const start = text.length - length;
    return text.slice(isLowSurrogate(text.charCodeAt(start)) ? start + 1 : start);
}
function isHighSurrogate(code) {
    return code >= 0xd800 && code <= 0xdbff;
}
function isLowSurrogate(code) {
    return code >= 0xdc00 && code <= 0xdfff;
}
/** The ref the state of the loop with checkpoint key `key` is mirrored to (SPEC §8): `refs/ralph/state/{key}`. */
function stateRef(key) {
    return `refs/ralph/state/${refComponent(key)}`;
}
/**
 * Where a commit of the loop that the agent took out of the branch's history is kept (SPEC §10):
 * `refs/ralph/rescue/{key}/{n}`, `key` as in `stateRef`.
 */
function keys_rescueRef(key, n) {
    return `refs/ralph/rescue/${refComponent(key)}/${refComponent(String(n))}`;
}
/** One ref component: what git refuses in a ref name (and `/`) becomes `-`. */
function refComponent(text) {
    const safe = text
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/\.{2,}/g, '.')
        .replace(/^[.-]+|[.]+$/g, '')
        .replace(/\.lock$/, '-lock');
    return safe || 'loop';
}

;// CONCATENATED MODULE: ./src/edges/cache-store.ts



/** How long one cache call may take before the loop goes on without it. */
const CACHE_TIMEOUT_MS = 60_000;
/**
 * The Actions cache as a checkpoint store (STYLE.md 8): @actions/cache returns undefined on a miss and
 * on most failures, and returns -1 or throws when a save fails; here every case is a result with a
 * reason and nothing throws. The package is imported on first use, so the CLI and cold starts do not
 * pay for it. A restore is all or nothing: the local state dir's files are moved aside first (all but
 * `keep`: the dir itself and its lock stay) and put back if the restore does not hit, so a
 * half-extracted archive never passes for a checkpoint.
 */
function createCacheStore(options) {
    const { stateDirAbs: dir } = options;
    const timeoutMs = options.timeoutMs ?? CACHE_TIMEOUT_MS;
    const log = options.log ?? (() => undefined);
    let sequence = 1;
    const keyFor = (n) => options.exactKey ? options.key : saveKey(options.key, options.runId, options.runAttempt, n);
    // Loads the library, or says why the cache cannot be used from here.
    const load = async () => {
        if (options.hasToken === false)
            return { reason: 'ACTIONS_RUNTIME_TOKEN is not set (the cache is reachable only from an Actions job)' };
        const cache = await Promise.all(/* import() */[__nccwpck_require__.e(955), __nccwpck_require__.e(838), __nccwpck_require__.e(154)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3154));
        if (!cache.isFeatureAvailable())
            return {
                reason: 'the cache service is not configured (ACTIONS_RESULTS_URL / ACTIONS_CACHE_URL not set)'
            };
        return { cache };
    };
    return {
        kind: 'cache',
        nextKey: () => keyFor(sequence),
        async restore() {
            const prefix = restorePrefix(options.key);
            // Set once the local dir is out of the way (`aside` is undefined when there was none).
            let moved;
            let result;
            try {
                const loaded = await load();
                if ('reason' in loaded)
                    return { hit: false, reason: loaded.reason };
                moved = { aside: await moveAside(dir, options.keep ?? []) };
                // The library's download timeouts keep a slow blob from running long past our own budget.
                const pending = loaded.cache.restoreCache([dir], prefix, [prefix], {
                    timeoutInMs: Math.min(timeoutMs, 30_000),
                    segmentTimeoutInMs: timeoutMs
                });
                const timed = await withTimeout(pending, timeoutMs, key => {
                    if (key)
                        log(`A cache restore that timed out finished later and extracted ${key} into ${dir}.`);
                });
                if (!timed.done)
                    result = { hit: false, reason: `the cache restore did not finish within ${seconds(timeoutMs)}` };
                else if (timed.value)
                    result = { hit: true, key: timed.value };
                else
                    result = {
                        hit: false,
                        reason: `no cache entry starts with ${prefix}, or it could not be read (the cache's own warning says which)`
                    };
            }
            catch (error) {
                result = { hit: false, reason: describe(error) };
            }
            try {
                if (moved)
                    await settle(dir, moved.aside, result.hit, log, options.keep ?? []);
            }
            catch (error) {
                log(`Could not put the local state dir back after a failed restore: ${describe(error)}`);
            }
            return result;
        },
        async save() {
            if (options.readOnly)
                return {
                    saved: false,
                    reason: 'ACTIONS_CACHE_MODE=read: this job may read the cache but not write to it'
                };
            try {
                const loaded = await load();
                if ('reason' in loaded)
                    return { saved: false, reason: loaded.reason };
                const key = keyFor(sequence);
                sequence += 1;
                const pending = loaded.cache.saveCache([dir], key);
                const timed = await withTimeout(pending, timeoutMs, id => {
                    if (id !== -1)
                        log(`A cache save that timed out finished later: ${key} exists after all.`);
                });
                if (!timed.done) {
                    return {
                        saved: false,
                        reason: `the cache save of ${key} did not finish within ${seconds(timeoutMs)}`
                    };
                }
                if (timed.value === -1)
                    return {
                        saved: false,
                        reason: `the cache did not take ${key} (refused, failed, or read-only: the cache's own message says which)`
                    };
                return { saved: true, key };
            }
            catch (error) {
                return { saved: false, reason: describe(error) };
            }
        }
    };
}
// Moves the files of an existing state dir (all but `keep`) out of the way, so a failed extraction
// cannot mix with them. The dir stays, and so does the lock in it.
async function moveAside(dir, keep) {
    if (!(await exists(dir)))
        return undefined;
    const aside = `${dir}.before-restore`;
    await (0,promises_namespaceObject.rm)(aside, { recursive: true, force: true });
    await (0,promises_namespaceObject.mkdir)(aside);
    for (const name of await entries(dir, keep))
        await (0,promises_namespaceObject.rename)(external_node_path_default().join(dir, name), external_node_path_default().join(aside, name));
    return aside;
}
// After a hit the restored files stay; after anything else whatever was extracted goes (all but
// `keep`; the whole dir when there was none) and the local files come back.
async function settle(dir, aside, hit, log, keep) {
    if (hit) {
        if (aside)
            await (0,promises_namespaceObject.rm)(aside, { recursive: true, force: true });
        return;
    }
    if (!aside) {
        // There was no local dir: whatever is there now came from the archive.
        if (await exists(dir)) {
            log(`Removed what a failed cache restore extracted into ${dir}.`);
            await (0,promises_namespaceObject.rm)(dir, { recursive: true, force: true });
        }
        return;
    }
    const extracted = await entries(dir, keep);
    if (extracted.length > 0)
        log(`Removed what a failed cache restore extracted into ${dir}.`);
    for (const name of extracted)
        await (0,promises_namespaceObject.rm)(external_node_path_default().join(dir, name), { recursive: true, force: true });
    for (const name of await entries(aside, []))
        await (0,promises_namespaceObject.rename)(external_node_path_default().join(aside, name), external_node_path_default().join(dir, name));
    await (0,promises_namespaceObject.rm)(aside, { recursive: true, force: true });
}
// The names in `dir` but `keep`; none when there is no dir.
async function entries(dir, keep) {
    const names = await (0,promises_namespaceObject.readdir)(dir).catch(() => []);
    return names.filter(name => !keep.includes(name));
}
async function exists(file) {
    return (0,promises_namespaceObject.stat)(file).then(() => true, () => false);
}
function describe(error) {
    return error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error);
}
function seconds(ms) {
    return `${Math.round(ms / 100) / 10} s`;
}
// Races the call against the budget and clears the timer either way; the call itself cannot be cancelled:
// should it finish after the budget, `late` hears what it gave.
async function withTimeout(promise, ms, late) {
    let timer;
    const timeout = new Promise(resolve => {
        timer = setTimeout(() => resolve({ done: false }), ms);
    });
    try {
        const timed = await Promise.race([promise.then(value => ({ done: true, value })), timeout]);
        if (!timed.done)
            promise.then(late, () => undefined);
        return timed;
    }
    finally {
        clearTimeout(timer);
    }
}

;// CONCATENATED MODULE: ./src/config/names.ts
/** Names of the action's inputs, outputs and saved-state keys: the one place they are spelled (`npm run docs` writes action.yml's). */
const names_Inputs = {
    Tasks: 'tasks',
    TaskSource: 'task-source',
    TaskPeekCommand: 'task-peek-command',
    TaskStatusCommand: 'task-status-command',
    TaskActiveCommand: 'task-active-command',
    TaskFailCommand: 'task-fail-command',
    Agent: 'agent',
    AgentCommand: 'agent-command',
    AgentArgs: 'agent-args',
    AgentBinary: 'agent-binary',
    Model: 'model',
    Prompt: 'prompt',
    PromptFile: 'prompt-file',
    Mode: 'mode',
    CompletionPromise: 'completion-promise',
    MaxIterations: 'max-iterations',
    IterationsPerRun: 'iterations-per-run',
    MaxAttempts: 'max-attempts',
    StuckThreshold: 'stuck-threshold',
    NoProgressLimit: 'no-progress-limit',
    ContextWindow: 'context-window',
    ContextThreshold: 'context-threshold',
    TimeBudget: 'time-budget',
    IterationTimeout: 'iteration-timeout',
    MaxCostUsd: 'max-cost-usd',
    MaxTotalCostUsd: 'max-total-cost-usd',
    FallbackAgent: 'fallback-agent',
    TokenPrices: 'token-prices',
    RateLimitWait: 'rate-limit-wait',
    VerifyCommand: 'verify-command',
    VerifyReport: 'verify-report',
    ProtectedPaths: 'protected-paths',
    // The review gate (SPEC §7).
    Review: 'review',
    ReviewCommand: 'review-command',
    ReviewPrompt: 'review-prompt',
    Checkpoint: 'checkpoint',
    CheckpointKey: 'checkpoint-key',
    Resume: 'resume',
    ForceRestart: 'force-restart',
    StateDir: 'state-dir',
    Hooks: 'hooks',
    FailOn: 'fail-on',
    Shard: 'shard',
    Commit: 'commit',
    CommitMessage: 'commit-message',
    CommitAuthor: 'commit-author',
    CommitNoVerify: 'commit-no-verify',
    Push: 'push',
    PushEvery: 'push-every',
    Branch: 'branch',
    PullRequest: 'pull-request',
    GithubToken: 'github-token',
    Base: 'base',
    // Questions answered in the pull request (SPEC §7)
    Questions: 'questions',
    // GitHub issues as the task list (SPEC §3).
    IssuesLabel: 'issues-label',
    // The sandbox (SPEC §4a)
    Sandbox: 'sandbox',
    AllowHosts: 'allow-hosts',
    AgentSecrets: 'agent-secrets',
    // Check a plan before a night (SPEC §11)
    DryRun: 'dry-run'
};
/** Flags of the local CLI that are no input of the action: the answer to the agent's question (SPEC §7). */
/** The author of the loop's commits in Actions, and outside it when the repository has no identity (SPEC §10). */
const names_BOT_AUTHOR = 'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>';
const CliFlags = {
    Answer: 'answer'
};
const Outputs = {
    Status: 'status',
    ExitCode: 'exit-code',
    HaltReason: 'halt-reason',
    Iterations: 'iterations',
    TotalIterations: 'total-iterations',
    TasksTotal: 'tasks-total',
    TasksDone: 'tasks-done',
    TasksRemaining: 'tasks-remaining',
    WorkRemaining: 'work-remaining',
    StuckTask: 'stuck-task',
    Resumed: 'resumed',
    CheckpointKey: 'checkpoint-key',
    CostUsd: 'cost-usd',
    InputTokens: 'input-tokens',
    OutputTokens: 'output-tokens',
    SessionId: 'session-id',
    Branch: 'branch',
    HeadSha: 'head-sha',
    Commits: 'commits',
    Pushed: 'pushed',
    Report: 'report',
    TotalCostUsd: 'total-cost-usd',
    PullRequestUrl: 'pull-request-url',
    PullRequestNumber: 'pull-request-number',
    // Questions answered in the pull request (SPEC §7)
    Question: 'question',
    // The sandbox (SPEC §4a)
    Sandboxed: 'sandboxed',
    BlockedHosts: 'blocked-hosts'
};
/** Keys the main step hands to the post step through `core.saveState`. */
const names_StateKeys = {
    PostNeeded: 'ralph-post-needed',
    StateDir: 'ralph-state-dir',
    CacheKey: 'ralph-cache-key',
    Workspace: 'ralph-workspace',
    PushBranch: 'ralph-push-branch',
    StateRef: 'ralph-state-ref',
    /** The keys and sha-256 digests of the credentials taken out of .git/config (JSON); never their values. */
    Credentials: 'ralph-credentials',
    /** 'true' when they were taken out of .git/config, and are to be put back. */
    CredentialsTaken: 'ralph-credentials-taken',
    /** 'true' once the main step put them back. */
    CredentialsRestored: 'ralph-credentials-restored',
    /** The HEAD the main step left: the post step pushes nothing if it moved. */
    HeadSha: 'ralph-head-sha',
    /** The sha-256 of the checkpoint the main step left ('' when there was none). */
    CheckpointDigest: 'ralph-checkpoint-digest',
    /** Where the post step keeps the main step's commit when it refuses to push. */
    RescueRef: 'ralph-rescue-ref',
    /** origin's URL and the pinned git settings the main step recorded at its start (JSON; no credential helper). */
    GitFence: 'ralph-git-fence'
};

;// CONCATENATED MODULE: ./src/config/config-error.ts
/** Longest stretch of a value quoted in a message: a whole prompt or hook list would bury the point. */
const MAX_SHOWN = 200;
/** Quotes a value for a message, cut short when it is long. */
function showValue(value) {
    const shown = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
    return `'${shown}'`;
}
/**
 * An input (or CLI flag) that cannot be used: its name, the value given and what was expected.
 * The edge prints `.message` only, so the message alone must tell the user what to fix.
 */
class config_error_ConfigError extends Error {
    input;
    value;
    expected;
    name = 'ConfigError';
    /**
     * @param input the input's name as a user writes it (`max-attempts`), or the CLI flag
     * @param value the value given, as given
     * @param expected what would have been accepted, phrased to follow "expected"
     * @param message a complete message, for cases the standard sentence does not fit (two inputs
     *   that exclude each other, an unknown flag); it must still name the input, the value and the fix
     */
    constructor(input, value, expected, message) {
        super(message ?? `Input '${input}' has value ${showValue(value)}, expected ${expected}.`);
        this.input = input;
        this.value = value;
        this.expected = expected;
    }
}

// EXTERNAL MODULE: ./src/domain/outcomes.ts
var outcomes = __nccwpck_require__(5335);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __nccwpck_require__(4006);
var picomatch_default = /*#__PURE__*/__nccwpck_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/domain/path-glob.ts

/**
 * The globs of `protected-paths` (SPEC §7), relative to the workspace, with `/` between folders,
 * matched by picomatch (the syntax every glob user knows):
 * - `*` is any run of characters but `/`, dotfiles included (a hidden file is no less protected);
 * - `?` is one character but `/`; `[abc]`, `[a-z]`, `[!abc]` one character of a set;
 * - `{a,b}` is either; `**` as a whole segment is any number of folders, none included;
 * - a pattern that names a folder (`docs`, `docs/`, `a/**`) protects all that is inside it;
 * - a leading `/` or `./` is dropped: every pattern starts at the workspace; `!` first is no negation.
 */
function globMatcher(patterns) {
    const matchers = patterns.map(pattern => picomatch_default()(path_glob_normalizeGlob(pattern), OPTIONS));
    // Whatever names a folder protects what is inside it: the path or any folder above it matches.
    return path => folders(path).some(prefix => matchers.some(matches => matches(prefix)));
}
// `posix`: `[!abc]` is the set's complement, as in a shell (without it `!` is one of the set).
const OPTIONS = { dot: true, nonegate: true, posix: true };
/** A pattern as it is matched: no leading `/` or `./`, no trailing `/`, no empty segment. */
function path_glob_normalizeGlob(pattern) {
    return pattern
        .trim()
        .replace(/^(?:\.?\/)+/, '')
        .split('/')
        .filter(segment => segment !== '' && segment !== '.')
        .join('/');
}
/**
 * Why a pattern cannot be used, or undefined when it can: it must stay inside the workspace and
 * name something in it (`**` alone, or `/`, would protect the task file and every change).
 */
function path_glob_globProblem(pattern) {
    const normal = path_glob_normalizeGlob(pattern);
    if (normal === '')
        return 'a path or glob in the workspace, not an empty one or `/`';
    if (normal.split('/').includes('..'))
        return 'a path or glob inside the workspace, without `..`';
    if (normal.startsWith('!'))
        return 'a glob without a leading `!`: every glob listed is protected, so list only what to protect';
    if (/^[*/]+$/.test(normal))
        return 'a glob that leaves the task file and the work free, not one that matches every path';
    if (/^[A-Za-z]:/.test(normal) || normal.includes('\\'))
        return 'a glob with `/` between folders';
    return undefined;
}
/**
 * The folders to look in for files that may match (each pattern's folders before its first
 * wildcard, as picomatch reads it), so that `.github/workflows/**` reads one folder and never walks
 * the whole workspace. '' when a pattern starts with a wildcard.
 */
function globRoots(patterns) {
    const roots = patterns.map(pattern => {
        const normal = path_glob_normalizeGlob(pattern);
        const scan = picomatch_default().scan(normal, OPTIONS);
        return scan.isGlob ? scan.base : normal;
    });
    // A root inside another is walked with it.
    const unique = [...new Set(roots)].sort();
    return unique.filter(root => !unique.some(other => other !== root && inside(root, other)));
}
function inside(path, folder) {
    return folder === '' || path === folder || path.startsWith(`${folder}/`);
}
/** `a/b/c` → `a`, `a/b`, `a/b/c`. */
function folders(path) {
    const segments = path.split('/');
    return segments.map((_, i) => segments.slice(0, i + 1).join('/'));
}

;// CONCATENATED MODULE: ./src/config/parse-lists.ts




/** The events a hook can be attached to (SPEC §9). */
const HOOK_EVENTS = (/* unused pure expression or super */ null && ([
    'onIterationEnd',
    'onTaskComplete',
    'onMaxIterationsExceeded',
    'onStuck',
    'onComplete',
    'onHalt',
    'onAbort',
    'onInterrupted',
    // The review gate (SPEC §7): once per task a reviewer did not approve.
    'onReviewReject'
]));
/**
 * The `hooks` input: one `event: command` per line, split at the first colon (the command may
 * contain more). Blank lines and lines starting with `#` are skipped; event names are matched
 * regardless of case and stored as spelled in HOOK_EVENTS. An event may have several hooks.
 */
function parseHooks(raw) {
    const hooks = [];
    for (const [index, text] of raw.split(/\r?\n/).entries()) {
        const line = text.trim();
        if (line === '' || line.startsWith('#'))
            continue;
        const where = `line ${index + 1}`;
        const colon = line.indexOf(':');
        if (colon < 0) {
            throw new ConfigError(Inputs.Hooks, line, `lines of the form 'event: command' (${where} has no ':')`);
        }
        const name = line.slice(0, colon).trim();
        const command = line.slice(colon + 1).trim();
        const event = HOOK_EVENTS.find(e => e.toLowerCase() === name.toLowerCase());
        if (event === undefined) {
            throw new ConfigError(Inputs.Hooks, line, `an event before the ':' on ${where}, one of ${HOOK_EVENTS.join(', ')}`);
        }
        if (command === '')
            throw new ConfigError(Inputs.Hooks, line, `a command after '${event}:' on ${where}`);
        hooks.push({ event, command });
    }
    return hooks;
}
/** The `fail-on` input: a comma list of statuses (spaces and case tolerated, duplicates dropped) or `none`. */
function parseFailOn(raw) {
    const expected = `a comma list of statuses (${STATUSES.join(', ')}) or none`;
    const items = raw
        .split(',')
        .map(item => item.trim().toLowerCase())
        .filter(item => item !== '');
    if (items.length === 1 && items[0] === 'none')
        return [];
    const statuses = items.map(item => STATUSES.find(s => s === item));
    if (items.length === 0 || statuses.includes(undefined))
        throw new ConfigError(Inputs.FailOn, raw, expected);
    return [...new Set(statuses)];
}
/**
 * The `protected-paths` input (SPEC §7): globs relative to the workspace, one a line or separated by
 * commas outside `{a,b}` (blank lines and `#` lines skipped, duplicates dropped), or `none` for no
 * protection.
 */
function parseProtectedPaths(raw) {
    const items = raw
        .split(/\r?\n/)
        .flatMap(outsideBraces)
        .map(item => item.trim())
        .filter(item => item !== '' && !item.startsWith('#'));
    if (items.length === 1 && items[0].toLowerCase() === 'none')
        return [];
    for (const item of items) {
        const problem = globProblem(item);
        if (problem)
            throw new ConfigError(Inputs.ProtectedPaths, item, problem);
    }
    return [...new Set(items.map(normalizeGlob))];
}
/** `line` split at each comma that is not inside braces: `{a,b}/**, c` → `{a,b}/**`, ` c`. */
function outsideBraces(line) {
    const items = [''];
    let depth = 0;
    for (const char of line) {
        if (char === '{')
            depth++;
        else if (char === '}')
            depth = Math.max(0, depth - 1);
        if (char === ',' && depth === 0)
            items.push('');
        else
            items[items.length - 1] += char;
    }
    return items;
}
/** The `shard` input `i/n`: 1-based index and count, 1 ≤ i ≤ n. */
function parseShard(raw) {
    const match = /^(\d+)\s*\/\s*(\d+)$/.exec(raw);
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    const valid = Number.isSafeInteger(index) && Number.isSafeInteger(count) && index >= 1 && index <= count;
    if (!valid)
        throw new ConfigError(Inputs.Shard, raw, "'i/n' with whole numbers 1 ≤ i ≤ n, such as 1/3");
    return { index, count };
}
/** The `commit-author` input `Name <email>`, as git writes an identity. */
function parse_lists_parseCommitAuthor(raw) {
    const match = /^([^<>]+?)\s*<([^<>\s]+)>$/.exec(raw);
    if (match === null) {
        throw new ConfigError(Inputs.CommitAuthor, raw, "'Name <email>', such as 'Ralph <ralph@example.com>'");
    }
    return { name: match[1], email: match[2] };
}

;// CONCATENATED MODULE: ./src/agents/presets/model-access.ts
/** claude: `ANTHROPIC_BASE_URL`; an API key or an OAuth token (SPEC §4a). */
const ANTHROPIC_ACCESS = {
    api: 'anthropic-messages',
    hosts: ['api.anthropic.com'],
    keys: ['ANTHROPIC_API_KEY', 'CLAUDE_CODE_OAUTH_TOKEN'],
    defaultBase: 'https://api.anthropic.com',
    baseUrlEnv: 'ANTHROPIC_BASE_URL',
    homeVariable: { name: 'CLAUDE_CONFIG_DIR', folder: '.claude' },
    // Its telemetry, error reports and update checks (statsig, sentry, the npm registry).
    quiet: { env: { CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1' } }
};
/**
 * codex reads no base-URL variable: its model provider's `base_url` is set with `-c` (a provider the
 * user's config.toml selects keeps its other settings; else one of ours, on the Responses API).
 */
const OPENAI_ACCESS = {
    api: 'openai-responses',
    providerConfig: { file: '.codex/config.toml', homeVariable: 'CODEX_HOME' },
    homeVariable: { name: 'CODEX_HOME', folder: '.codex' },
    // codex 0.169 otherwise calls ab.chatgpt.com and chatgpt.com (analytics), github.com and
    // api.github.com (its curated plugins) at every start.
    quiet: { args: ['-c', 'analytics.enabled=false', '-c', 'features.plugins=false'] },
    hosts: ['api.openai.com'],
    keys: ['OPENAI_API_KEY', 'CODEX_API_KEY'],
    defaultBase: 'https://api.openai.com/v1',
    baseUrlEnv: 'OPENAI_BASE_URL',
    baseUrlArgs: (url, key, provider) => provider
        ? ['-c', `model_providers.${provider}.base_url="${url}"`]
        : [
            '-c',
            'model_provider="ralph"',
            '-c',
            `model_providers.ralph={ name = "ralph", base_url = "${url}", env_key = "${key}", wire_api = "responses" }`
        ]
};
/** gemini: `GOOGLE_GEMINI_BASE_URL`, with the API-key auth selected in its settings. */
const GEMINI_ACCESS = {
    api: 'gemini-generative-language',
    settings: {
        file: '.gemini/settings.json',
        // Its usage statistics go to play.googleapis.com at every start.
        values: {
            security: { auth: { selectedType: 'gemini-api-key' } },
            privacy: { usageStatisticsEnabled: false }
        }
    },
    hosts: ['generativelanguage.googleapis.com'],
    keys: ['GEMINI_API_KEY', 'GOOGLE_API_KEY'],
    defaultBase: 'https://generativelanguage.googleapis.com',
    baseUrlEnv: 'GOOGLE_GEMINI_BASE_URL'
};

;// CONCATENATED MODULE: ./src/agents/presets/narration.ts
/** How much of an agent's message one transcript line shows. */
const MESSAGE_CHARS = 500;
/** How much of a tool call's target (a path, a command's first line, a pattern) one line shows. */
const TARGET_CHARS = 160;
/** How much of a tool's result one line shows: a few words. */
const RESULT_CHARS = 100;
// C0 controls but tab, DEL and the C1 controls: decoded from JSON, an escape sequence would reach the
// log raw (it can rewrite the terminal, or cut a line where the runner reads a new one).
// eslint-disable-next-line no-control-regex -- matching control characters is its purpose
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** `text` with its control characters escaped as `\xNN` (C0, DEL) or `\uNNNN` (C1). */
function escaped(text) {
    return text.replace(CONTROLS, char => {
        const code = char.charCodeAt(0);
        return code < 0x80
            ? `\\x${code.toString(16).padStart(2, '0')}`
            : `\\u${code.toString(16).padStart(4, '0')}`;
    });
}
/**
 * `text` as one line of at most `max` characters: its lines joined by ` ⏎ ` (every break the runner
 * splits at, U+2028 and U+2029 too), tabs and runs of spaces as one space, control characters
 * escaped, cut with `…`.
 */
function narration_oneLine(text, max) {
    const joined = text
        .trim()
        .split(/\r\n|[\r\n\u0085\u2028\u2029]/)
        .map(line => line.trim())
        .filter(line => line !== '')
        .join(' ⏎ ')
        .replace(/[ \t]+/g, ' ');
    const line = escaped(joined);
    return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
/** The first non-empty line of `text`, one line of at most `max` characters (`…` when more followed). */
function firstLine(text, max) {
    const lines = text.split(/\r\n|[\r\n\u0085\u2028\u2029]/).filter(line => line.trim() !== '');
    const first = narration_oneLine(lines[0] ?? '', max);
    return lines.length > 1 && !first.endsWith('…') ? `${first} …` : first;
}
/** A tool's result in a few words, indented under its call: `  ↳ ok: …` or `  ↳ error: …`. */
function resultLine(failed, text) {
    const words = narration_oneLine(text, RESULT_CHARS);
    return `  ↳ ${failed ? 'error' : 'ok'}${words ? `: ${words}` : ''}`;
}
/** `path` relative to the folder `cwd` when it is under it (`tasks.json`, not `/home/runner/work/app/tasks.json`). */
function relativeTo(cwd, path) {
    const base = cwd.replace(/\/+$/, '');
    return base && path.startsWith(`${base}/`) ? path.slice(base.length + 1) : path;
}
/** A line that is not a record the narrator knows (a CLI's plain-text warning): shown as it is, bounded. */
function plainLine(line) {
    const shown = narration_oneLine(line, MESSAGE_CHARS);
    return shown ? [shown] : [];
}

;// CONCATENATED MODULE: ./src/agents/presets/stream-line.ts
/**
 * One stdout line of an agent's stream as the loop hands it to the parser and the narrator: its text
 * (masked for a preset, SPEC §4) and the JSON object it holds, parsed on the first ask and only once.
 */
class StreamLine {
    text;
    parsed;
    constructor(text) {
        this.text = text;
    }
    /** The JSON object on the line, or undefined when it is not one (a CLI's plain-text warning). */
    get record() {
        this.parsed ??= { record: jsonRecord(this.text) };
        return this.parsed.record;
    }
}
function jsonRecord(line) {
    if (!line.trimStart().startsWith('{'))
        return undefined;
    try {
        return objectOf(JSON.parse(line));
    }
    catch {
        return undefined;
    }
}
const objectOf = (value) => typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
const textOf = (value) => (typeof value === 'string' ? value : undefined);
const numberOf = (value) => typeof value === 'number' && Number.isFinite(value) ? value : undefined;

;// CONCATENATED MODULE: ./src/agents/presets/claude/claude-narrator.ts


/**
 * Where each input field of Claude Code's tools points, in the order looked for: a tool names its
 * target with the first of these it has (`Read tasks.json`, `Bash: npm test`, `Grep TODO`). A field
 * that holds a command or words is shown after a colon, a path or an address after a space.
 */
const TARGETS = [
    ['file_path', false],
    ['notebook_path', false],
    ['command', true],
    ['pattern', false],
    ['url', false],
    ['query', true],
    ['description', true],
    ['skill', false],
    ['prompt', true],
    ['path', false]
];
/** Reads `claude -p --output-format stream-json --verbose` records into transcript lines. */
class ClaudeNarrator {
    cwd;
    /** `cwd`: the folder the session runs in, until its `init` record names it. */
    constructor(cwd = '') {
        this.cwd = cwd;
    }
    lines(line) {
        if (line.text.trim() === '')
            return [];
        const record = line.record;
        if (!record)
            return plainLine(line.text);
        switch (record.type) {
            case 'system':
                return this.system(record);
            case 'assistant':
                return this.blocks(objectOf(record.message)).flatMap(block => this.assistantBlock(block));
            case 'user':
                return this.blocks(objectOf(record.message)).flatMap(block => userBlock(block));
            case 'result':
                return [resultSummary(record)];
            case 'rate_limit_event':
                return rateLimit(objectOf(record.rate_limit_info) ?? record);
            default:
                return [];
        }
    }
    end() {
        return [];
    }
    system(record) {
        if (record.subtype === 'init') {
            this.cwd = textOf(record.cwd) ?? this.cwd;
            const model = textOf(record.model);
            return [`Claude Code started${model ? ` (model ${narration_oneLine(model, TARGET_CHARS)})` : ''}`];
        }
        if (record.subtype === 'api_retry') {
            const status = numberOf(record.error_status) ?? numberOf(record.status);
            const attempt = numberOf(record.attempt);
            return [`API retry${attempt ? ` ${attempt}` : ''}${status ? ` after HTTP ${status}` : ''}`];
        }
        // The CLI summed up the session so far to make room: what the agent saw before is now a summary.
        if (record.subtype === 'compact_boundary')
            return ['Context compacted'];
        return [];
    }
    blocks(message) {
        const content = message?.content;
        if (typeof content === 'string')
            return [{ type: 'text', text: content }];
        return Array.isArray(content) ? content.map(objectOf).filter(block => block !== undefined) : [];
    }
    assistantBlock(block) {
        if (block.type === 'text') {
            const text = narration_oneLine(textOf(block.text) ?? '', MESSAGE_CHARS);
            return text ? [`Claude: ${text}`] : [];
        }
        if (block.type === 'tool_use')
            return [this.toolCall(textOf(block.name) ?? 'tool', objectOf(block.input))];
        return [];
    }
    /** `Read tasks.json`, `Bash: npm test`: the tool and its target, paths relative to the session's folder. */
    toolCall(name, input) {
        const tool = narration_oneLine(name, TARGET_CHARS);
        for (const [field, colon] of TARGETS) {
            const value = textOf(input?.[field]);
            if (!value?.trim())
                continue;
            const target = firstLine(colon ? value : this.relative(value), TARGET_CHARS);
            return `${tool}${colon ? ':' : ''} ${target}`;
        }
        return tool;
    }
    relative(path) {
        return relativeTo(this.cwd, path);
    }
}
/** A tool's result (`tool_result` in a user message) in a few words; the user's own text is not news. */
function userBlock(block) {
    if (block.type !== 'tool_result')
        return [];
    const content = block.content;
    const text = typeof content === 'string'
        ? content
        : Array.isArray(content)
            ? content
                .map(part => textOf(objectOf(part)?.text) ?? '')
                .join(' ')
                .slice(0, RESULT_CHARS * 4)
            : '';
    return [resultLine(block.is_error === true, text)];
}
/** The session's end: how it ended, its turns, time and cost. */
function resultSummary(record) {
    const turns = numberOf(record.num_turns);
    const seconds = numberOf(record.duration_ms);
    const cost = numberOf(record.total_cost_usd);
    const facts = [
        ...(turns !== undefined ? [`${turns} turn${turns === 1 ? '' : 's'}`] : []),
        ...(seconds !== undefined ? [`${(seconds / 1000).toFixed(1)} s`] : []),
        ...(cost !== undefined ? [`$${cost.toFixed(4)}`] : [])
    ].join(', ');
    const how = narration_oneLine(textOf(record.subtype) ?? 'done', TARGET_CHARS);
    if (record.is_error !== true)
        return `Finished: ${how}${facts ? ` (${facts})` : ''}`;
    const status = numberOf(record.api_error_status);
    const words = narration_oneLine(textOf(record.result) ?? '', RESULT_CHARS);
    return `Finished with an error${status ? ` (HTTP ${status})` : ` (${how})`}${words ? `: ${words}` : ''}`;
}
function rateLimit(info) {
    if (info.status !== 'rejected')
        return [];
    const resets = numberOf(info.resetsAt) ?? numberOf(info.resets_at);
    if (resets === undefined)
        return ['Usage limit reached'];
    return [`Usage limit reached (resets ${new Date(resets < 1e12 ? resets * 1000 : resets).toISOString()})`];
}

;// CONCATENATED MODULE: ./src/process/describe.ts
/** One line saying how a process ended, for logs and prompts. */
function describeExit(result) {
    if (result.spawnError)
        return result.spawnError;
    if (result.timedOut)
        return `timed out after ${Math.round(result.durationMs / 1000)} s`;
    if (result.signal)
        return `killed by ${result.signal}`;
    return `exited with code ${result.exitCode ?? 'unknown'}`;
}

;// CONCATENATED MODULE: ./src/agents/presets/reset-time.ts
/**
 * When a usage limit resets, from the text forms agents print (SPEC §4): `…|1767225600` (epoch
 * seconds or ms), a `retry-after` of seconds or an HTTP date, `resets 2am`, `resets 10pm
 * (Europe/Berlin)`, `try again at 3:15 PM`. The next occurrence after `now`, as epoch ms; undefined
 * when the text says nothing usable.
 */
function parseResetTime(text, now) {
    const epoch = /\|\s*(\d{10,13})\b/.exec(text);
    if (epoch) {
        const value = Number(epoch[1]);
        return value < 1e12 ? value * 1000 : value;
    }
    const retryAfter = retryAfterOf(text, now);
    if (retryAfter !== undefined)
        return retryAfter;
    const clock = /(?:resets(?: at)?|try again at)\s+(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?(?:\s*\(([^)]+)\))?/i.exec(text);
    if (!clock)
        return undefined;
    let hour = Number(clock[1]);
    const minute = Number(clock[2] ?? 0);
    const meridiem = clock[3]?.toLowerCase().replace(/\./g, '');
    if (meridiem === 'pm' && hour < 12)
        hour += 12;
    if (meridiem === 'am' && hour === 12)
        hour = 0;
    if (hour > 23 || minute > 59)
        return undefined;
    return nextWallClock(hour, minute, clock[4]?.trim(), now);
}
/** `retry-after: 120` (seconds) or `retry-after: Wed, 21 Oct 2026 07:28:00 GMT` (RFC 9110 §10.2.3), as epoch ms. */
function retryAfterOf(text, now) {
    const lead = /retry[-_ ]after["']?\s*[:=]\s*["']?/i.exec(text);
    if (!lead)
        return undefined;
    const rest = text.slice(lead.index + lead[0].length);
    const seconds = /^(\d+(?:\.\d+)?)(?![\d:])/.exec(rest);
    if (seconds)
        return now + Math.round(Number(seconds[1]) * 1000);
    const date = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT/.exec(rest);
    return date ? Date.parse(date[0]) : undefined;
}
/** The next instant after `now` at which the wall clock of `timeZone` (default UTC) shows hour:minute. */
function nextWallClock(hour, minute, timeZone, now) {
    let offset;
    try {
        const format = new Intl.DateTimeFormat('en-US', {
            timeZone: timeZone ?? 'UTC',
            hourCycle: 'h23',
            year: 'numeric',
            month: 'numeric',
            day: 'numeric',
            hour: 'numeric',
            minute: 'numeric'
        });
        offset = at => {
            const parts = Object.fromEntries(format.formatToParts(at).map(part => [part.type, Number(part.value)]));
            const local = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
            return local - Math.floor(at / 60_000) * 60_000;
        };
    }
    catch {
        return undefined;
    }
    const day = new Date(now + offset(now));
    for (let extra = 0; extra <= 2; extra++) {
        const localTarget = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + extra, hour, minute);
        const instant = localTarget - offset(localTarget);
        if (instant > now)
            return instant;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/agents/presets/claude/claude-parser.ts



/** Every input token the model read: fresh, cache writes and cache reads. */
const inputTokens = (usage) => (numberOf(usage.input_tokens) ?? 0) +
    (numberOf(usage.cache_creation_input_tokens) ?? 0) +
    (numberOf(usage.cache_read_input_tokens) ?? 0);
const AUTH_TEXT = /invalid api key|authentication_error|401|403|please run \/login|oauth token/i;
const LIMIT_TEXT = /usage limit|limit reached|hit your limit|rate_limit|429/i;
/** Reads the stream-json records line by line as they arrive; keeps only what the telemetry needs. */
class ClaudeParser {
    now;
    lastText = '';
    contextFill;
    sessionId;
    result;
    resetAt;
    authFailure;
    constructor(now) {
        this.now = now;
    }
    onLine(line) {
        // The CLI's records start at the line's start: an indented one is not the CLI's.
        const record = line.text.startsWith('{') ? line.record : undefined;
        if (!record)
            return;
        this.sessionId = textOf(record.session_id) ?? this.sessionId;
        switch (record.type) {
            case 'assistant':
                return this.onAssistant(objectOf(record.message));
            case 'result':
                this.result = record;
                return;
            case 'rate_limit_event':
                return this.onRateLimit(objectOf(record.rate_limit_info) ?? record);
            case 'system':
                if (record.subtype === 'api_retry') {
                    const status = numberOf(record.error_status) ??
                        numberOf(record.status) ??
                        numberOf(objectOf(record.error)?.status);
                    if (status === 401 || status === 403) {
                        this.authFailure = `the API rejected the key (HTTP ${status}) and the CLI is retrying`;
                    }
                }
                return;
            default:
                return;
        }
    }
    fatal() {
        return this.authFailure;
    }
    onAssistant(message) {
        if (!message)
            return;
        const content = Array.isArray(message.content) ? message.content : [];
        const text = content
            .map(block => objectOf(block))
            .filter(block => block?.type === 'text')
            .map(block => textOf(block?.text) ?? '')
            .join('');
        if (text)
            this.lastText = text;
        const usage = objectOf(message.usage);
        if (usage)
            this.contextFill = inputTokens(usage);
    }
    onRateLimit(info) {
        if (info.status !== 'rejected')
            return;
        const resets = numberOf(info.resetsAt) ?? numberOf(info.resets_at);
        if (resets !== undefined)
            this.resetAt = resets < 1e12 ? resets * 1000 : resets;
    }
    finish(process) {
        const result = this.result;
        const usage = objectOf(result?.usage);
        const contextWindow = Object.values(objectOf(result?.modelUsage) ?? {})
            .map(model => numberOf(objectOf(model)?.contextWindow))
            .find(window => window !== undefined);
        const finalMessage = textOf(result?.result) ?? this.lastText;
        const [errorClass, errorMessage] = this.classify(process, result, finalMessage);
        const resetAt = errorClass === 'rate_limited' ? (this.resetAt ?? parseResetTime(finalMessage, this.now())) : undefined;
        return {
            finalMessage: this.lastText || finalMessage,
            errorClass,
            ...(errorMessage ? { errorMessage } : {}),
            ...(this.sessionId ? { sessionId: this.sessionId } : {}),
            ...(numberOf(result?.total_cost_usd) !== undefined
                ? { costUsd: numberOf(result?.total_cost_usd) }
                : {}),
            ...(usage ? { inputTokens: inputTokens(usage), outputTokens: numberOf(usage.output_tokens) ?? 0 } : {}),
            ...(this.contextFill !== undefined ? { contextFill: this.contextFill } : {}),
            ...(contextWindow !== undefined ? { contextWindow } : {}),
            ...(resetAt !== undefined ? { resetAt } : {})
        };
    }
    classify(process, result, text) {
        if (this.authFailure)
            return ['auth', this.authFailure];
        if (process.timedOut)
            return ['timeout', describeExit(process)];
        if (!result) {
            if (this.resetAt !== undefined)
                return ['rate_limited', 'usage limit reached'];
            return process.exitCode === 0
                ? ['no_result', 'agent exited without a result']
                : ['crashed', describeExit(process)];
        }
        const status = numberOf(result.api_error_status);
        const isError = result.is_error === true || (textOf(result.subtype) ?? 'success') !== 'success';
        if (status === 401 || status === 403)
            return ['auth', `the API rejected the key (HTTP ${status})`];
        if (status === 429)
            return ['rate_limited', text.slice(0, 300) || 'rate limited (HTTP 429)'];
        if (status !== undefined && isError)
            return ['api_error', `API error ${status}: ${text.slice(0, 300)}`];
        if (result.subtype === 'error_max_turns' || /max.?turns/i.test(textOf(result.terminal_reason) ?? '')) {
            return ['max_turns', `stopped at the turn limit after ${numberOf(result.num_turns) ?? '?'} turns`];
        }
        if (!isError)
            return process.exitCode === 0 || process.exitCode === null
                ? ['none']
                : ['crashed', describeExit(process)];
        if (this.resetAt !== undefined || LIMIT_TEXT.test(text))
            return ['rate_limited', text.slice(0, 300)];
        if (AUTH_TEXT.test(text))
            return ['auth', text.slice(0, 300)];
        return [
            'api_error',
            text.slice(0, 300) || `the agent reported an error (${textOf(result.subtype) ?? 'error'})`
        ];
    }
}

;// CONCATENATED MODULE: ./src/agents/presets/claude/claude.ts




const BUDGET_FLAG = '--max-budget-usd';
/** Claude Code: `claude -p <prompt> --output-format stream-json --verbose` (SPEC §4). */
const claude = {
    name: 'claude',
    binary: 'claude',
    // Claude Code refuses `--dangerously-skip-permissions` as root, so it gets edits plus the Bash tool.
    defaultArgs: '--permission-mode acceptEdits --allowedTools Bash',
    modelFlags: ['--model'],
    // Only its reading tools: a reviewer judges the work and must not change it.
    reviewArgs: ['--tools', 'Read,Grep,Glob'],
    install: 'npm i -g @anthropic-ai/claude-code',
    reportsCost: true,
    budgetFlag: BUDGET_FLAG,
    invocation: (options, prompt, onStdin, budgetUsd) => ({
        argv: [
            options.binary,
            '-p',
            ...(onStdin ? [] : [prompt]),
            '--output-format',
            'stream-json',
            '--verbose',
            ...(options.model ? ['--model', options.model] : []),
            ...budgetArgs(budgetUsd, options.args),
            ...options.args
        ],
        ...(onStdin ? { stdin: prompt } : {})
    }),
    readers: (now, cwd) => ({ parser: new ClaudeParser(now), narrator: new ClaudeNarrator(cwd) }),
    // Checked against claude-code 2.1.197's binary: it names each variable, host and file below.
    access: ANTHROPIC_ACCESS,
    sandbox: {
        modelHosts: ['api.anthropic.com'],
        keyVariables: ['ANTHROPIC_API_KEY', 'CLAUDE_CODE_OAUTH_TOKEN'],
        baseUrl: { kind: 'env', variable: 'ANTHROPIC_BASE_URL' },
        home: {
            paths: ['.claude', '.claude.json'],
            homeVariable: 'CLAUDE_CONFIG_DIR',
            credentials: ['.claude/.credentials.json'],
            // .claude.json keeps the CLI's state (onboarding, projects, the account's name), no token.
            settings: ['.claude/settings.json', '.claude.json']
        }
    }
};
/** Claude Code with the config's options. */
function claudeAgent(options) {
    return agentOf(claude, options);
}
/**
 * `--max-budget-usd` with what is left of the run's budget (SPEC §10), so one iteration cannot spend
 * past it; cut down to a tenth of a cent. Nothing when there is no budget or `agent-args` sets its own.
 */
function budgetArgs(budgetUsd, args) {
    if (budgetUsd === undefined || args.some(arg => arg === BUDGET_FLAG || arg.startsWith(`${BUDGET_FLAG}=`)))
        return [];
    return [BUDGET_FLAG, String(Math.max(0, Math.floor(budgetUsd * 1000) / 1000))];
}

;// CONCATENATED MODULE: ./src/agents/presets/codex/codex-narrator.ts


/** Items whose start is news: a command runs for a while, so its line shows before its result. */
const STARTED = new Set(['command_execution', 'mcp_tool_call', 'web_search']);
/** Reads `codex exec --json` events (thread, turn and item events) into transcript lines. */
class CodexNarrator {
    cwd;
    /** Items announced at their start, so their completion shows only the result (bounded: ids leave when done). */
    announced = new Set();
    /** `cwd`: the workspace, which paths are shown relative to. */
    constructor(cwd = '') {
        this.cwd = cwd;
    }
    lines(line) {
        if (line.text.trim() === '')
            return [];
        const event = line.record;
        if (!event)
            return plainLine(line.text);
        const item = objectOf(event.item);
        switch (event.type) {
            case 'item.started':
                return item ? this.started(item) : [];
            case 'item.completed':
                return item ? this.completed(item) : [];
            case 'turn.completed':
                return [turnDone(objectOf(event.usage))];
            case 'turn.failed':
                return [
                    `Turn failed: ${narration_oneLine(textOf(objectOf(event.error)?.message) ?? 'no reason given', MESSAGE_CHARS)}`
                ];
            case 'error':
                return [`Error: ${narration_oneLine(textOf(event.message) ?? '', MESSAGE_CHARS)}`];
            default:
                return [];
        }
    }
    end() {
        return [];
    }
    started(item) {
        const type = textOf(item.type) ?? '';
        if (!STARTED.has(type))
            return [];
        if (this.announced.size < 1000)
            this.announced.add(textOf(item.id) ?? '');
        return [call(item, this.cwd)];
    }
    completed(item) {
        switch (item.type) {
            case 'agent_message': {
                const text = narration_oneLine(textOf(item.text) ?? '', MESSAGE_CHARS);
                return text ? [`Codex: ${text}`] : [];
            }
            case 'error':
                return [`Warning: ${narration_oneLine(textOf(item.message) ?? '', MESSAGE_CHARS)}`];
            case 'todo_list':
                return [todoLine(item)];
            case 'command_execution':
            case 'mcp_tool_call':
            case 'web_search':
            case 'file_change': {
                const id = textOf(item.id) ?? '';
                const shown = this.announced.delete(id) ? [] : [call(item, this.cwd)];
                return [...shown, outcome(item)];
            }
            default:
                return [];
        }
    }
}
/** A tool call with its target: `Shell: npm test`, `Edit src/app.ts`, `MCP github.create_issue`. */
function call(item, cwd) {
    switch (item.type) {
        case 'command_execution':
            return `Shell: ${firstLine(textOf(item.command) ?? '', TARGET_CHARS)}`;
        case 'file_change': {
            const changes = Array.isArray(item.changes) ? item.changes.map(objectOf) : [];
            const paths = changes.map(change => `${relativeTo(cwd, textOf(change?.path) ?? '?')} (${textOf(change?.kind) ?? 'change'})`);
            return `Edit ${narration_oneLine(paths.join(', '), TARGET_CHARS)}`;
        }
        case 'mcp_tool_call':
            return `MCP ${narration_oneLine(`${textOf(item.server) ?? '?'}.${textOf(item.tool) ?? '?'}`, TARGET_CHARS)}`;
        default:
            return `Web search: ${narration_oneLine(textOf(item.query) ?? '', TARGET_CHARS)}`;
    }
}
/** A call's result in a few words: its status, a command's exit code and first output. */
function outcome(item) {
    const exit = numberOf(item.exit_code);
    const failed = item.status === 'failed' || item.status === 'declined' || (exit !== undefined && exit !== 0);
    const error = textOf(objectOf(item.error)?.message) ?? textOf(item.error);
    const output = textOf(item.aggregated_output) ?? error ?? '';
    return resultLine(failed, `${exit !== undefined && exit !== 0 ? `exit ${exit}: ` : ''}${output}`);
}
function todoLine(item) {
    const items = Array.isArray(item.items) ? item.items.map(objectOf) : [];
    const done = items.filter(entry => entry?.completed === true).length;
    return `Plan: ${done} of ${items.length} steps done`;
}
function turnDone(usage) {
    const input = numberOf(usage?.input_tokens);
    const output = numberOf(usage?.output_tokens);
    if (input === undefined && output === undefined)
        return 'Turn done';
    return `Turn done (${input ?? 0} tokens in, ${output ?? 0} out)`;
}

;// CONCATENATED MODULE: ./src/agents/presets/codex/codex-parser.ts



const num = (value) => (typeof value === 'number' ? value : 0);
/** Reads `codex exec --json`'s JSONL events: the last agent message, the turns' usage, the errors. */
class CodexParser {
    now;
    finalMessage = '';
    sessionId;
    input = 0;
    output = 0;
    cached = 0;
    completed = false;
    error = '';
    constructor(now) {
        this.now = now;
    }
    onLine(line) {
        const event = line.record;
        if (!event)
            return;
        const item = objectOf(event.item);
        if (event.type === 'thread.started' && typeof event.thread_id === 'string')
            this.sessionId = event.thread_id;
        if (event.type === 'item.completed' && item?.type === 'agent_message' && typeof item.text === 'string') {
            this.finalMessage = item.text;
        }
        if (event.type === 'turn.completed') {
            const usage = objectOf(event.usage);
            this.completed = true;
            // As in OpenAI's usage, cached_input_tokens are a part of input_tokens and reasoning_output_tokens
            // a part of output_tokens (checked against codex 0.169's output for a served usage).
            this.input += num(usage?.input_tokens);
            this.output += num(usage?.output_tokens);
            this.cached += num(usage?.cached_input_tokens);
        }
        if (event.type === 'turn.failed') {
            const message = objectOf(event.error)?.message;
            this.error = typeof message === 'string' ? message : 'turn failed';
        }
        // `error` events such as "Reconnecting... 2/5" are retries, not failures.
        if (event.type === 'error' && typeof event.message === 'string' && !/reconnecting/i.test(event.message)) {
            this.error = event.message;
        }
    }
    finish(process) {
        const base = {
            finalMessage: this.finalMessage,
            errorClass: 'none',
            ...(this.sessionId ? { sessionId: this.sessionId } : {}),
            ...(this.completed
                ? { inputTokens: this.input, outputTokens: this.output, cachedTokens: this.cached }
                : {})
        };
        const text = this.error || (process.exitCode === 0 ? '' : process.tail.slice(-500));
        if (/usage limit|rate limit/i.test(text)) {
            const resetAt = parseResetTime(text, this.now());
            return {
                ...base,
                errorClass: 'rate_limited',
                errorMessage: text.slice(0, 300),
                ...(resetAt ? { resetAt } : {})
            };
        }
        if (/401|403|unauthorized|api key/i.test(text))
            return { ...base, errorClass: 'auth', errorMessage: text.slice(0, 300) };
        if (process.timedOut)
            return { ...base, errorClass: 'timeout', errorMessage: describeExit(process) };
        if (this.error)
            return { ...base, errorClass: 'api_error', errorMessage: this.error.slice(0, 300) };
        if (process.exitCode !== 0)
            return { ...base, errorClass: 'crashed', errorMessage: describeExit(process) };
        if (!this.completed)
            return { ...base, errorClass: 'no_result', errorMessage: 'agent exited without a completed turn' };
        return base;
    }
}

;// CONCATENATED MODULE: ./src/agents/presets/codex/codex.ts




/** Codex: `codex exec --json <prompt>` (a prompt of `-` is read from stdin); JSONL events. */
const codex = {
    name: 'codex',
    binary: 'codex',
    // `codex exec` alone is read-only and edits nothing.
    defaultArgs: '--sandbox workspace-write',
    // Its own sandbox is bubblewrap too, and a user namespace cannot nest in ours (bwrap: "Creating new
    // namespace failed … (ENOSPC)"): inside ours, the flag its docs give for running in another sandbox.
    sandboxedArgs: '--dangerously-bypass-approvals-and-sandbox',
    modelFlags: ['--model', '-m'],
    reviewArgs: ['--sandbox', 'read-only'],
    install: 'npm i -g @openai/codex',
    reportsCost: false,
    invocation: (options, prompt, onStdin) => ({
        argv: [
            options.binary,
            'exec',
            '--json',
            ...(options.model ? ['-m', options.model] : []),
            ...options.args,
            onStdin ? '-' : prompt
        ],
        ...(onStdin ? { stdin: prompt } : {})
    }),
    readers: (now, cwd) => ({ parser: new CodexParser(now), narrator: new CodexNarrator(cwd) }),
    // Checked against codex 0.169's binary and __fixtures__/responses-server.ts, which points it at a
    // scripted server: it reads no OPENAI_BASE_URL, only the provider's `base_url` in config.toml.
    access: OPENAI_ACCESS,
    sandbox: {
        // chatgpt.com serves a ChatGPT login (`codex login`) instead of an API key.
        modelHosts: ['api.openai.com', 'chatgpt.com'],
        keyVariables: ['OPENAI_API_KEY', 'CODEX_API_KEY'],
        baseUrl: {
            kind: 'file',
            file: '.codex/config.toml',
            setting: 'model_provider = "<id>" and [model_providers.<id>] base_url'
        },
        home: {
            paths: ['.codex'],
            homeVariable: 'CODEX_HOME',
            credentials: ['.codex/auth.json'],
            settings: ['.codex/config.toml']
        }
    }
};
/** Codex with the config's options. */
function codexAgent(options) {
    return agentOf(codex, options);
}

;// CONCATENATED MODULE: ./src/agents/presets/gemini/gemini-narrator.ts


/** The JSON document is read for the transcript up to this size; a longer one is only named. */
const gemini_narrator_MAX_SHOWN = 4 * 1024 * 1024;
/**
 * Reads `gemini --output-format json`: one pretty-printed document when the CLI is done (its answer,
 * its tool and file statistics, or its error), so the transcript comes at the end. Lines before the
 * document (a plain-text warning) show as they are. The parser feeds the document; this reads it.
 */
class GeminiNarrator {
    document;
    started = false;
    constructor(document) {
        this.document = document;
    }
    lines(line) {
        this.started ||= this.document.holds(line);
        if (this.started)
            return [];
        return line.text.trim() === '' ? [] : plainLine(line.text);
    }
    end() {
        if (!this.started)
            return [];
        if (this.document.size > gemini_narrator_MAX_SHOWN)
            return [`Gemini's JSON result is over ${gemini_narrator_MAX_SHOWN / 1024 / 1024} MiB: not shown`];
        const doc = this.document.value();
        if (!doc)
            return ["Gemini's output ended without a whole JSON result"];
        const response = narration_oneLine(textOf(doc.response) ?? '', MESSAGE_CHARS);
        const error = objectOf(doc.error);
        return [
            ...(response ? [`Gemini: ${response}`] : []),
            ...toolsLine(objectOf(objectOf(doc.stats)?.tools)),
            ...filesLine(objectOf(objectOf(doc.stats)?.files)),
            ...(error ? [`Error: ${narration_oneLine(textOf(error.message) ?? 'no message', MESSAGE_CHARS)}`] : [])
        ];
    }
}
/** `Tools: read_file ×2, run_shell_command ×1 (1 failed)`: gemini's statistics name each tool it called. */
function toolsLine(tools) {
    const byName = Object.entries(objectOf(tools?.byName) ?? {});
    if (byName.length === 0)
        return [];
    const calls = byName.map(([name, stats]) => {
        const count = numberOf(objectOf(stats)?.count) ?? 0;
        const failed = numberOf(objectOf(stats)?.fail) ?? 0;
        return `${name} ×${count}${failed > 0 ? ` (${failed} failed)` : ''}`;
    });
    return [`Tools: ${narration_oneLine(calls.join(', '), TARGET_CHARS * 2)}`];
}
function filesLine(files) {
    const added = numberOf(files?.totalLinesAdded) ?? 0;
    const removed = numberOf(files?.totalLinesRemoved) ?? 0;
    return added + removed > 0 ? [`Files: +${added} −${removed} lines`] : [];
}

;// CONCATENATED MODULE: ./src/agents/presets/gemini/gemini-document.ts

// Room for a response as long as the longest line the runner passes whole (16 MiB), and the rest.
const MAX_DOCUMENT = 32 * 1024 * 1024;
/**
 * The one JSON document `gemini --output-format json` prints when it is done, pretty-printed over many
 * lines: kept from its first line (one that starts with `{`; the lines before are a plain-text
 * warning), bounded, and parsed once for both the telemetry and the transcript.
 */
class GeminiDocument {
    text = '';
    parsed;
    /** Characters of the document seen, its line breaks counted (more than are kept when it overflows). */
    size = 0;
    overflow = false;
    /** Whether `line` is part of the document: it has begun, or begins with it. */
    holds(line) {
        return this.size > 0 || line.text.trimStart().startsWith('{');
    }
    /** Feeds one stdout line (the parser does, for both). */
    add(line) {
        if (!this.holds(line))
            return;
        this.size += line.text.length + 1;
        if (this.size > MAX_DOCUMENT)
            this.overflow = true;
        else
            this.text += `${line.text}\n`;
    }
    /** The document's object, once the stream has ended; none when no whole document came. */
    value() {
        this.parsed ??= { value: this.overflow ? undefined : parsedObject(this.text) };
        return this.parsed.value;
    }
}
/** The last pretty-printed JSON object (a `{` at the start of a line) in `text`, if one parses. */
function lastJsonDocument(tail) {
    const text = `\n${tail}`;
    const end = text.lastIndexOf('}');
    for (let start = text.lastIndexOf('\n{', end); start >= 0; start = text.lastIndexOf('\n{', start - 1)) {
        const value = parsedObject(text.slice(start + 1, end + 1));
        if (value)
            return value;
        // not a whole document from here: try the one before
    }
    return undefined;
}
function parsedObject(text) {
    try {
        return objectOf(JSON.parse(text));
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/agents/presets/gemini/gemini-parser.ts



/** The JSON may span many lines: it is kept in the document (shared with the narrator) and read at the end. */
class GeminiParser {
    now;
    document;
    constructor(now, document = new GeminiDocument()) {
        this.now = now;
        this.document = document;
    }
    onLine(line) {
        this.document.add(line);
    }
    finish(process) {
        // On a failure gemini 0.61 prints its JSON document to stderr, after a stack trace, and nothing
        // on stdout: then the document is the last one in the output's tail.
        const doc = this.document.value() ?? lastJsonDocument(process.tail);
        const models = Object.values(objectOf(objectOf(doc?.stats)?.models) ?? {}).map(model => objectOf(objectOf(model)?.tokens));
        const sum = (key) => models.reduce((total, tokens) => total + (Number(tokens?.[key]) || 0), 0);
        const base = {
            finalMessage: typeof doc?.response === 'string' ? doc.response : '',
            errorClass: 'none',
            ...(typeof doc?.session_id === 'string' ? { sessionId: doc.session_id } : {}),
            // `prompt` counts every input token (`input` leaves out the cached ones); thoughts are output.
            ...(models.length > 0
                ? {
                    inputTokens: sum('prompt'),
                    outputTokens: sum('candidates') + sum('thoughts'),
                    cachedTokens: sum('cached')
                }
                : {})
        };
        const error = objectOf(doc?.error);
        const message = typeof error?.message === 'string' ? error.message : '';
        // Gemini retries a 429 itself, logging each attempt to stderr; when it ends (or is stopped) with
        // no answer after such retries, the iteration was rate limited, not broken.
        const throttled = lastQuotaRetry(process.tail);
        if (throttled && !message && (!doc || process.timedOut || process.exitCode !== 0))
            return this.rateLimited(base, throttled.message, throttled.rest);
        if (process.timedOut)
            return { ...base, errorClass: 'timeout', errorMessage: describeExit(process) };
        // Exit code 41 is an authentication failure; 53 the turn limit (gemini-cli docs).
        if (process.exitCode === 41 || /api key|unauthenticated|401|403/i.test(message)) {
            return { ...base, errorClass: 'auth', errorMessage: message || 'authentication failed (exit 41)' };
        }
        if (/quota|rate limit|429|resource.?exhausted/i.test(message))
            return this.rateLimited(base, message, message);
        if (process.exitCode === 53)
            return { ...base, errorClass: 'max_turns', errorMessage: 'turn limit reached (exit 53)' };
        if (error)
            return { ...base, errorClass: 'api_error', errorMessage: message || 'the agent reported an error' };
        if (process.exitCode !== 0)
            return { ...base, errorClass: 'crashed', errorMessage: describeExit(process) };
        if (!doc) {
            const why = this.document.overflow
                ? `its JSON result was over ${MAX_DOCUMENT / 1024 / 1024} MiB`
                : 'agent printed no JSON result';
            return { ...base, errorClass: 'no_result', errorMessage: why };
        }
        return base;
    }
    /** A rate limit, reset when gemini's `text` says "Suggested retry after 30s". */
    rateLimited(base, errorMessage, text) {
        const seconds = /Suggested retry after (\d+(?:\.\d+)?)s/.exec(text)?.[1];
        const resetAt = seconds === undefined ? undefined : this.now() + Number(seconds) * 1000;
        return { ...base, errorClass: 'rate_limited', errorMessage, ...(resetAt ? { resetAt } : {}) };
    }
}
/** The last "Attempt N failed: <quota message>" line gemini logs while it retries a 429, and what follows it. */
function lastQuotaRetry(tail) {
    const attempts = [...tail.matchAll(/^Attempt \d+ failed: (.*)$/gm)];
    const last = attempts.at(-1);
    if (!last || !/quota|exhausted|rate limit|429/i.test(last[1]))
        return undefined;
    return { message: last[1], rest: tail.slice((last.index ?? 0) + last[0].length) };
}

;// CONCATENATED MODULE: ./src/agents/presets/gemini/gemini.ts




/** Gemini CLI: `gemini -p <prompt> --output-format json --skip-trust`; one JSON document at the end. */
const gemini = {
    name: 'gemini',
    binary: 'gemini',
    // Non-interactive gemini refuses every tool call that needs approval.
    defaultArgs: '--approval-mode yolo',
    modelFlags: ['--model', '-m'],
    // Its default approval mode: a non-interactive run then refuses edits and shell commands.
    reviewArgs: ['--approval-mode', 'default'],
    install: 'npm i -g @google/gemini-cli',
    reportsCost: false,
    invocation: (options, prompt, onStdin) => ({
        argv: [
            options.binary,
            ...(onStdin ? [] : ['-p', prompt]),
            '--output-format',
            'json',
            '--skip-trust',
            ...(options.model ? ['-m', options.model] : []),
            ...options.args
        ],
        ...(onStdin ? { stdin: prompt } : {})
    }),
    readers: now => {
        const parser = new GeminiParser(now);
        return { parser, narrator: new GeminiNarrator(parser.document) };
    },
    // Checked against gemini-cli 0.61's bundle and __fixtures__/gemini-server.ts: with the base URL
    // alone it picks its `gateway` auth and exits 41, so settings.json must select the API key.
    access: GEMINI_ACCESS,
    sandbox: {
        modelHosts: ['generativelanguage.googleapis.com'],
        keyVariables: ['GEMINI_API_KEY', 'GOOGLE_API_KEY'],
        baseUrl: {
            kind: 'env',
            variable: 'GOOGLE_GEMINI_BASE_URL',
            note: 'with security.auth.selectedType "gemini-api-key" in .gemini/settings.json'
        },
        home: {
            paths: ['.gemini'],
            credentials: [
                '.gemini/oauth_creds.json',
                '.gemini/google_accounts.json',
                '.gemini/mcp-oauth-tokens.json',
                '.gemini/gemini-credentials.json'
            ],
            settings: ['.gemini/settings.json']
        }
    }
};
/** Gemini CLI with the config's options. */
function geminiAgent(options) {
    return agentOf(gemini, options);
}

;// CONCATENATED MODULE: ./src/agents/presets/catalogue.ts



/**
 * Every agent preset, one entry each (SPEC §4), in the order the docs list them. A new preset is one
 * more folder beside these and its line here; the config, the factory and the docs read this list.
 */
const CATALOGUE = [claude, codex, gemini];
/** The preset `agent` runs when the input is not set (SPEC §4). */
const DEFAULT_PRESET = claude.name;
const PRESET_NAMES = CATALOGUE.map(entry => entry.name);
/** The presets whose output carries tokens but no cost: their cost comes from `token-prices`. */
const NO_COST_NAMES = CATALOGUE.filter(entry => !entry.reportsCost).map(entry => entry.name);
/** The entry of a preset by its name. */
function entryOf(name) {
    const entry = CATALOGUE.find(candidate => candidate.name === name);
    if (!entry)
        throw new Error(`no agent preset named ${name}`);
    return entry;
}
/** "a, b or c": the names of some entries, as the docs and messages write them. */
function namesOf(entries, last = 'or') {
    const names = entries.map(entry => entry.name);
    return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${last} ${names.at(-1)}`;
}
/** Whether `name` is a preset's (not `command`, `none` or anything else). */
function isPresetName(name) {
    return PRESET_NAMES.includes(name);
}

;// CONCATENATED MODULE: ./src/config/descriptions-keep.ts

/**
 * The inputs of `INPUT_DOCS` (descriptions.ts) from `checkpoint` to `base`, in the order of names.ts:
 * the checkpoint and resume, hooks, the step's verdict, shards, and the commits, pushes and pull request.
 */
const KEEP_INPUT_DOCS = {
    checkpoint: {
        group: 'keep',
        description: 'Where the checkpoint is kept between runs: cache, file (state-dir only) or none.',
        default: 'cache in Actions, else file',
        computed: true
    },
    'checkpoint-key': {
        group: 'keep',
        description: 'Cache key prefix of the checkpoint ({workflow}, {job} and {ref} are filled in); runs with one key share a loop.',
        default: 'ralph-{workflow}-{job}-{ref}'
    },
    resume: {
        group: 'keep',
        description: 'auto: continue a saved checkpoint when that makes sense; never: always start over.',
        default: 'auto'
    },
    'force-restart': {
        group: 'keep',
        description: 'Ignore any checkpoint, valid or not, and start a new loop.',
        default: 'false'
    },
    'state-dir': {
        group: 'keep',
        description: 'Folder for the checkpoint, iteration summaries and report, relative to the workspace.',
        default: '.ralph'
    },
    hooks: {
        group: 'keep',
        description: 'Lines of "event: command" run on loop events, such as onComplete: ./notify.sh.',
        default: ''
    },
    'fail-on': {
        group: 'stop',
        description: 'Comma list of statuses that fail the step (completed, stuck, aborted, interrupted, halted), or none.',
        default: 'stuck,aborted,interrupted'
    },
    shard: {
        group: 'keep',
        description: 'i/n: run only the tasks of shard i of n (a job per shard).',
        default: ''
    },
    commit: {
        group: 'keep',
        description: "When to commit the agent's work: none, task (a task got done) or iteration.",
        default: 'task in Actions, else none',
        computed: true
    },
    'commit-message': {
        group: 'keep',
        description: 'Commit message template with {task_id}, {outcome} and {n}.',
        default: 'ralph: {task_id} {outcome} (iteration {n})'
    },
    'commit-author': {
        group: 'keep',
        description: 'Author of the commits, as "Name <email>".',
        default: `${names_BOT_AUTHOR} in Actions, else the repository’s git identity (or that bot)`,
        computed: true
    },
    'commit-no-verify': {
        group: 'keep',
        description: "Has no effect: the loop's own git never runs the repository's git hooks.",
        default: 'false'
    },
    push: {
        group: 'keep',
        description: 'Push the commits to branch (in Actions, with an origin remote, whenever commit is not none).',
        default: 'true in Actions unless commit is none, else false',
        computed: true
    },
    'push-every': {
        group: 'keep',
        description: 'When to push: end (once, at the end of the run) or commit.',
        default: 'end'
    },
    branch: {
        group: 'keep',
        description: 'The work branch: fetched from origin and checked out (or created) at the start, and pushed to.',
        default: 'ralph/{workflow} (plus -shard{i}of{n}) in Actions, else the current branch',
        computed: true
    },
    'pull-request': {
        group: 'keep',
        first: true,
        description: 'Open, then keep up to date, one pull request from branch into base: none, draft or ready.',
        default: 'none'
    },
    'github-token': {
        group: 'keep',
        description: 'Token for the pull request (needs pull-requests: write).',
        default: '${{ github.token }}'
    },
    base: {
        group: 'keep',
        description: 'Base branch of the pull request.',
        default: 'the branch checked out before the switch',
        computed: true
    }
};

;// CONCATENATED MODULE: ./src/config/descriptions-trust.ts
/**
 * The inputs of trust in `INPUT_DOCS` (descriptions.ts), in the order of action.yml: the agent's
 * questions, GitHub issues as tasks, and the sandbox.
 */
const TRUST_INPUT_DOCS = {
    // Questions answered in the pull request (SPEC §7)
    questions: {
        group: 'stop',
        description: 'Let the agent ask a person: <question>…</question> halts the run (needs_input) until an answer comes.',
        default: 'true'
    },
    // GitHub issues as the task list (SPEC §3)
    'issues-label': {
        group: 'start',
        description: 'task-source github-issues: the label of the open issues that are the tasks.',
        default: 'ralph'
    },
    // The sandbox (SPEC §4a)
    sandbox: {
        group: 'trust',
        description: 'Run the agent, reviewer and verify command in a sandbox: auto, on or off (see SECURITY.md).',
        default: 'auto'
    },
    'allow-hosts': {
        group: 'trust',
        first: true,
        description: 'More hosts the sandboxed agent may reach (lines or commas, *.example.com; * for any).',
        default: ''
    },
    'agent-secrets': {
        group: 'trust',
        description: 'Secret variables of the step passed into the sandbox (names, lines or commas); every other one is withheld.',
        default: ''
    }
};

;// CONCATENATED MODULE: ./src/config/descriptions.ts



/**
 * Every input's documentation, in the order of names.ts: its one line, default, group and details.
 * The one source of the inputs' text: the CLI's help reads it, `npm run docs` writes action.yml and the
 * README's tables from it (scripts/input-docs.ts), and a test fails when they differ.
 */
const descriptions_INPUT_DOCS = {
    tasks: {
        group: 'start',
        first: true,
        description: 'Task file, relative to the workspace; required unless task-source is command or mode is plan.',
        default: ''
    },
    'task-source': {
        group: 'start',
        description: 'How to read the tasks: auto (by extension), json, yaml, markdown, command (a task CLI), github-issues.',
        default: 'auto'
    },
    'task-peek-command': {
        group: 'start',
        description: 'Task CLI: lists claimable tasks before each iteration; its output fills {{peek}}.',
        default: 'task peek -n 10'
    },
    'task-status-command': {
        group: 'start',
        description: 'Task CLI: prints the open, active and failed counts that decide whether work remains.',
        default: 'task plan-status'
    },
    'task-active-command': {
        group: 'start',
        description: 'Task CLI: prints the ids of tasks still active for this agent after a session ends.',
        default: 'task active --agent "$RALPH_AGENT_ID"'
    },
    'task-fail-command': {
        group: 'start',
        description: 'Task CLI: releases a task a session left active ($RALPH_TASK_ID, $RALPH_FAIL_REASON).',
        default: 'task fail "$RALPH_TASK_ID" --reason "$RALPH_FAIL_REASON"'
    },
    agent: {
        group: 'agent',
        first: true,
        description: `Agent CLI to run: ${PRESET_NAMES.join(', ')} or command.`,
        default: DEFAULT_PRESET
    },
    'agent-command': {
        group: 'agent',
        description: 'Shell command run as the agent when agent is command; the prompt arrives on stdin.',
        default: ''
    },
    'agent-args': {
        group: 'agent',
        description: "Extra arguments appended to the preset's command line, split like a shell would.",
        default: CATALOGUE.map(entry => `${entry.name}: ${entry.defaultArgs}`).join('; '),
        details: 'See docs/agents.md for what each lets the agent do.',
        computed: true
    },
    'agent-binary': {
        group: 'agent',
        description: "Executable of the agent preset, if not the preset's name on PATH.",
        default: ''
    },
    model: {
        group: 'agent',
        first: true,
        description: "Model passed with the preset's model flag; wins over one in agent-args.",
        default: ''
    },
    prompt: {
        group: 'start',
        description: 'Prompt template (placeholders such as {{task}}); not with prompt-file.',
        default: ''
    },
    'prompt-file': {
        group: 'start',
        description: 'File holding the prompt template, relative to the workspace; not with prompt.',
        default: ''
    },
    mode: {
        group: 'start',
        description: 'build: stop when no work remains; plan: stop when the agent prints the completion promise.',
        default: 'build'
    },
    'completion-promise': {
        group: 'start',
        description: 'Plan mode: the loop completes when the agent says <promise>TEXT</promise>.',
        default: 'COMPLETE'
    },
    'max-iterations': {
        group: 'stop',
        first: true,
        description: 'Iterations over the whole loop, across resumed runs; reached with work left: aborted.',
        default: '20'
    },
    'iterations-per-run': {
        group: 'budgets',
        description: 'Iterations in one run before halting to resume later (0 = no limit).',
        default: '0'
    },
    'max-attempts': {
        group: 'stop',
        description: 'Attempts at one task (1-10) before the loop is stuck on it.',
        default: '5'
    },
    'stuck-threshold': {
        group: 'stop',
        description: 'Failed iterations in a row on one task that make the loop stuck (0 = off).',
        default: '3'
    },
    'no-progress-limit': {
        group: 'stop',
        description: 'Iterations in a row with no task done and no file changed that make it stuck (0 = off).',
        default: '2'
    },
    'context-window': {
        group: 'budgets',
        description: 'Context window in tokens, for the estimated context check (0 = no check).',
        default: '0'
    },
    'context-threshold': {
        group: 'budgets',
        description: 'Fraction of the context window (0 < x <= 1) at which the loop halts to resume later.',
        default: '0.90'
    },
    'time-budget': {
        group: 'budgets',
        first: true,
        description: 'Minutes this run may use before it halts to resume later; keep it under timeout-minutes.',
        default: '330'
    },
    'iteration-timeout': {
        group: 'budgets',
        description: 'Minutes one agent invocation may take before it is killed.',
        default: '60'
    },
    'max-cost-usd': {
        group: 'budgets',
        first: true,
        description: 'US dollars this run may spend, as reported by the agent, before halting (0 = no limit).',
        default: '0'
    },
    'max-total-cost-usd': {
        group: 'budgets',
        description: 'US dollars the loop may spend over all its runs; later runs halt before the agent until it is raised (0 = no limit).',
        default: '0'
    },
    'fallback-agent': {
        group: 'agent',
        description: `Preset (${namesOf(CATALOGUE)}) that takes over the run at once after a usage limit with an unknown or distant reset.`,
        default: ''
    },
    'token-prices': {
        group: 'agent',
        description: `USD per million tokens (input=N,output=N[,cached=N]) to price agents that report no cost (${NO_COST_NAMES.join(', ')}).`,
        default: ''
    },
    'rate-limit-wait': {
        group: 'budgets',
        description: 'Minutes the loop may wait for a rate limit to reset before halting (0 = never wait).',
        default: '15'
    },
    'verify-command': {
        group: 'stop',
        first: true,
        description: 'Shell command (tests) that must pass before the loop counts as completed.',
        default: ''
    },
    'verify-report': {
        group: 'stop',
        description: 'JUnit XML file the verify command writes, relative to the workspace; decides the pass.',
        default: ''
    },
    'protected-paths': {
        group: 'trust',
        first: true,
        description: 'Globs (a line or comma each; none = off) of paths the agent may not change: such an iteration is undone and fails.',
        details: "Globs: * and ? within a folder, ** any folders, [abc] one of a set, {a,b} either; a folder covers all inside it (docs/completion.md). The verify and review commands' scripts and the package managers' files (.npmrc, .yarnrc, .yarnrc.yml, bunfig.toml, .pnpmfile.cjs) are always protected too.",
        default: '.github/workflows/**'
    },
    review: {
        group: 'stop',
        description: `Review gate: who judges each task marked done before it counts: none, ${PRESET_NAMES.join(', ')} or command.`,
        default: 'none'
    },
    'review-command': {
        group: 'stop',
        description: 'Shell command that reviews a task (review: command): exit 0 approves; the diff is in $RALPH_DIFF_FILE.',
        default: ''
    },
    'review-prompt': {
        group: 'stop',
        description: 'Reviewer prompt template ({{task}}, {{task_id}}, {{diff}}, {{diff_file}}); the default asks for a verdict.',
        default: ''
    },
    ...KEEP_INPUT_DOCS,
    ...TRUST_INPUT_DOCS,
    'dry-run': {
        group: 'start',
        description: "Check the inputs and the agent's binary on PATH, print the tasks as read and the first prompt; run nothing.",
        default: 'false'
    }
};
/** The inputs of one group as the README, action.yml and the help list them: the newcomer's ten first. */
function inputsOf(group) {
    const inputs = Object.keys(descriptions_INPUT_DOCS).filter(input => descriptions_INPUT_DOCS[input].group === group);
    return [
        ...inputs.filter(input => descriptions_INPUT_DOCS[input].first),
        ...inputs.filter(input => !descriptions_INPUT_DOCS[input].first)
    ];
}

;// CONCATENATED MODULE: ./src/config/parse-values.ts



// Plain digits only: Number() would also take '1e3', '0x10', ' 5 ', '+5' and '' (as 0).
const INTEGER = /^\d+$/;
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const TRUE_FORMS = (/* unused pure expression or super */ null && (['true', 'True', 'TRUE']));
const FALSE_FORMS = (/* unused pure expression or super */ null && (['false', 'False', 'FALSE']));
function inRange(value, rule) {
    const aboveMin = rule.minExclusive ? value > rule.min : value >= rule.min;
    return Number.isFinite(value) && aboveMin && value <= (rule.max ?? Number.MAX_SAFE_INTEGER);
}
/** A whole number written in plain decimal digits, within the rule's range. */
function parseInteger(input, raw, rule) {
    const value = INTEGER.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(value) || !inRange(value, rule))
        throw new ConfigError(input, raw, rule.expected);
    return value;
}
/** A non-negative decimal number (`0.5`, `.5`, `3`), within the rule's range. */
function parseDecimal(input, raw, rule) {
    const value = DECIMAL.test(raw) ? Number(raw) : NaN;
    if (!inRange(value, rule))
        throw new ConfigError(input, raw, rule.expected);
    return value;
}
/** A duration given in (possibly fractional) minutes, returned in milliseconds. */
function parseMinutes(input, raw, rule) {
    const ms = Math.round(parseDecimal(input, raw, rule) * 60_000);
    // A positive value so small that it rounds to 0 ms would behave like the forbidden 0.
    if (rule.minExclusive && ms <= 0)
        throw new ConfigError(input, raw, rule.expected);
    return ms;
}
/** A boolean in the forms `core.getBooleanInput` accepts (YAML 1.2 core schema). */
function parse_values_parseBoolean(input, raw) {
    if (TRUE_FORMS.includes(raw))
        return true;
    if (FALSE_FORMS.includes(raw))
        return false;
    throw new ConfigError(input, raw, 'true or false');
}
/** One of a fixed set of words; case does not matter (`Claude` is `claude`). */
function parse_values_parseChoice(input, raw, choices) {
    const choice = choices.find(c => c === raw.toLowerCase());
    if (choice === undefined)
        throw new ConfigError(input, raw, `one of ${choices.join(', ')}`);
    return choice;
}
/**
 * A path inside the workspace, returned relative to it. Relative paths are taken from the
 * workspace; absolute ones must lie inside it. The workspace itself is refused: every path input
 * names a file or a folder of the loop's own.
 */
function parseWorkspacePath(input, raw, workspace) {
    const relative = path.relative(workspace, path.resolve(workspace, raw));
    const escapes = relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
    if (escapes)
        throw new ConfigError(input, raw, `a path inside the workspace (${workspace})`);
    if (relative === '') {
        throw new ConfigError(input, raw, `a path inside the workspace (${workspace}), not the workspace itself`);
    }
    return relative;
}
/** Reads an optional input through a parser, or returns the default when it is not set. */
function parse_values_optional(get, input, fallback, parse) {
    const raw = get(input);
    return raw === undefined ? fallback : parse(input, raw);
}
/** An input's value or, when it is not set, its plain default in INPUT_DOCS (never a computed one). */
function parse_values_orDefault(get, input) {
    return get(input) ?? INPUT_DOCS[input].default;
}

;// CONCATENATED MODULE: ./src/config/read-run.ts



// Outside Actions the GITHUB_* variables are missing; 'local' keeps keys and ids readable.
const LOCAL = 'local';
/** Who is running: workflow, job, ref and run, from the GITHUB_* variables ('local' when missing). */
function runIdentity(env) {
    return {
        id: env.GITHUB_RUN_ID || LOCAL,
        attempt: env.GITHUB_RUN_ATTEMPT || '1',
        workflow: env.GITHUB_WORKFLOW || LOCAL,
        job: env.GITHUB_JOB || LOCAL,
        ref: env.GITHUB_REF_NAME || env.GITHUB_REF || LOCAL,
        repository: env.GITHUB_REPOSITORY || '',
        serverUrl: (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, ''),
        apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '')
    };
}
/** `-shard{i}of{n}`, or '' when not sharded: keeps shards' keys and agent ids apart. */
function read_run_shardSuffix(shard) {
    return shard === undefined ? '' : `-shard${shard.index}of${shard.count}`;
}
/** `RALPH_AGENT_ID`: `ralph-{job}` plus the shard, the same in every run of the job. */
function agentIdOf(run, shard) {
    return `ralph-${run.job}${read_run_shardSuffix(shard)}`;
}
/**
 * The checkpoint key prefix: `checkpoint-key` with `{workflow}`, `{job}` and `{ref}` filled in,
 * the shard suffix added, commas removed and cut to 512 characters. The cut is taken from the
 * base key so that the shard suffix always survives: two shards must never share a key.
 */
function checkpointKeyOf(raw, run, shard) {
    const parts = { workflow: run.workflow, job: run.job, ref: run.ref };
    const filled = raw.replace(/\{(workflow|job|ref)\}/g, (_, name) => parts[name]);
    const base = filled.replace(/,/g, '').trim();
    if (base === '') {
        throw new ConfigError(Inputs.CheckpointKey, raw, 'a cache key with a character other than a comma');
    }
    return cacheKey(base, read_run_shardSuffix(shard));
}
/**
 * How many shard reports the aggregate expects: the aggregate sub-action passes its `shards` input in
 * RALPH_SHARDS; undefined when it is not a positive whole number.
 */
function expectedShards(env) {
    const raw = env.RALPH_SHARDS ?? '';
    return /^[1-9][0-9]*$/.test(raw) ? Number(raw) : undefined;
}

;// CONCATENATED MODULE: ./src/config/read-git.ts






/**
 * The inputs that keep the work in git (SPEC §10). In Actions everything not pushed is lost with the
 * runner, so there the defaults keep the work with no setting: `commit: task`, `push: true` (unless
 * `commit: none`) and the work branch `ralph/{workflow}` (plus the shard). Outside Actions the loop
 * neither commits nor switches branches unless told to.
 */
function readGit(get, context) {
    const { inActions } = context;
    const commit = optional(get, Inputs.Commit, inActions ? 'task' : 'none', (input, raw) => parseChoice(input, raw, ['none', 'task', 'iteration']));
    const pushInput = get(Inputs.Push);
    const branchInput = get(Inputs.Branch);
    if (branchInput !== undefined)
        checkBranch(Inputs.Branch, branchInput);
    const base = get(Inputs.Base);
    if (base !== undefined)
        checkBranch(Inputs.Base, base);
    return {
        commit,
        commitMessage: orDefault(get, Inputs.CommitMessage),
        commitAuthor: parseCommitAuthor(get(Inputs.CommitAuthor) ?? BOT_AUTHOR),
        commitAuthorIsDefault: get(Inputs.CommitAuthor) === undefined,
        commitNoVerify: parseBoolean(Inputs.CommitNoVerify, orDefault(get, Inputs.CommitNoVerify)),
        push: pushInput === undefined ? inActions && commit !== 'none' : parseBoolean(Inputs.Push, pushInput),
        pushIsDefault: pushInput === undefined,
        pushEvery: parseChoice(Inputs.PushEvery, orDefault(get, Inputs.PushEvery), ['end', 'commit']),
        branch: branchInput ?? (inActions ? defaultBranch(context.workflow, context.shard) : undefined),
        branchIsDefault: branchInput === undefined,
        pullRequest: parseChoice(Inputs.PullRequest, orDefault(get, Inputs.PullRequest), [
            'none',
            'draft',
            'ready'
        ]),
        // The action passes `${{ github.token }}` by default; the CLI reads the usual variables.
        githubToken: get(Inputs.GithubToken) ?? (context.env.GITHUB_TOKEN || context.env.GH_TOKEN || undefined),
        base
    };
}
/** `ralph/{workflow}` with the workflow's name as a slug, plus `-shard{i}of{n}`. */
function defaultBranch(workflow, shard) {
    return `ralph/${slugify(workflow) || 'loop'}${shardSuffix(shard)}`;
}
/**
 * A branch name git accepts (the rules of `git check-ref-format --branch`) that cannot be taken for an
 * option; anything else is an input error, before git ever sees it.
 */
function checkBranch(input, name) {
    const problem = branchProblem(name);
    if (problem)
        throw new ConfigError(input, name, `a valid branch name, such as ralph/nightly (${problem})`);
}
/** Why `name` is not a valid branch name, or undefined when it is. */
function branchProblem(name) {
    if (name.startsWith('-'))
        return 'it must not start with -';
    if (name === '@' || name === 'HEAD')
        return `${name} names no branch`;
    // Control characters, space and the characters git reserves for revision syntax.
    if (/[\p{Cc} ~^:?*[\\]/u.test(name))
        return 'no spaces, control characters or any of ~ ^ : ? * [ \\';
    if (name.includes('..') || name.includes('@{'))
        return 'no .. and no @{';
    if (name.startsWith('/') || name.endsWith('/') || name.endsWith('.') || name.includes('//'))
        return 'no empty part, no . at the end';
    if (name.split('/').some(part => part.startsWith('.') || part.endsWith('.lock')))
        return 'no part may start with . or end with .lock';
    return undefined;
}
/**
 * What the post step pushes with: `github-token` as the runner passes it, and the server it belongs to.
 * The post step reads no other input.
 */
function postGitToken(env = process.env) {
    return {
        githubToken: (env[`INPUT_${names_Inputs.GithubToken.toUpperCase()}`] ?? '').trim(),
        serverUrl: runIdentity(env).serverUrl
    };
}

// EXTERNAL MODULE: ./src/checkpoint/checkpoint-error.ts
var checkpoint_error = __nccwpck_require__(9717);
;// CONCATENATED MODULE: ./src/loop/services/mirror.ts

const CHECKPOINT = 'checkpoint.json';
// The mirror's content is untrusted: only these names are ever written into the state dir.
const SUMMARY = /^iteration_\d{1,9}_summary\.md$/;
/**
 * The state mirrored in git at the start (SPEC §8): when it is ahead of the local checkpoint (or
 * there is none: the cache entry was evicted, or belongs to another branch), its files replace the
 * local ones, and `mirrored` says where the state came from for the caller to log. A
 * mirrored checkpoint is validated like any other; an invalid one stops the run the same way.
 */
async function preferMirror(deps, local, why) {
    const { mirror, config, workspace, log } = deps;
    const read = await mirror.read();
    if ('missing' in read) {
        if (!local)
            log.debug(`No state mirrored in git: ${read.missing}.`);
        return { checkpoint: local };
    }
    const text = read.files[CHECKPOINT];
    if (text === undefined)
        return { checkpoint: local };
    let mirrored;
    const { parseCheckpoint } = await Promise.all(/* import() */[__nccwpck_require__.e(377), __nccwpck_require__.e(80)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4080));
    try {
        mirrored = parseCheckpoint(text, { file: `${mirror.ref}:${CHECKPOINT}`, stateDir: config.stateDir });
    }
    catch (error) {
        if (!(error instanceof CheckpointError))
            throw error;
        // force-restart would throw a good local checkpoint away with the bad mirror: name the narrower fix.
        const keep = local
            ? `keep the local checkpoint (next iteration ${local.iteration}), which is valid, and `
            : '';
        return {
            error: `${error.message} Or ${keep}delete the mirrored state: git push origin --delete ${mirror.ref}`
        };
    }
    if (local && local.iteration >= mirrored.iteration)
        return { checkpoint: local };
    for (const [name, content] of Object.entries(read.files)) {
        if (name === CHECKPOINT || SUMMARY.test(name))
            await workspace.writeText(`${config.stateDir}/${name}`, content);
    }
    const reason = local ? `it is ahead of the local checkpoint (iteration ${local.iteration})` : why;
    // Logged by the caller once the resume rules have decided: the mirrored state may end in a new loop.
    return {
        checkpoint: mirrored,
        mirrored: {
            ref: mirror.ref,
            note: `${mirror.ref} on origin, next iteration ${mirrored.iteration}): ${reason}.`
        }
    };
}
/**
 * Mirrors the checkpoint and the summary it continues from to git, after a push (SPEC §8); a failure
 * is a warning. Used by the loop and by the post step, which pushes an interrupted loop's work.
 */
async function mirrorState(deps, stateDir, label, cacheSaved = true) {
    const { mirror, workspace, log } = deps;
    const files = {};
    try {
        const checkpoint = await workspace.readText(`${stateDir}/${CHECKPOINT}`);
        files[CHECKPOINT] = checkpoint;
        const continuation = JSON.parse(checkpoint).continuation_context;
        const name = typeof continuation === 'string' ? continuation.slice(stateDir.length + 1) : '';
        if (typeof continuation === 'string' && continuation === `${stateDir}/${name}` && SUMMARY.test(name)) {
            files[name] = await workspace.readText(continuation);
        }
    }
    catch (error) {
        log.warning(`Could not mirror the state to git: ${error instanceof Error ? error.message : String(error)}`);
        return;
    }
    const written = await mirror.write(files, `ralph state: ${label}`);
    if (written.ok)
        log.info(`Mirrored the checkpoint to ${mirror.ref} on origin.`);
    else
        log.warning(`Could not mirror the state to ${mirror.ref}: ${written.message}. ` +
            (cacheSaved
                ? 'The cache entry is the only copy.'
                : 'No copy of the checkpoint outlives this runner.'), 'State mirror');
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
;// CONCATENATED MODULE: ./src/system/git/fence.ts

/** Off for every loop git call: hooks (`--no-verify` spares post-commit, reference-transaction…) and fsmonitor. */
const ALWAYS = [
    ['core.hooksPath', '/dev/null'],
    ['core.fsmonitor', 'false']
];
/**
 * Single-valued keys that make git run a command: each is pinned to the user's own value at the start,
 * else to git's default (an empty askpass runs none).
 */
const fence_PINNED = {
    'core.sshcommand': 'ssh',
    'core.askpass': '',
    'commit.gpgsign': 'false',
    'gpg.program': 'gpg',
    'gpg.ssh.program': 'ssh-keygen',
    'gpg.x509.program': 'gpgsm'
};
/** `credential.helper` and `credential.<url>.helper`: a list, which an empty value empties. */
const fence_HELPER = /^credential\.(.+\.)?helper$/i;
/**
 * The config every loop git call gets in its environment (command scope, read after every file, so
 * it wins): hooks and fsmonitor off, the helper list emptied and refilled with the user's own helpers,
 * the pinned keys set. Includes cannot bring a key back: they are read before this.
 */
function fenceConfig(fence) {
    const kept = fence?.kept ?? [];
    const pinned = Object.entries(fence_PINNED).map(([key, fallback]) => [
        key,
        kept.filter(([name]) => name.toLowerCase() === key).at(-1)?.[1] ?? fallback
    ]);
    return [
        ...ALWAYS,
        ['credential.helper', ''],
        ...kept.filter(([key]) => fence_HELPER.test(key)).map(([key, value]) => [key, value]),
        ...pinned
    ];
}
/**
 * A command that talks to origin, made to reach the URL recorded at the start: the remote operand
 * `origin` becomes a one-off name that only the loop's own `insteadOf` and `pushInsteadOf` (the whole
 * name, so the longest match, which git prefers) map to that URL. No rewrite or `remote.*` section
 * planted in the config can match a name it does not know; the URL is not rewritten twice.
 */
function pinOrigin(args, command, origin) {
    const at = operandAfter(args, command);
    if (!origin || at < 0 || args[at] !== 'origin')
        return { args: [...args], config: [] };
    const alias = `ralph-origin-${(0,external_node_crypto_.randomBytes)(12).toString('hex')}:`;
    return {
        args: args.map((arg, i) => (i === at ? alias : arg)),
        config: [
            [`url.${origin}.insteadOf`, alias],
            [`url.${origin}.pushInsteadOf`, alias]
        ]
    };
}
/** The first argument after `command` that is not an option. */
function operandAfter(args, command) {
    const start = args.indexOf(command);
    if (start < 0)
        return -1;
    for (let i = start + 1; i < args.length; i++)
        if (!(args[i] ?? '').startsWith('-'))
            return i;
    return -1;
}
/** `env` with `entries` added after the config entries it already holds (`GIT_CONFIG_COUNT`, `_KEY_n`, `_VALUE_n`). */
function withConfig(env, entries) {
    const held = Number(env.GIT_CONFIG_COUNT ?? 0);
    const count = Number.isInteger(held) && held > 0 ? held : 0;
    const out = { ...env, GIT_CONFIG_COUNT: String(count + entries.length) };
    entries.forEach(([key, value], i) => {
        out[`GIT_CONFIG_KEY_${count + i}`] = key;
        out[`GIT_CONFIG_VALUE_${count + i}`] = value;
    });
    return out;
}

;// CONCATENATED MODULE: ./src/config/environment.ts
/**
 * The runner's control channel (SPEC §4): what lets a process write the cache, ask for an OIDC token,
 * or speak to later steps through the runner's files. The agent is untrusted code, so neither it nor
 * the verify command, the hooks, the task CLI or git (whose hooks the agent can write) receive these.
 */
const CONTROL_CHANNEL = [
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_RUNTIME_URL',
    'ACTIONS_RESULTS_URL',
    'ACTIONS_CACHE_URL',
    'ACTIONS_CACHE_SERVICE_V2',
    'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
    'ACTIONS_ID_TOKEN_REQUEST_URL',
    'GITHUB_ENV',
    'GITHUB_PATH',
    'GITHUB_OUTPUT',
    'GITHUB_STATE',
    'GITHUB_STEP_SUMMARY'
];
/**
 * The environment of every child the loop starts: the step's environment without the control channel
 * and without the action's own inputs (`INPUT_*`: `github-token` defaults to the job's token).
 * Variables the user put in the step's `env:` (an API key, `GH_TOKEN`) pass unchanged.
 */
function fencedEnv(env) {
    const control = new Set(CONTROL_CHANNEL);
    return Object.fromEntries(Object.entries(env).filter(([name]) => !control.has(name) && !name.startsWith('INPUT_')));
}
/** Names whose values are secrets (SPEC §4). */
const SECRET_NAME = /(?:_API_KEY|_TOKEN|_SECRET|_PASSWORD)$/;
const SECRET_NAMES = new Set(['CLAUDE_CODE_OAUTH_TOKEN', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN']);
/** Whether a variable of this name holds a secret (SPEC §4): its value is masked, and withheld from the sandbox (§4a). */
function isSecretName(name) {
    return SECRET_NAME.test(name) || SECRET_NAMES.has(name);
}
/** Shorter values are not masked: `***` everywhere a 3-letter word appears would hide more than it protects. */
const MIN_SECRET_LENGTH = 8;
/**
 * The values to mask in the log and to replace by `***` in every file the loop writes: those of the
 * secret-like variables of the whole environment (the control channel's token included) and any
 * `extra` value (the `github-token` input), 8 characters or longer, longest first.
 */
function secretValues(env, extra = []) {
    const named = Object.entries(env)
        .filter(([name]) => isSecretName(name))
        .map(([, value]) => value);
    const values = [...named, ...extra].filter((value) => value !== undefined && value.length >= MIN_SECRET_LENGTH);
    return [...new Set(values)].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

;// CONCATENATED MODULE: ./src/process/leash.ts
/**
 * From the first signal on, everything the loop still does (the WIP commit, the onInterrupted hook,
 * the last git status) must fit this, so that the step exits inside the runner's 7.5 s window before
 * its SIGTERM, with the outputs written (SPEC §9).
 */
const SIGNAL_BUDGET_MS = 5000;
/** The longest one child may run once the first signal came. */
const SIGNAL_LEASH_MS = 1000;
/**
 * How a child obeys the signals, the same way for every child (SPEC §9). Before the first signal it is
 * interrupted by it (SIGINT to its group, then SIGKILL), like the agent. A child started after it
 * runs on a leash: at most `SIGNAL_LEASH_MS`, and no longer than what is left of `SIGNAL_BUDGET_MS`
 * since the signal. The second signal kills either at once.
 */
function obeying(signals, timeoutMs) {
    const hard = signals.hardSignal ? { hardSignal: signals.hardSignal } : {};
    const first = signals.signal;
    if (!first?.aborted)
        return { timeoutMs, ...hard, ...(first && { signal: first }) };
    const at = first.reason?.at;
    const left = typeof at === 'number' ? at + SIGNAL_BUDGET_MS - Date.now() : SIGNAL_LEASH_MS;
    const cap = timeoutMs > 0 ? timeoutMs : Infinity;
    return { timeoutMs: Math.max(100, Math.min(cap, SIGNAL_LEASH_MS, left)), killGraceMs: 250, ...hard };
}

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __nccwpck_require__(643);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
;// CONCATENATED MODULE: ./src/process/fresh-home.ts



/**
 * A runner that gives each run asking for `freshHome` a new empty folder of its own (mode 0700, in
 * the loop's temp folder) as `HOME` and `XDG_CONFIG_HOME`, removed after the run (SPEC §7): what judges
 * the agent never reads a config the agent wrote in its home (`~/.npmrc`'s `script-shell`,
 * `~/.config/…`). Other variables the workflow set (`NPM_CONFIG_USERCONFIG`, `CARGO_HOME`) pass as
 * they are: they are the workflow's, not the agent's.
 */
function freshHomes(runner) {
    return {
        async run(spec) {
            if (!spec.freshHome)
                return runner.run(spec);
            let home;
            try {
                home = await (0,promises_namespaceObject.mkdtemp)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'ralph-home-'));
            }
            catch (error) {
                const failed = error;
                return unstarted(`could not make a fresh home folder for it: ${failed.message}`, failed.code);
            }
            try {
                const env = { ...spec.env, HOME: home, XDG_CONFIG_HOME: external_node_path_default().join(home, '.config') };
                return await runner.run({ ...spec, env });
            }
            finally {
                await (0,promises_namespaceObject.rm)(home, { recursive: true, force: true }).catch(() => undefined);
            }
        }
    };
}
/** A run that never started (its home or its sandbox could not be made): judged as a spawn failure. */
function unstarted(message, code = 'EUNKNOWN') {
    return {
        exitCode: null,
        signal: null,
        durationMs: 0,
        timedOut: false,
        interrupted: false,
        tail: '',
        outputBytes: 0,
        spawnError: message,
        spawnErrorCode: code
    };
}

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: ./src/process/group.ts


/**
 * Starts `spec.argv` as the leader of a new process group (`detached: true` makes the child call
 * setsid(), so its pid is also its group id), so one signal reaches it and every descendant that
 * stayed in the group. Stdin is a pipe only when there is text to write; otherwise it is /dev/null,
 * which reads as EOF at once. May throw synchronously (e.g. ENOTDIR, E2BIG); ENOENT and EACCES
 * arrive later as the child's 'error' event, with `pid` undefined.
 */
function spawnGroup(spec) {
    const [file, ...args] = spec.argv;
    return (0,external_node_child_process_namespaceObject.spawn)(file, args, {
        detached: true,
        cwd: spec.cwd,
        // Bash treats a socket on stdin with SHLVL unset as an ssh session and sources ~/.bashrc; the
        // runner starts node without a shell, so SHLVL is often unset there.
        env: spec.env.SHLVL === undefined ? { ...spec.env, SHLVL: '1' } : spec.env,
        stdio: [spec.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe']
    });
}
/**
 * Sends `signal` to the whole group led by `pid`; never throws. A group that is already gone
 * (ESRCH) is the usual failure, and EPERM is what macOS reports for a group of only zombies:
 * either way there is nothing left to signal, and a throw here would escape from a timer.
 */
function signalGroup(pid, signal) {
    if (pid === undefined || pid <= 0)
        return;
    try {
        process.kill(-pid, signal);
    }
    catch {
        // Nothing left to signal (see above).
    }
}
/**
 * One line saying why `spec.argv[0]` could not be started. Node reports a missing working
 * directory as ENOENT of the executable, so the directory is checked to name the real cause.
 */
function describeSpawnError(spec, code, message) {
    const start = `cannot start "${spec.argv[0] ?? ''}"`;
    const cwdProblem = checkDirectory(spec.cwd);
    if (cwdProblem && (code === 'ENOENT' || code === 'ENOTDIR'))
        return `${start}: ${cwdProblem} (${code})`;
    if (code === 'ENOENT')
        return `${start}: command not found (ENOENT); is it installed and on PATH?`;
    if (code === 'EACCES')
        return `${start}: permission denied (EACCES); is it an executable file?`;
    return `${start}: ${message.split('\n')[0]} (${code})`;
}
function checkDirectory(dir) {
    try {
        return (0,external_node_fs_.statSync)(dir).isDirectory() ? undefined : `working directory "${dir}" is not a directory`;
    }
    catch {
        return `working directory "${dir}" does not exist`;
    }
}

;// CONCATENATED MODULE: external "node:string_decoder"
const external_node_string_decoder_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");
;// CONCATENATED MODULE: ./src/process/lines.ts
/** Default cap on one line: agents print whole JSON records per line, some of them large. */
const DEFAULT_MAX_LINE_BYTES = 16 * 1024 * 1024;
const NEWLINE = 0x0a;
const CR = 0x0d;
/**
 * Splits a byte stream into lines. It works on raw bytes and decodes each complete line as UTF-8,
 * so a character split across chunks comes out whole and `maxBytes` is a true byte count.
 * Each line is delivered without its `\n` (or `\r\n`). A line longer than `maxBytes` is cut to
 * at most `maxBytes` bytes (at a character boundary) and the rest of it is discarded up to the next
 * newline, so memory stays bounded for output without newlines. Invalid UTF-8 becomes U+FFFD.
 */
class LineSplitter {
    onLine;
    maxBytes;
    parts = [];
    size = 0;
    /** Something (kept or discarded) has arrived since the last newline. */
    open = false;
    /** The current line hit `maxBytes`: drop bytes until the next newline. */
    cut = false;
    constructor(onLine, maxBytes = DEFAULT_MAX_LINE_BYTES) {
        this.onLine = onLine;
        this.maxBytes = maxBytes;
        if (!Number.isInteger(maxBytes) || maxBytes < 1)
            throw new RangeError(`maxBytes must be >= 1, got ${maxBytes}`);
    }
    /** Feeds a chunk; calls `onLine` for every line it completes. */
    push(bytes) {
        let start = 0;
        for (;;) {
            const end = bytes.indexOf(NEWLINE, start);
            if (end === -1) {
                if (start < bytes.length)
                    this.keep(bytes, start, bytes.length, true);
                return;
            }
            this.keep(bytes, start, end, false);
            this.emit();
            start = end + 1;
        }
    }
    /** Delivers the last line when the stream ended without a newline. */
    flush() {
        if (this.open)
            this.emit();
    }
    keep(bytes, start, end, pending) {
        this.open = true;
        if (this.cut)
            return;
        const stop = Math.min(end, start + this.maxBytes - this.size);
        if (stop < end)
            this.cut = true;
        if (stop <= start)
            return;
        // Copy what outlives this call so the stream's (possibly much larger) buffer can be freed.
        const part = pending ? Buffer.from(bytes.subarray(start, stop)) : bytes.subarray(start, stop);
        this.parts.push(part);
        this.size += part.length;
    }
    emit() {
        let line = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.size);
        // A `\r` before the newline belongs to the terminator; after a cut it was already dropped.
        if (this.cut)
            line = line.subarray(0, wholeCharsEnd(line));
        else if (line.length > 0 && line[line.length - 1] === CR)
            line = line.subarray(0, line.length - 1);
        this.parts = [];
        this.size = 0;
        this.open = false;
        this.cut = false;
        this.onLine(line.toString('utf8'));
    }
}
/** Where the last complete UTF-8 character ends, so a cut never leaves half a character behind. */
function wholeCharsEnd(bytes) {
    for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 4); i--) {
        const byte = bytes[i];
        if ((byte & 0xc0) === 0x80)
            continue; // a continuation byte (10xxxxxx): look further back
        const size = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
        return i + size > bytes.length ? i : bytes.length;
    }
    return bytes.length; // no lead byte nearby: invalid UTF-8, which decodes to U+FFFD anyway
}

;// CONCATENATED MODULE: ./src/process/tail.ts

const EMPTY = Buffer.alloc(0);
/**
 * The last `limit` bytes of a child's combined output, kept in one ring buffer however much output
 * passes through: an append copies bytes and allocates nothing, so 200 MB of output leaves no string
 * garbage behind (issue #16's peak-RSS figure). Each stream holds back a character split across its
 * chunks until the rest arrives, so output interleaved from stdout and stderr never breaks one; the
 * kept text never starts with the second half of a character cut off by the window.
 */
class BoundedTail {
    limit;
    ring;
    /** Where the next byte goes. */
    at = 0;
    /** How many bytes the ring holds (at most `limit`). */
    size = 0;
    held = { stdout: EMPTY, stderr: EMPTY };
    /** @param limit how many bytes to keep; 0 keeps nothing. */
    constructor(limit) {
        this.limit = limit;
        if (!Number.isInteger(limit) || limit < 0)
            throw new RangeError(`tail limit must be >= 0, got ${limit}`);
    }
    /** Adds a chunk of `stream` at the end, dropping the oldest bytes beyond the limit. */
    append(bytes, stream) {
        if (this.limit === 0 || bytes.length === 0)
            return;
        const held = this.held[stream];
        if (held.length > 0) {
            this.held[stream] = EMPTY;
            this.append(Buffer.concat([held, bytes]), stream);
            return;
        }
        const whole = wholeCharsEnd(bytes);
        this.write(bytes.subarray(0, whole));
        if (whole < bytes.length)
            this.held[stream] = Buffer.from(bytes.subarray(whole));
    }
    /** The streams ended: a character still held back is kept as it is (it decodes to U+FFFD). */
    end() {
        for (const stream of ['stdout', 'stderr']) {
            this.write(this.held[stream]);
            this.held[stream] = EMPTY;
        }
    }
    /** The kept output as text: at most `limit` bytes of it, never starting with half of a character. */
    toString() {
        const ring = this.ring;
        if (!ring || this.size === 0)
            return '';
        const bytes = this.size < this.limit
            ? ring.subarray(0, this.size)
            : Buffer.concat([ring.subarray(this.at), ring.subarray(0, this.at)]);
        let start = 0;
        while (start < Math.min(3, bytes.length) && (bytes[start] & 0xc0) === 0x80)
            start++;
        return bytes.toString('utf8', start);
    }
    write(bytes) {
        if (bytes.length === 0)
            return;
        const ring = (this.ring ??= Buffer.allocUnsafe(this.limit));
        if (bytes.length >= this.limit) {
            bytes.copy(ring, 0, bytes.length - this.limit);
            this.at = 0;
            this.size = this.limit;
            return;
        }
        const first = Math.min(bytes.length, this.limit - this.at);
        bytes.copy(ring, this.at, 0, first);
        if (first < bytes.length)
            bytes.copy(ring, 0, first);
        this.at = (this.at + bytes.length) % this.limit;
        this.size = Math.min(this.limit, this.size + bytes.length);
    }
}

;// CONCATENATED MODULE: ./src/process/output.ts



/** Default size of the kept output tail, in bytes. */
const DEFAULT_TAIL_BYTES = 64 * 1024;
/**
 * Everything a run does with a child's output, in bounded memory: decodes each stream as UTF-8
 * (a character split across chunks is held back until it is whole; invalid bytes become U+FFFD),
 * passes decoded text to `onOutput`, stdout lines to `onLine`, and keeps a tail of both streams.
 * A callback that throws loses that one delivery and nothing else: it runs inside a stream's
 * 'data' handler, where an exception would crash the whole process instead of failing a run.
 */
class OutputCollector {
    options;
    /** Raw bytes seen on stdout and stderr together. */
    bytes = 0;
    /** The kept tail of the combined output. */
    tail;
    lines;
    decoders = { stdout: new external_node_string_decoder_namespaceObject.StringDecoder('utf8'), stderr: new external_node_string_decoder_namespaceObject.StringDecoder('utf8') };
    ended = false;
    constructor(options) {
        this.options = options;
        this.tail = new BoundedTail(options.tailBytes ?? DEFAULT_TAIL_BYTES);
        const onLine = options.onLine;
        if (onLine)
            this.lines = new LineSplitter(line => guarded(() => onLine(line)), options.maxLineBytes);
    }
    /** Takes one chunk as read from a stream. */
    add(stream, chunk) {
        if (this.ended)
            return;
        this.bytes += chunk.length;
        this.tail.append(chunk, stream);
        const onBytes = this.options.onBytes;
        if (onBytes)
            guarded(() => onBytes(chunk, stream));
        // Text is decoded only for a consumer: the tail keeps bytes (git's many quiet runs decode nothing).
        if (this.options.onOutput)
            this.text(stream, this.decoders[stream].write(chunk));
        if (stream === 'stdout')
            this.lines?.push(chunk);
    }
    /** Flushes bytes held back by the decoders and the last unterminated stdout line; later chunks are ignored. */
    end() {
        if (this.ended)
            return;
        this.ended = true;
        this.tail.end();
        this.text('stdout', this.decoders.stdout.end());
        this.text('stderr', this.decoders.stderr.end());
        this.lines?.flush();
    }
    text(stream, text) {
        const onOutput = this.options.onOutput;
        if (onOutput && text.length > 0)
            guarded(() => onOutput(text, stream));
    }
}
function guarded(callback) {
    try {
        callback();
    }
    catch {
        // See the class comment: a failing consumer must not take the run down with it.
    }
}

;// CONCATENATED MODULE: ./src/process/runner.ts




/** Default wait between SIGTERM (timeout) or SIGINT (abort) and SIGKILL. */
const DEFAULT_GRACE_MS = 2000;
/** How long output is still read after the main process exits (SPEC §4). */
const DRAIN_MS = 2000;
// setTimeout fires at once for longer delays (with a warning), so longer timeouts are capped.
const MAX_TIMER_MS = 2 ** 31 - 1;
/**
 * The real process runner (SPEC §4): each run leads its own process group, which is signalled as
 * a whole; the run ends when the main process exits, after which the group is SIGKILLed and
 * output is drained for at most `DRAIN_MS`. Output callbacks run as chunks arrive; a callback
 * that throws is ignored (see `OutputCollector`). When `hardSignal` aborts before the main process
 * has exited, the result says `signal: 'SIGKILL'` (what was sent) without waiting for the exit.
 * A run may ask for a fresh home of its own (`fresh-home.ts`).
 */
function createProcessRunner() {
    return freshHomes({ run: spec => new Promise(resolve => new Run(spec, resolve).start()) });
}
/** The state of one run, from spawn to the single call of `resolve`. */
class Run {
    spec;
    resolve;
    child;
    output;
    started = external_node_perf_hooks_.performance.now();
    timers = new Set();
    exit;
    spawnError;
    timedOut = false;
    interrupted = false;
    openStreams = 0;
    waiting = false;
    done = false;
    constructor(spec, resolve) {
        this.spec = spec;
        this.resolve = resolve;
        this.output = new OutputCollector(spec);
    }
    start() {
        const { signal, hardSignal, timeoutMs, argv } = this.spec;
        if (signal?.aborted || hardSignal?.aborted) {
            this.interrupted = true;
            return this.finish();
        }
        if (argv.length === 0 || !argv[0])
            return this.failed('EINVAL', 'the command is empty');
        let child;
        try {
            child = this.child = spawnGroup(this.spec);
        }
        catch (error) {
            return this.failed(error.code ?? 'EUNKNOWN', String(error));
        }
        child.on('error', error => {
            if (child.pid === undefined)
                this.failed(error.code ?? 'EUNKNOWN', error.message);
        });
        if (child.pid === undefined)
            return; // the 'error' event follows
        child.once('exit', (code, exitSignal) => this.onExit(code, exitSignal));
        for (const name of ['stdout', 'stderr']) {
            const stream = child[name];
            if (!stream)
                continue;
            this.openStreams++;
            stream.on('data', (chunk) => {
                this.output.add(name, chunk);
                this.throttle();
            });
            stream.once('close', () => {
                if (--this.openStreams === 0 && this.exit)
                    this.finish();
            });
        }
        if (child.stdin) {
            // A child that exits without reading makes the write fail with EPIPE: that is its business.
            child.stdin.on('error', () => undefined);
            child.stdin.end(this.spec.stdin);
        }
        signal?.addEventListener('abort', this.onAbort);
        hardSignal?.addEventListener('abort', this.onHardAbort);
        if (timeoutMs !== undefined && timeoutMs > 0)
            this.later(timeoutMs, this.onTimeout);
    }
    onExit(code, signal) {
        this.exit = { code, signal };
        this.clearTimers(); // a pending SIGKILL escalation or timeout no longer applies
        // Descendants that inherited stdout would keep the pipes open: end them with the leader.
        signalGroup(this.child?.pid, 'SIGKILL');
        if (this.openStreams === 0)
            return this.finish();
        this.later(DRAIN_MS, () => this.finish());
    }
    /** Stops reading while the consumer of the output is behind (see `ProcessSpec.backlog`). */
    throttle() {
        if (this.waiting || this.done)
            return;
        let wait;
        try {
            wait = this.spec.backlog?.();
        }
        catch {
            return; // a failing consumer must not stop the run (see `OutputCollector`)
        }
        if (!wait)
            return;
        this.waiting = true;
        this.child?.stdout?.pause();
        this.child?.stderr?.pause();
        const resume = () => {
            this.waiting = false;
            if (this.done)
                return;
            this.child?.stdout?.resume();
            this.child?.stderr?.resume();
        };
        wait.then(resume, resume);
    }
    onTimeout = () => {
        this.timedOut = true;
        this.stop('SIGTERM', this.spec.killGraceMs);
    };
    onAbort = () => {
        if (this.exit || this.done)
            return;
        this.interrupted = true;
        this.stop('SIGINT', this.spec.interruptGraceMs);
    };
    onHardAbort = () => {
        if (this.done)
            return;
        if (!this.exit) {
            this.interrupted = true;
            this.exit = { code: null, signal: 'SIGKILL' };
        }
        signalGroup(this.child?.pid, 'SIGKILL');
        this.finish();
    };
    /** Asks the group to stop, and makes sure of it after `graceMs` if the main process is still there. */
    stop(signal, graceMs = DEFAULT_GRACE_MS) {
        signalGroup(this.child?.pid, signal);
        this.later(graceMs, () => signalGroup(this.child?.pid, 'SIGKILL'));
    }
    failed(code, message) {
        this.spawnError = { code, message: describeSpawnError(this.spec, code, message) };
        this.finish();
    }
    finish() {
        if (this.done)
            return;
        this.done = true;
        this.clearTimers();
        this.spec.signal?.removeEventListener('abort', this.onAbort);
        this.spec.hardSignal?.removeEventListener('abort', this.onHardAbort);
        // Never wait for 'close': an escaped descendant may hold the pipes for ever.
        this.child?.stdin?.destroy();
        this.child?.stdout?.destroy();
        this.child?.stderr?.destroy();
        this.output.end();
        this.resolve({
            exitCode: this.exit?.code ?? null,
            signal: this.exit?.signal ?? null,
            durationMs: Math.round(external_node_perf_hooks_.performance.now() - this.started),
            timedOut: this.timedOut,
            interrupted: this.interrupted,
            tail: this.output.tail.toString(),
            outputBytes: this.output.bytes,
            ...(this.spawnError && { spawnError: this.spawnError.message, spawnErrorCode: this.spawnError.code })
        });
    }
    later(ms, action) {
        const timer = setTimeout(() => {
            this.timers.delete(timer);
            action();
        }, Math.min(ms, MAX_TIMER_MS));
        this.timers.add(timer);
    }
    clearTimers() {
        for (const timer of this.timers)
            clearTimeout(timer);
        this.timers.clear();
    }
}

;// CONCATENATED MODULE: ./src/system/git/run-git.ts




/** The git commands that talk to the remote, the only ones given `remoteEnv`. */
const REMOTE_COMMANDS = new Set(['fetch', 'push', 'ls-remote', 'pull']);
const DEFAULT_TIMEOUT_MS = 30_000;
// `git status -z` of a very large tree can run to tens of megabytes; past this the output is not trusted.
const MAX_OUTPUT = 512 * 1024 * 1024;
let defaultRunner;
/**
 * Runs `git args…` in `root` without a shell, through the process runner like every other child (its
 * own process group, stopped by the signal). Never rejects: a missing git binary, a timeout, a signal
 * or an oversized output gives code -1 with the reason in `stderr`. `GIT_OPTIONAL_LOCKS=0` stops
 * read-only commands such as `status` from taking the index lock, which would race an agent's own git
 * commands. What the agent may have planted in the config cannot act here (`fenceConfig`, `pinOrigin`).
 */
async function run_git_runGit(root, args, options = {}) {
    const result = await runGitBytes(root, args, options);
    return { ...result, stdout: result.stdout.toString('utf8') };
}
/** `runGit` with stdout as git printed it, undecoded: file names are bytes, not necessarily UTF-8. */
async function runGitBytes(root, args, options = {}) {
    const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const runner = options.runner ?? (defaultRunner ??= createProcessRunner());
    const out = { stdout: [], stderr: [], size: 0 };
    const command = subcommand(args);
    const remote = REMOTE_COMMANDS.has(command);
    const pinned = remote ? pinOrigin(args, command, options.fence?.origin ?? '') : { args, config: [] };
    const env = {
        ...(options.baseEnv ?? fencedEnv(process.env)),
        GIT_OPTIONAL_LOCKS: '0',
        GIT_TERMINAL_PROMPT: '0',
        ...options.env,
        ...(remote && options.remoteEnv)
    };
    const result = await runner.run({
        argv: ['git', ...pinned.args],
        cwd: root,
        // Last, so that it wins over the files and over anything the caller's environment set before.
        env: options.unfenced ? env : withConfig(env, [...fenceConfig(options.fence), ...pinned.config]),
        ...obeying(options, timeout),
        tailBytes: 0,
        ...(options.stdin !== undefined && { stdin: options.stdin }),
        onBytes: (chunk, stream) => {
            out.size += chunk.length;
            if (out.size <= MAX_OUTPUT)
                out[stream].push(chunk);
        }
    });
    const stdout = Buffer.concat(out.stdout);
    const stderr = Buffer.concat(out.stderr).toString('utf8');
    const name = `git ${command}`;
    // An exit code is git's own status; anything else means git never finished, so its output cannot be trusted.
    const reason = result.spawnError
        ? result.spawnError
        : result.timedOut
            ? `${name} timed out after ${timeout} ms`
            : result.interrupted
                ? `${name} was stopped by a signal`
                : out.size > MAX_OUTPUT
                    ? `${name} printed more than ${MAX_OUTPUT} bytes`
                    : result.exitCode === null
                        ? `${name} was killed by ${result.signal ?? 'a signal'}`
                        : undefined;
    if (reason === undefined)
        return { code: result.exitCode ?? -1, stdout, stderr };
    return { code: -1, stdout, stderr: stderr ? `${stderr}\n${reason}` : reason };
}
// git's own options that take their value as the next argument (`git -c user.name=x -C dir commit`).
const VALUED_OPTIONS = new Set(['-c', '-C', '--git-dir', '--work-tree', '--namespace', '--config-env']);
/** The git command in `args` (`commit` in `-c user.name=x commit -m y`), else the first one (`--version`). */
function subcommand(args) {
    for (let i = 0; i < args.length; i++) {
        const arg = args[i] ?? '';
        if (VALUED_OPTIONS.has(arg))
            i++;
        else if (!arg.startsWith('-'))
            return arg;
    }
    return args[0] ?? '';
}
/**
 * The workspace's position inside its git work tree, as git's `--show-prefix` ('' at the top,
 * else `sub/dir/`) in bytes (a latin1 string, as git's status paths are read), or undefined when
 * `root` is not inside a work tree or git is not installed.
 */
async function gitPrefix(root, options = {}) {
    const result = await runGitBytes(root, ['rev-parse', '--is-inside-work-tree', '--show-prefix'], options);
    if (result.code !== 0)
        return undefined;
    const [inside, prefix = ''] = result.stdout.toString('latin1').split('\n');
    return inside === 'true' ? prefix : undefined;
}
/** HEAD's commit sha, or undefined on an unborn branch (a repository with no commit yet). */
async function run_git_headSha(root, options = {}) {
    const result = await run_git_runGit(root, ['rev-parse', '--verify', '--quiet', 'HEAD'], options);
    const sha = result.stdout.trim();
    return result.code === 0 && sha ? sha : undefined;
}
/** `-c user.name=… -c user.email=…`: commits and merges work even where git has no identity set. */
function identity(author) {
    return ['-c', `user.name=${author.name}`, '-c', `user.email=${author.email}`];
}

;// CONCATENATED MODULE: ./src/system/git/fence-record.ts


// The scopes an agent in the workspace writes: the repository's own config and its worktree config.
const REPOSITORY_SCOPES = new Set(['local', 'worktree']);
const KEYS = (/* unused pure expression or super */ null && (`^(credential\\..*helper|${Object.keys(PINNED)
    .map(key => key.replace(/\./g, '\\.'))
    .join('|')})$`));
/**
 * What the loop's git holds to for the rest of the run (SPEC §10), read before any agent runs:
 * origin's URL as configured (not `git remote get-url`, which applies `insteadOf`), the user's own
 * credential helpers (global, system, the step's environment: not the repository's), and the values
 * the pinned keys have now. `env` is the step's
 * environment: with `GIT_SSH` and no `core.sshCommand`, git's own choice is kept.
 */
async function recordFence(root, env, options = {}) {
    const origin = await runGit(root, ['config', '--get', 'remote.origin.url'], options);
    // Unfenced: the fence's own entries would read as the user's (`git config` runs no hook or command).
    const listed = await runGit(root, ['config', '-z', '--show-scope', '--get-regexp', KEYS], {
        ...options,
        unfenced: true
    });
    const mine = listed.code === 0 ? parseScoped(listed.stdout) : [];
    const ssh = env.GIT_SSH;
    if (ssh && !mine.some(([key]) => key === 'core.sshcommand'))
        mine.push(['core.sshcommand', quoted(ssh)]);
    return { origin: origin.code === 0 ? origin.stdout.replace(/\n$/, '') : '', kept: mine };
}
/** `git config -z --show-scope` output: `scope\0key\nvalue\0`; the repository's own helpers are left out. */
function parseScoped(output) {
    const fields = output.split('\0');
    const entries = [];
    for (let i = 0; i + 1 < fields.length; i += 2) {
        const [scope = '', record = ''] = [fields[i], fields[i + 1]];
        const newline = record.indexOf('\n');
        // git prints the section and the name in lower case, a subsection (a URL) as written.
        const key = newline < 0 ? record : record.slice(0, newline);
        // A helper of the repository is off (SPEC §10); a command the checkout set there (its `ssh-key`
        // sets core.sshCommand) is what the run started with, before any agent ran.
        if (!(HELPER.test(key) && REPOSITORY_SCOPES.has(scope)))
            entries.push([key, newline < 0 ? '' : record.slice(newline + 1)]);
    }
    return entries;
}
/** A program's path as one word of the shell that runs `core.sshCommand`. */
function quoted(text) {
    return `'${text.replace(/'/g, `'\\''`)}'`;
}
/** The fence without its credential helpers (a helper's command may hold a secret), for the action's state. */
function fenceForState(fence) {
    return JSON.stringify({ origin: fence.origin, kept: fence.kept.filter(([key]) => !HELPER.test(key)) });
}
/** The fence the main step left in the action's state; without one (or an unreadable one), origin is not pinned. */
function fenceFromState(text) {
    try {
        const parsed = JSON.parse(text);
        const kept = Array.isArray(parsed.kept)
            ? parsed.kept.filter((entry) => Array.isArray(entry) &&
                typeof entry[0] === 'string' &&
                typeof entry[1] === 'string' &&
                entry[0] in fence_PINNED)
            : [];
        return { origin: typeof parsed.origin === 'string' ? parsed.origin : '', kept };
    }
    catch {
        return { origin: '', kept: [] };
    }
}

;// CONCATENATED MODULE: ./src/system/git/git-branch.ts



/** What `git fetch origin` would fetch, named: the loop's fetches reach a URL (see `GitFence`), not the remote. */
const ORIGIN_BRANCHES = '+refs/heads/*:refs/remotes/origin/*';
/**
 * The work branch at the start of a run (SPEC §10): compares `branch` on origin (or, without one,
 * locally) with HEAD and checks out the right commit, merging HEAD into a branch that diverged.
 */
async function switchBranch(git, branch, options) {
    const head = (await git(['rev-parse', '--verify', '-q', 'HEAD'])).stdout.trim();
    const found = options.fetch ? await fetchBranch(git, branch) : await localBranch(git, branch);
    if ('failed' in found)
        return { kind: 'failed', message: found.failed };
    const other = found.sha;
    if (!other)
        return (await checkout(git, branch, head)) ?? { kind: 'created' };
    if (await isAncestor(git, other, head))
        return (await checkout(git, branch, head)) ?? { kind: 'moved' };
    const refused = await checkout(git, branch, other);
    if (refused)
        return refused;
    if (await isAncestor(git, head, other))
        return { kind: 'resumed' };
    const merge = await git([
        ...identity(options.author),
        'merge',
        '-q',
        '--no-edit',
        '-m',
        `ralph: merge ${head.slice(0, 12)} into ${branch}`,
        head
    ]);
    if (merge.code === 0)
        return { kind: 'merged' };
    const conflicted = lines((await git(['diff', '--name-only', '--diff-filter=U'])).stdout);
    const resolved = options.plan ? await resolvePlan(git, conflicted, options.plan, options.author) : undefined;
    if (resolved !== undefined)
        return { kind: 'merged', resolved };
    await git(['merge', '--abort']);
    return { kind: 'conflict', files: conflicted };
}
/**
 * When the task file is the merge's only conflict: writes the resolver's text, stages it and commits
 * the merge; the resolver's note, or undefined (the merge is left for the caller to abort).
 */
async function resolvePlan(git, conflicted, plan, author) {
    const prefix = (await git(['rev-parse', '--show-prefix'])).stdout.trim();
    const file = external_node_path_default().posix.join(prefix, plan.path);
    if (conflicted.length !== 1 || conflicted[0] !== file)
        return undefined;
    // Stages 1, 2, 3 of the index: the common ancestor, ours (the work branch), theirs (the base).
    const stages = await Promise.all([1, 2, 3].map(stage => git(['show', `:${stage}:${file}`])));
    if (stages.some(stage => stage.code !== 0))
        return undefined;
    const [ancestor, work, base] = stages.map(stage => stage.stdout);
    const merged = plan.resolve({ ancestor, work, base });
    if ('reason' in merged)
        return undefined;
    const top = (await git(['rev-parse', '--show-toplevel'])).stdout.trim();
    await (0,promises_namespaceObject.writeFile)(external_node_path_default().join(top, file), merged.text);
    if ((await git(['add', '--', `:(top,literal)${file}`])).code !== 0)
        return undefined;
    const commit = await git([...identity(author), 'commit', '-q', '--no-edit', '--no-verify']);
    return commit.code === 0 ? merged.note : undefined;
}
/** The branch's sha on origin ('' when origin has no such branch), fetching enough history to compare. */
async function fetchBranch(git, branch) {
    const ref = `refs/heads/${branch}`;
    const listed = await git(['ls-remote', '--exit-code', '--heads', 'origin', ref]);
    // Exit 2: the remote answered and has no such branch.
    if (listed.code === 2)
        return { sha: '' };
    if (listed.code !== 0)
        return { failed: `could not reach origin to look for ${branch}: ${listed.stderr.trim()}` };
    // A shallow clone (actions/checkout's default) lacks the history to compare the two.
    if ((await git(['rev-parse', '--is-shallow-repository'])).stdout.trim() === 'true') {
        await git(['fetch', '-q', '--no-tags', '--unshallow', 'origin', ORIGIN_BRANCHES]);
    }
    const fetched = await git(['fetch', '-q', '--no-tags', 'origin', `+${ref}:refs/remotes/origin/${branch}`]);
    if (fetched.code !== 0)
        return { failed: `could not fetch ${branch} from origin: ${fetched.stderr.trim()}` };
    return { sha: (await git(['rev-parse', '--verify', '-q', `refs/remotes/origin/${branch}`])).stdout.trim() };
}
async function localBranch(git, branch) {
    const found = await git(['rev-parse', '--verify', '-q', `refs/heads/${branch}`]);
    return { sha: found.code === 0 ? found.stdout.trim() : '' };
}
/** Whether `ancestor` is `of` or an ancestor of it. */
async function isAncestor(git, ancestor, of) {
    return (await git(['merge-base', '--is-ancestor', ancestor, of])).code === 0;
}
/** `git switch -C branch sha`; a BranchSwitch when git refused (a dirty tree), else undefined. */
async function checkout(git, branch, sha) {
    const result = await git(['switch', '-q', '--no-guess', '-C', branch, sha]);
    if (result.code === 0)
        return undefined;
    // git lists the files in its way, each on a line that starts with a tab.
    const files = result.stderr
        .split('\n')
        .filter(line => line.startsWith('\t'))
        .map(line => line.trim());
    if (files.length > 0)
        return { kind: 'dirty', files };
    return { kind: 'failed', message: `git switch to ${branch} failed: ${result.stderr.trim()}` };
}
function lines(text) {
    return text
        .split('\n')
        .map(line => line.trim())
        .filter(line => line !== '');
}

;// CONCATENATED MODULE: ./src/system/git/remote-branch.ts

/**
 * A push git reported done, as origin answers it (SPEC §10): `pushed` only when origin's branch is the
 * sha the loop pushed, asked of origin after the push.
 */
async function landed(git, branch) {
    const ref = `refs/heads/${branch}`;
    const [head, listed] = await Promise.all([
        git(['rev-parse', '--verify', '-q', 'HEAD']),
        git(['ls-remote', 'origin', ref])
    ]);
    const sha = head.stdout.trim();
    const there = remoteSha(listed.stdout, ref);
    if (listed.code === 0 && sha !== '' && there === sha)
        return { ok: true };
    const found = listed.code !== 0
        ? `could not be read (${remote_branch_firstLine(listed)})`
        : there
            ? `is ${there.slice(0, 12)}`
            : 'is missing';
    return {
        ok: false,
        message: `git push to ${branch} reported success, but ${branch} on origin ${found}, not the loop's ${sha.slice(0, 12)}`
    };
}
/**
 * Whether `branch` on origin lacks the commit `sha` (SPEC §10: a push that failed): origin's branch is
 * missing, or neither is nor contains it. Asked of origin; one that cannot be asked lacks it, and the
 * push that follows says why.
 */
async function originLacks(git, branch, sha) {
    const ref = `refs/heads/${branch}`;
    const listed = await git(['ls-remote', 'origin', ref]);
    const there = listed.code === 0 ? remoteSha(listed.stdout, ref) : '';
    if (!there)
        return true;
    if (there === sha)
        return false;
    // origin's tip may be newer than this clone knows: fetched (to FETCH_HEAD only) to compare.
    if ((await git(['cat-file', '-e', `${there}^{commit}`])).code !== 0)
        await git(['fetch', '-q', 'origin', ref]);
    return !(await isAncestor(git, sha, there));
}
/** The sha `git ls-remote` lists for exactly `ref`, or ''. */
function remoteSha(listing, ref) {
    for (const line of listing.split('\n')) {
        const [sha = '', name] = line.split('\t');
        if (name === ref)
            return sha;
    }
    return '';
}
/** The first line git printed, to quote in a message. */
function remote_branch_firstLine(result) {
    return (result.stderr || result.stdout).trim().split('\n')[0] ?? '';
}

;// CONCATENATED MODULE: ./src/system/git/git-state.ts



/** A mirrored file larger than this is not read (a checkpoint is at most 1 MiB). */
const MAX_FILE_BYTES = 1024 * 1024;
const AUTHOR = { name: 'Ralph Loop', email: 'ralph-loop@users.noreply.github.com' };
/**
 * The state mirror on origin (SPEC §8): a parentless commit whose tree holds the files, force-pushed
 * to `stateRef(key)`. It is never a branch and never part of the work branch's history.
 */
function gitStateMirror(root, key, options = {}) {
    const ref = stateRef(key);
    const git = (args, stdin) => run_git_runGit(root, args, { ...options, ...(stdin !== undefined && { stdin }) });
    return {
        ref,
        async read() {
            const listed = await git(['ls-remote', '--exit-code', 'origin', ref]);
            if (listed.code === 2)
                return { missing: `origin has no ${ref}` };
            if (listed.code !== 0)
                return { missing: `could not reach origin: ${listed.stderr.trim()}` };
            const fetched = await git(['fetch', '-q', '--no-tags', 'origin', `+${ref}:${ref}`]);
            if (fetched.code !== 0)
                return { missing: `could not fetch ${ref}: ${fetched.stderr.trim()}` };
            const names = await git(['ls-tree', '--name-only', ref]);
            const files = {};
            for (const name of names.stdout.split('\n').filter(line => line !== '')) {
                const size = Number((await git(['cat-file', '-s', `${ref}:${name}`])).stdout.trim());
                if (!(size <= MAX_FILE_BYTES))
                    continue;
                const blob = await git(['cat-file', 'blob', `${ref}:${name}`]);
                if (blob.code === 0)
                    files[name] = blob.stdout;
            }
            return { files };
        },
        async write(files, message) {
            const entries = [];
            for (const [name, text] of Object.entries(files)) {
                const blob = await git(['hash-object', '-w', '--stdin'], text);
                if (blob.code !== 0)
                    return { ok: false, message: `git hash-object failed: ${blob.stderr.trim()}` };
                entries.push(`100644 blob ${blob.stdout.trim()}\t${name}\n`);
            }
            const tree = await git(['mktree'], entries.join(''));
            if (tree.code !== 0)
                return { ok: false, message: `git mktree failed: ${tree.stderr.trim()}` };
            const commit = await git([...identity(AUTHOR), 'commit-tree', tree.stdout.trim(), '-m', message]);
            if (commit.code !== 0)
                return { ok: false, message: `git commit-tree failed: ${commit.stderr.trim()}` };
            const sha = commit.stdout.trim();
            const pushed = await git(['push', '-q', '--no-verify', 'origin', `+${sha}:${ref}`]);
            if (pushed.code !== 0)
                return { ok: false, message: `git push of ${ref} failed: ${pushed.stderr.trim()}` };
            // Asked of origin: a push that went elsewhere is not a mirror (SPEC §10).
            const there = remoteSha((await git(['ls-remote', 'origin', ref])).stdout, ref);
            if (there !== sha)
                return {
                    ok: false,
                    message: `git push of ${ref} reported success, but origin does not hold ${sha.slice(0, 12)} there`
                };
            return { ok: true };
        }
    };
}

;// CONCATENATED MODULE: ./src/system/git/git-diff.ts



// Hashing every changed and untracked file of a large tree can take longer than one plain git command.
const ADD_TIMEOUT_MS = 120_000;
/**
 * The working tree as git would commit it now — HEAD's files as they are on disk, untracked ones
 * included, ignored ones and `exclude` (relative to the workspace) left out — as a tree id; '' outside
 * git or when git fails. It is built in an index of its own, so the repository's index, HEAD and files
 * stay as they are: two snapshots diff an iteration however the agent committed (SPEC §7's review).
 */
async function snapshotTree(git, exclude) {
    const dir = await (0,promises_namespaceObject.mkdtemp)(external_node_path_default().join((0,external_node_os_.tmpdir)(), 'ralph-index-'));
    const env = { GIT_INDEX_FILE: external_node_path_default().join(dir, 'index') };
    try {
        const head = await git(['rev-parse', '--verify', '-q', 'HEAD'], { env });
        const read = await git(head.code === 0 ? ['read-tree', 'HEAD'] : ['read-tree', '--empty'], { env });
        if (read.code !== 0)
            return '';
        const pathspec = ['--', '.', ...exclude.map(p => `:(exclude,literal)${p}`)];
        const add = await git(['add', '-A', ...pathspec], { env, timeoutMs: ADD_TIMEOUT_MS });
        if (add.code !== 0)
            return '';
        const tree = await git(['write-tree'], { env });
        return tree.code === 0 ? tree.stdout.trim() : '';
    }
    finally {
        await (0,promises_namespaceObject.rm)(dir, { recursive: true, force: true });
    }
}
/**
 * The patch from `from` (a snapshot, a commit, or '' for the empty tree) to the snapshot `to`
 * (`snapshotTree`); '' when `to` is missing or git fails.
 */
async function diffTrees(git, from, to) {
    if (!to)
        return '';
    // The empty tree of the repository's own hash (sha1 or sha256), which git knows without storing it.
    const empty = from ? undefined : await git(['hash-object', '-t', 'tree', '--stdin'], { stdin: '' });
    if (empty && empty.code !== 0)
        return '';
    const diff = await git(['diff', '--no-color', '--no-ext-diff', from || (empty?.stdout.trim() ?? ''), to]);
    return diff.code === 0 ? diff.stdout : '';
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __nccwpck_require__(4573);
;// CONCATENATED MODULE: ./src/system/files/byte-names.ts

/**
 * File names as bytes. git prints names as bytes, and Linux allows any bytes but `/` and NUL in one, so
 * the fingerprint keeps a name as a latin1 string (one character a byte: every name round-trips) and
 * hands the file system a Buffer. Only `shown` decodes, for people.
 */
/** `text` (a path from the config, a JavaScript string) as bytes in a latin1 string. */
function asBytes(text) {
    return Buffer.from(text, 'utf8').toString('latin1');
}
/** The absolute path of `rel` (bytes, relative to `root`) as a Buffer for fs calls. */
function under(root, rel) {
    return Buffer.concat([root, Buffer.from(`/${rel}`, 'latin1')]);
}
/** Whether `rel` is one of the excluded paths or under one (all relative to the same root, as bytes). */
function isExcluded(rel, excluded) {
    return excluded.some(e => rel === e || rel.startsWith(`${e}/`));
}
/**
 * `name` (bytes) for people: as UTF-8 when it is UTF-8, else quoted as git quotes it (`"\377\376"`).
 * Two different names never show the same: a shown name starts with `"` only when quoted.
 */
function shown(name) {
    const bytes = Buffer.from(name, 'latin1');
    if ((0,external_node_buffer_.isUtf8)(bytes) && bytes[0] !== QUOTE)
        return bytes.toString('utf8');
    let out = '"';
    for (const byte of bytes) {
        if (byte === QUOTE || byte === BACKSLASH)
            out += `\\${String.fromCharCode(byte)}`;
        else if (byte >= 0x20 && byte < 0x7f)
            out += String.fromCharCode(byte);
        else
            out += `\\${byte.toString(8).padStart(3, '0')}`;
    }
    return `${out}"`;
}
/**
 * The bytes (a latin1 string) of a name as `shown` gave it. A text `shown` could not have given (`"a"`:
 * it would show that name as `a`) is a name as it stands.
 */
function unshown(text) {
    if (!text.startsWith('"'))
        return asBytes(text);
    const bytes = text
        .slice(1, -1)
        .replace(/\\([0-7]{3}|.)/g, (_, escaped) => escaped.length === 3 ? String.fromCharCode(parseInt(escaped, 8)) : escaped);
    return shown(bytes) === text ? bytes : asBytes(text);
}
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** Lets the event loop turn, so that a signal is not held up by a long fingerprint. */
function turn() {
    return new Promise(resolve => setImmediate(resolve));
}

;// CONCATENATED MODULE: ./src/system/git/git-work.ts






/**
 * The agent's work in git (SPEC §10), with plain git commands; no shell, no amend, no force push.
 * `options` says how git runs: its environment (`baseEnv`), the runner, the signal.
 */
function gitWork(root, options = {}) {
    const git = (args, extra = {}) => run_git_runGit(root, args, { ...options, ...extra });
    // `XY path` each, the path from the repository's top; with --no-renames no entry carries a second one.
    async function changed() {
        const args = ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames'];
        const status = await runGitBytes(root, args, options);
        if (status.code !== 0)
            return [];
        return status.stdout
            .toString('latin1')
            .split('\0')
            .filter(entry => entry.length > 3)
            .map(entry => shown(entry.slice(3)));
    }
    /** The changed paths (as `changed()` shows them) that `globs`, relative to the workspace, match. */
    async function changedMatching(globs) {
        if (globs.length === 0)
            return [];
        const [names, prefix = ''] = await Promise.all([changed(), gitPrefix(root, options)]);
        const matches = globMatcher(globs);
        return names.filter(name => {
            const bytes = unshown(name);
            // A name that is not UTF-8 is matched as text, each bad byte read as U+FFFD (as the copies are).
            const relative = Buffer.from(bytes.slice(prefix.length), 'latin1').toString('utf8');
            return bytes.startsWith(prefix) && matches(relative);
        });
    }
    return {
        async inspect() {
            const inside = await git(['rev-parse', '--is-inside-work-tree']);
            if (inside.stdout.trim() !== 'true')
                return { repo: false, sha: '', branch: '', origin: false, tracked: false };
            const [sha, branch, origin] = await Promise.all([
                git(['rev-parse', '--verify', '-q', 'HEAD']),
                git(['symbolic-ref', '--short', '-q', 'HEAD']),
                git(['remote', 'get-url', 'origin'])
            ]);
            const name = branch.code === 0 ? branch.stdout.trim() : '';
            const tracked = name !== '' &&
                origin.code === 0 &&
                (await git(['rev-parse', '--verify', '-q', `refs/remotes/origin/${name}`])).code === 0;
            return {
                repo: true,
                sha: sha.code === 0 ? sha.stdout.trim() : '',
                branch: name,
                origin: origin.code === 0,
                tracked
            };
        },
        async identity() {
            const [name, email] = await Promise.all([
                git(['config', '--get', 'user.name']),
                git(['config', '--get', 'user.email'])
            ]);
            const [who, address] = [name.stdout.trim(), email.stdout.trim()];
            if (name.code !== 0 || email.code !== 0 || !who || !address)
                return undefined;
            return { name: who, email: address };
        },
        switchTo: (branch, switchOptions) => switchBranch(git, branch, switchOptions),
        changed,
        async commit({ message, author, noVerify, exclude, excludeTop = [], excludeGlobs = [], allowEmpty = false }) {
            // An excluded path the user's .gitignore lists (`.ralph/`) is left out anyway, and naming it makes
            // `git add` fail ("The following paths are ignored"): only the others are named.
            const ignored = exclude.length > 0 ? await git(['check-ignore', '--', ...exclude]) : undefined;
            const skipped = new Set(ignored?.code === 0 ? ignored.stdout.split('\n').filter(Boolean) : []);
            // What the globs match is listed and left out by name: one matcher decides, as for restore().
            const guarded = await changedMatching(excludeGlobs);
            // Only these paths: `commit -- <pathspec>` leaves what was staged elsewhere staged, not committed.
            const pathspec = [
                '--',
                '.',
                ...exclude.filter(path => !skipped.has(path)).map(path => `:(exclude,literal)${path}`),
                ...[...excludeTop, ...guarded].map(topExclude)
            ];
            const add = await git(['add', '-A', ...pathspec]);
            if (add.code !== 0)
                return { error: `git add failed: ${add.stderr.trim()}` };
            const staged = await git(['diff', '--cached', '--quiet', ...pathspec]);
            const empty = staged.code === 0;
            if (empty && !allowEmpty)
                return undefined;
            const commit = await git([
                ...identity(author),
                'commit',
                '-q',
                `--author=${author.name} <${author.email}>`,
                '-m',
                message,
                ...(noVerify ? ['--no-verify'] : []),
                // With the pathspec still: what was staged outside it stays staged, not committed.
                ...(empty ? ['--allow-empty'] : []),
                ...pathspec
            ]);
            if (commit.code !== 0)
                return { error: `git commit failed: ${(commit.stderr || commit.stdout).trim()}` };
            return { sha: (await git(['rev-parse', 'HEAD'])).stdout.trim() };
        },
        async push(branch) {
            const target = `HEAD:refs/heads/${branch}`;
            const first = await git(['push', '-q', 'origin', target]);
            if (first.code === 0)
                return landed(git, branch);
            // Stopped by our own signal: no time for a fetch and a rebase now; the post step pushes.
            if (options.signal?.aborted)
                return { ok: false, message: `git push to ${branch} was stopped by a signal` };
            if (refusedForPermissions(first))
                return { ok: false, message: permissionsMessage(branch, first) };
            // The remote moved: replay the local commits on it if that applies cleanly, then try once more.
            const fetch = await git(['fetch', '-q', 'origin', `refs/heads/${branch}`]);
            if (fetch.code !== 0)
                return { ok: false, message: `git push to ${branch} failed: ${first.stderr.trim()}` };
            const rebase = await git([
                ...identity({ name: 'ralph', email: 'ralph@localhost' }),
                'rebase',
                '-q',
                // Uncommitted changes (an iteration that made no commit) are stashed and put back.
                '--autostash',
                'FETCH_HEAD'
            ]);
            if (rebase.code !== 0) {
                await git(['rebase', '--abort']);
                return {
                    ok: false,
                    message: `The remote branch ${branch} moved and the loop's commits do not rebase cleanly onto it (${remote_branch_firstLine(rebase)}); they are intact locally. Merge ${branch} by hand, then run again.`
                };
            }
            const second = await git(['push', '-q', 'origin', target]);
            return second.code === 0
                ? landed(git, branch)
                : { ok: false, message: `git push to ${branch} failed after a rebase: ${second.stderr.trim()}` };
        },
        async committedSince(sha) {
            // Each commit's own changes (merges against each parent), new names and old ones both, relative to the workspace.
            const log = await git([
                'log',
                '--no-renames',
                '-m',
                '--relative',
                '--format=',
                '--name-only',
                '-z',
                `${sha}..HEAD`
            ]);
            if (log.code !== 0)
                return [];
            return [
                ...new Set(log.stdout
                    .split('\0')
                    .map(line => line.replace(/^\n+/, ''))
                    .filter(Boolean))
            ];
        },
        async subjectsSince(sha) {
            const log = await git(['log', '--format=%s', sha ? `${sha}..HEAD` : 'HEAD', '--']);
            return log.code === 0 ? log.stdout.split('\n').filter(Boolean) : [];
        },
        async resetTo(sha) {
            const reset = await git(['reset', '-q', '--mixed', sha]);
            return reset.code === 0 ? { ok: true } : { ok: false, message: `git reset failed: ${remote_branch_firstLine(reset)}` };
        },
        async contains(sha) {
            if (await isAncestor(git, sha, 'HEAD'))
                return true;
            const shallow = (await git(['rev-parse', '--is-shallow-repository'])).stdout.trim() === 'true';
            if (!shallow)
                return false;
            await git(['fetch', '-q', '--unshallow', 'origin', ORIGIN_BRANCHES]);
            return isAncestor(git, sha, 'HEAD');
        },
        snapshot: exclude => snapshotTree(git, exclude),
        diff: (from, to) => diffTrees(git, from, to),
        async has(sha) {
            // Only a full object name, so that git never reads it as an option or a revision expression.
            if (!/^[0-9a-f]{40,64}$/.test(sha))
                return false;
            return (await git(['cat-file', '-e', sha])).code === 0;
        },
        lacks: (branch, sha) => originLacks(git, branch, sha),
        async keep(sha, ref) {
            const pushed = await git(['push', '-q', '--no-verify', 'origin', `${sha}:${ref}`]);
            return pushed.code === 0 ? { ok: true } : { ok: false, message: remote_branch_firstLine(pushed) };
        }
    };
}
function refusedForPermissions(result) {
    return /\b403\b|permission to .* denied|could not read Username|Authentication failed|not allowed to push/i.test(result.stderr);
}
function permissionsMessage(branch, result) {
    return (`git push to ${branch} was refused: ${remote_branch_firstLine(result)}. ` +
        "Give the job 'permissions: contents: write' (the loop pushes with the credentials actions/checkout " +
        "persisted, or with 'github-token' when it persisted none), or set 'push: false'.");
}
/**
 * A path as `changed()` shows it, as a pathspec from the repository's top that leaves it out: literal,
 * or, for a name that is not UTF-8 (an argument is UTF-8 text), a glob with `?` for each byte past ASCII.
 */
function topExclude(name) {
    if (!name.startsWith('"'))
        return `:(top,exclude,literal)${name}`;
    let pattern = '';
    for (const char of unshown(name))
        pattern += char.charCodeAt(0) >= 0x80 ? '?' : char.replace(/[*?[\]\\]/, '\\$&');
    return `:(top,exclude,glob)${pattern}`;
}

;// CONCATENATED MODULE: ./src/system/git/status-v2.ts
// Fields before the path: `1 XY sub mH mI mW hH hI path`, `u XY sub m1 m2 m3 mW h1 h2 h3 path`.
const FIELDS_BEFORE_PATH = { '1': 8, u: 10 };
/**
 * Parses `git status --porcelain=v2 --branch -z --no-renames` (so no `2` entry, a rename, with a second
 * path), given as a latin1 string of git's bytes. Paths may hold spaces (fields are split by count, not by
 * space); ignored entries (`!`) are dropped.
 */
function parseStatusV2(output) {
    const status = { head: undefined, entries: [] };
    for (const field of output.split('\0')) {
        if (field.startsWith('# branch.oid ')) {
            const oid = field.slice('# branch.oid '.length);
            status.head = oid === '(initial)' ? undefined : oid;
        }
        else if (field.startsWith('? ')) {
            status.entries.push({ kind: '?', fields: '?', sub: '', path: field.slice(2) });
        }
        else {
            const kind = field[0] ?? '';
            const count = FIELDS_BEFORE_PATH[kind];
            if (count === undefined || field[1] !== ' ')
                continue;
            let at = -1;
            for (let n = 0; n < count && (at = field.indexOf(' ', at + 1)) !== -1; n++)
                ;
            if (at === -1)
                continue;
            const before = field.slice(0, at);
            status.entries.push({
                kind,
                fields: before,
                sub: before.split(' ')[2] ?? '',
                path: field.slice(at + 1)
            });
        }
    }
    return status;
}

;// CONCATENATED MODULE: ./src/system/git/fingerprint-git.ts





// Entries read between two turns of the event loop.
const BATCH = 256;
/**
 * The fingerprint inside a git work tree: one `git status --porcelain=v2 -z --untracked-files=all`
 * (submodules included, git's default), then HEAD's tree and, for every entry under `root`, git's
 * record of it and what the path holds now (`pathContent`; the executable bit of an untracked file too),
 * read again only when the file's identity changed since the previous fingerprint (known-contents.ts).
 * Every git setting (filters, `core.fileMode`, `core.trustctime`, the index format) is git's to apply:
 * nothing here reads git's files. A submodule or nested repository that git says is dirty counts by its
 * own fingerprint, so a further edit inside it is seen. Throws when git fails.
 */
async function gitTreeState(tree, git, memory) {
    const { root, prefix, excluded } = tree;
    // `-- .` keeps the status to the workspace when it is a subfolder of the repository.
    const args = [
        'status',
        '--porcelain=v2',
        '-z',
        '--untracked-files=all',
        '--no-renames',
        '--branch',
        '--',
        '.'
    ];
    const result = await runGitBytes(root, args, git);
    if (result.code !== 0)
        throw new Error(`git status failed in ${root} (exit ${result.code}): ${result.stderr.trim()}`);
    const status = parseStatusV2(result.stdout.toString('latin1'));
    // Porcelain paths are relative to the repository's top; make them relative to the workspace.
    const local = (p) => {
        if (!p.startsWith(prefix))
            return undefined;
        const rel = p.slice(prefix.length).replace(/\/$/, '');
        return rel && !isExcluded(rel, excluded) ? rel : undefined;
    };
    const hash = (0,external_node_crypto_.createHash)('sha256').update(`git\0${await headTree(root, status.head, git, memory.trees)}\n`);
    const changed = [];
    const rootBytes = Buffer.from(root, 'utf8');
    let read = 0;
    for (const entry of status.entries) {
        const rel = local(entry.path);
        if (rel === undefined)
            continue;
        if (++read % BATCH === 0)
            await turn();
        const now = isRepository(entry)
            ? await repositoryContent(tree, rel, git, memory)
            : memory.contents.contentOf(under(rootBytes, rel), entry.kind === '?');
        hash.update(`${entry.fields}\0${entry.path}\0${now}\n`, 'latin1');
        changed.push(shown(rel));
    }
    return { hash: hash.digest('hex'), changed, head: status.head ?? '' };
}
/**
 * Whether the entry is a repository of its own that git says is dirty: a submodule with a new commit,
 * changes or untracked files (`S` and a flag), or a whole untracked folder, which with
 * --untracked-files=all git lists only when it is a repository.
 */
function isRepository(entry) {
    return (entry.sub.startsWith('S') && entry.sub !== 'S...') || entry.path.endsWith('/');
}
/** A dirty repository of its own counts by its fingerprint. */
async function repositoryContent(tree, rel, git, memory) {
    const bytes = Buffer.from(rel, 'latin1');
    // A process can be started only in a folder whose name is UTF-8: such a submodule counts by its record.
    if (!(0,external_node_buffer_.isUtf8)(bytes))
        return 'repository';
    const inner = tree.excluded.flatMap(e => (e.startsWith(`${rel}/`) ? [e.slice(rel.length + 1)] : []));
    const root = `${tree.root}/${bytes.toString('utf8')}`;
    return `repository:${(await gitTreeState({ root, prefix: '', excluded: inner }, git, memory)).hash}`;
}
/**
 * The tree of HEAD's commit, 'unborn' before the first commit. The tree, not the commit: a commit that
 * leaves the content as it was (an empty commit, a `reset --soft` to the same tree) is no change. git is
 * asked only when the status header names a commit not seen before.
 */
async function headTree(root, commit, git, trees) {
    if (commit === undefined)
        return 'unborn';
    const known = trees.get(commit);
    if (known !== undefined)
        return known;
    const result = await run_git_runGit(root, ['rev-parse', '--verify', '--quiet', `${commit}^{tree}`], git);
    const tree = result.stdout.trim();
    if (result.code !== 0 || !tree)
        throw new Error(`git rev-parse ${commit}^{tree} failed in ${root} (exit ${result.code}): ${result.stderr.trim()}`);
    // A loop sees a handful of commits; the bound only keeps a very long run from growing the map.
    if (trees.size >= 1000)
        trees.clear();
    trees.set(commit, tree);
    return tree;
}

;// CONCATENATED MODULE: ./src/system/files/fingerprint-walk.ts



/** Files and folders a walk outside git looks at, at most (SPEC §5 step 4). */
const WALK_CAP = 200_000;
// Outside git the list is only informational; the hash still covers every file.
const SHOWN_CAP = 1000;
// Entries looked at between two turns of the event loop.
const fingerprint_walk_BATCH = 1000;
/**
 * The fingerprint outside git: an lstat walk of `root` (names as bytes, sorted by bytes, so the same
 * tree always gives the same hash) hashing the path and type of everything but a folder, and for a
 * file its size, mtime and mode, for a symbolic link its target (never followed). `.git` folders and `excluded` (paths
 * relative to `root`, as bytes) are left out. Past `cap` entries the walk stops and says so in
 * `capped`: a change beyond them is not seen.
 */
async function walkTreeState(root, excluded, cap = WALK_CAP) {
    const rootBytes = Buffer.from(root, 'utf8');
    const hash = (0,external_node_crypto_.createHash)('sha256').update('walk\n');
    const files = [];
    let seen = 0;
    // Breadth first, in byte order within each folder: a deterministic order, and the same cut at the cap.
    const folders = [''];
    for (let at = 0; at < folders.length; at++) {
        const dir = folders[at] ?? '';
        let names = [];
        try {
            names = (0,external_node_fs_.readdirSync)(dir ? under(rootBytes, dir) : rootBytes, { encoding: 'buffer' }).sort((a, b) => Buffer.compare(a, b));
        }
        catch {
            // A folder that vanished or cannot be read has nothing to count.
        }
        for (const name of names) {
            const base = name.toString('latin1');
            const rel = dir ? `${dir}/${base}` : base;
            if (base === '.git' || isExcluded(rel, excluded))
                continue;
            if (++seen > cap)
                return { hash: hash.digest('hex'), changed: files, head: '', capped: true };
            if (seen % fingerprint_walk_BATCH === 0)
                await turn();
            const line = fingerprint_walk_describe(under(rootBytes, rel));
            // A folder counts by what it holds: an empty one is no change, as in git.
            if (line === 'dir') {
                folders.push(rel);
                continue;
            }
            if (files.length < SHOWN_CAP)
                files.push(shown(rel));
            hash.update(Buffer.from(`${rel}\0${line}\n`, 'latin1'));
        }
    }
    return { hash: hash.digest('hex'), changed: files, head: '', capped: false };
}
/** One entry's line: `dir`, or its type, size, mtime and mode, or a link's target. */
function fingerprint_walk_describe(abs) {
    try {
        const s = (0,external_node_fs_.lstatSync)(abs, { throwIfNoEntry: false });
        if (!s)
            return 'missing';
        if (s.isDirectory())
            return 'dir';
        if (s.isSymbolicLink())
            return `link ${(0,external_node_fs_.readlinkSync)(abs, { encoding: 'buffer' }).toString('latin1')}`;
        return `${s.isFile() ? 'file' : 'other'} ${s.size} ${s.mtimeMs} ${s.mode & 0o7777}`;
    }
    catch (error) {
        return `error ${error.code ?? 'unknown'}`;
    }
}

;// CONCATENATED MODULE: ./src/system/files/path-content.ts


// Never follows a link (ELOOP instead), never waits on a FIFO, never takes a terminal as its own.
const FLAGS = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0) | (external_node_fs_.constants.O_NONBLOCK ?? 0) | (external_node_fs_.constants.O_NOCTTY ?? 0);
const CHUNK = 1024 * 1024;
let chunk;
/**
 * What the path `abs` holds now, as a line of the fingerprint: `file:<sha256 of the content>` (and `+x`
 * when `execBit` is asked for and the file is executable), `link:<target>`, `dir`, `other` (a FIFO or a
 * device, opened without blocking and never read, or a socket; git lists none of them unless one took a
 * tracked file's place), `missing`, or `error:<code>` when it cannot be read. A file is read whole
 * (known-contents.ts decides when it needs to be read at all). Synchronous, and
 * opened without an lstat first (the open says what the path is): a handful of system calls per file
 * cost less on the loop's thread than round trips to the thread pool.
 */
function pathContent(abs, execBit) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(abs, FLAGS);
    }
    catch (error) {
        const code = error.code;
        // O_NOFOLLOW refuses a symbolic link with ELOOP; a socket cannot be opened (ENXIO).
        if (code === 'ELOOP')
            return linkContent(abs);
        if (code === 'ENXIO')
            return 'other';
        return failed(code);
    }
    try {
        const stats = (0,external_node_fs_.fstatSync)(fd);
        if (stats.isDirectory())
            return 'dir';
        if (!stats.isFile())
            return 'other';
        const exec = execBit && (stats.mode & 0o111) !== 0 ? '+x' : '';
        const hash = (0,external_node_crypto_.createHash)('sha256');
        chunk ??= Buffer.allocUnsafe(CHUNK);
        // A short read of a regular file is its end: no further read to learn so.
        for (let n = CHUNK; n === CHUNK;) {
            n = (0,external_node_fs_.readSync)(fd, chunk, 0, CHUNK, null);
            hash.update(chunk.subarray(0, n));
        }
        return `file:${hash.digest('hex')}${exec}`;
    }
    catch (error) {
        return failed(error.code);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function linkContent(abs) {
    try {
        return `link:${(0,external_node_fs_.readlinkSync)(abs, { encoding: 'buffer' }).toString('latin1')}`;
    }
    catch (error) {
        return failed(error.code);
    }
}
/** A folder of the path is a file now, or nothing is there: missing. */
function failed(code) {
    return code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : `error:${code ?? 'unknown'}`;
}

;// CONCATENATED MODULE: ./src/system/files/known-contents.ts


// A file changed this close to the moment it is read (or later: a clock ahead of ours) may change again
// within the same tick of the file system's clock and keep its identity: it is read again next time, as
// git re-reads a "racily clean" entry. 3 s covers the coarsest clocks (FAT's 2 s mtime).
const RACY_MS = 3000;
/**
 * What the files of the previous fingerprint held, by their identity (SPEC §5 step 4): a listed file is
 * read again only when its size, mtime, ctime, inode, device or mode changed since, so a large untracked
 * file costs one `lstat` a fingerprint, not a read. Only the paths of the last fingerprint are kept.
 * `now` is the clock the racy rule compares with; `read` says what a path holds (`pathContent`).
 */
class KnownContents {
    now;
    read;
    previous = new Map();
    current = new Map();
    constructor(now = Date.now, read = pathContent) {
        this.now = now;
        this.read = read;
    }
    /** What `abs` holds now, as `pathContent(abs, execBit)` says it, read only when its identity changed. */
    contentOf(abs, execBit) {
        const stats = (0,external_node_fs_.lstatSync)(abs, { throwIfNoEntry: false });
        if (!stats?.isFile())
            return this.read(abs, execBit);
        const key = `${execBit ? 'x' : '-'}${abs.toString('latin1')}`;
        const known = this.previous.get(key);
        if (known && sameIdentity(known, stats)) {
            this.current.set(key, known);
            return known.content;
        }
        // The identity is taken before the read: a change during the read gives a new one next time.
        const content = this.read(abs, execBit);
        if (content.startsWith('file:') && this.now() - Math.max(stats.ctimeMs, stats.mtimeMs) >= RACY_MS)
            this.current.set(key, {
                size: stats.size,
                mtimeMs: stats.mtimeMs,
                ctimeMs: stats.ctimeMs,
                ino: stats.ino,
                dev: stats.dev,
                mode: stats.mode,
                content
            });
        return content;
    }
    /** One fingerprint is taken: what it read is what the next one compares with. */
    done() {
        this.previous = this.current;
        this.current = new Map();
    }
}
// Times in ms (to the microsecond) suffice: a remembered file is 3 s old, so a change after moves its ctime by more.
function sameIdentity(a, b) {
    return (a.size === b.size &&
        a.mtimeMs === b.mtimeMs &&
        a.ctimeMs === b.ctimeMs &&
        a.ino === b.ino &&
        a.dev === b.dev &&
        a.mode === b.mode);
}

;// CONCATENATED MODULE: ./src/system/files/fingerprint.ts






/**
 * Fingerprint of the working tree at `root` (SPEC §5 step 4). Inside a git work tree: the content of
 * the tree as git sees it (fingerprint-git.ts), limited to `root` even when it is a subfolder of the
 * repository. Elsewhere: an lstat walk (fingerprint-walk.ts). `exclude` holds paths relative to `root`
 * (folders or files); `.git` is always excluded. `git` says how git runs. Throws when `root` is in a
 * work tree but git fails.
 */
async function treeState(root, exclude, git, memory) {
    const excluded = normalizeExcludes(root, exclude).map(asBytes);
    // Where the tree sits in a repository does not change during a run: git is asked once.
    const prefix = await (memory.prefix ??= gitPrefix(root, git));
    if (prefix !== undefined) {
        const trees = (memory.trees ??= new Map());
        const contents = (memory.contents ??= new KnownContents(memory.now));
        try {
            return await gitTreeState({ root, prefix, excluded }, git, { trees, contents });
        }
        finally {
            contents.done();
        }
    }
    const cap = memory.walkCap ?? WALK_CAP;
    const { capped, ...state } = await walkTreeState(root, excluded, cap);
    if (capped && !memory.warned) {
        memory.warned = true;
        memory.warn?.(`The workspace holds more than ${cap.toLocaleString('en')} files and folders and is not in a git repository: ` +
            'the working-tree fingerprint covers only the first ones, so no-progress detection may miss a change. ' +
            'Run the loop in a git repository (git init) for a full fingerprint.');
    }
    return state;
}
/** Exclusions as clean posix paths relative to `root`; entries outside `root`, or `root` itself, are dropped. */
function normalizeExcludes(root, exclude) {
    const out = ['.git'];
    for (const entry of exclude) {
        const rel = toPosix(external_node_path_default().relative(root, external_node_path_default().resolve(root, entry)));
        if (rel === '' || rel === '..' || rel.startsWith('../') || external_node_path_default().isAbsolute(rel))
            continue;
        out.push(rel);
    }
    return out;
}
function toPosix(p) {
    return p.split((external_node_path_default()).sep).join('/');
}

;// CONCATENATED MODULE: ./src/system/files/append-file.ts


// O_NOFOLLOW is missing on Windows: there a link in the file's place is followed.
const append_file_FLAGS = external_node_fs_.constants.O_WRONLY |
    external_node_fs_.constants.O_APPEND |
    external_node_fs_.constants.O_CREAT |
    (external_node_fs_.constants.O_NOFOLLOW ?? 0);
/**
 * Appends `content` to `target`, creating it and its folders when missing. Synchronous, so the text is
 * the OS's when it returns (a SIGKILL after it keeps it); no fsync. A symbolic link in the file's place
 * is refused (`ELOOP`): an agent that planted one cannot make the loop write outside the workspace.
 * The folders above are the caller's to check (`realFolders`).
 */
function appendTo(target, content) {
    try {
        let fd;
        try {
            fd = (0,external_node_fs_.openSync)(target, append_file_FLAGS, 0o666);
        }
        catch (error) {
            if (error.code !== 'ENOENT')
                throw error;
            (0,external_node_fs_.mkdirSync)(external_node_path_default().dirname(target), { recursive: true });
            fd = (0,external_node_fs_.openSync)(target, append_file_FLAGS, 0o666);
        }
        try {
            const bytes = Buffer.from(content, 'utf8');
            for (let done = 0; done < bytes.length;)
                done += (0,external_node_fs_.writeSync)(fd, bytes, done, bytes.length - done);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    catch (error) {
        const { code, message } = error;
        throw Object.assign(new Error(`Could not append to ${target}: ${message}`), { code });
    }
}

;// CONCATENATED MODULE: ./src/system/files/read-file.ts

/** A file the loop reads holds at most this much unless the caller says otherwise. */
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
const read_file_CHUNK = 64 * 1024;
/**
 * Reads a file the loop reads from the workspace (SPEC §8): it must be a regular file within
 * `maxBytes`, checked on the open file. It is opened without blocking, so a FIFO cannot hang the loop;
 * a FIFO, a device, a socket or a directory is an error (code `ENOTREG` / `EISDIR`), as is, with
 * `noFollow`, a symbolic link (`ELINK`). At most `maxBytes + 1` bytes are read, so a file that grows
 * while it is read is an error (`EFBIG`) too, never an unbounded read. Errors name the file as `shown`.
 */
function readRegularFile(file, shown, options = {}) {
    // Synchronous inside: a handful of system calls on the loop's thread cost less than as many round
    // trips to the thread pool, and the loop has nothing else to do while it reads. A throw becomes
    // the rejection, the error as fs made it (its code kept).
    return Promise.resolve().then(() => readRegularFileSync(file, shown, options));
}
function readRegularFileSync(file, shown, options) {
    const max = options.maxBytes ?? DEFAULT_MAX_BYTES;
    const flags = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NONBLOCK ?? 0) | (options.noFollow ? (external_node_fs_.constants.O_NOFOLLOW ?? 0) : 0);
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(file, flags);
    }
    catch (error) {
        if (options.noFollow && error.code === 'ELOOP')
            throw codeError('ELINK', `ELINK: ${shown} is a symbolic link; the loop reads only a regular file there`);
        throw error;
    }
    try {
        const stats = (0,external_node_fs_.fstatSync)(fd);
        if (!stats.isFile()) {
            const code = stats.isDirectory() ? 'EISDIR' : 'ENOTREG';
            throw codeError(code, `${code}: ${shown} is ${kindOf(stats)}, not a regular file`);
        }
        if (stats.size > max)
            throw codeError('EFBIG', `${shown} is ${stats.size} bytes, more than ${max}`);
        const chunks = [];
        let total = 0;
        // The first read asks for the whole file (and one byte more, to see it end).
        for (let want = Math.min(stats.size, max) + 1;; want = read_file_CHUNK) {
            const chunk = Buffer.allocUnsafe(want);
            const bytesRead = (0,external_node_fs_.readSync)(fd, chunk, 0, want, null);
            if (bytesRead === 0)
                break;
            chunks.push(chunk.subarray(0, bytesRead));
            total += bytesRead;
            if (total > max)
                throw codeError('EFBIG', `${shown} grew past ${max} bytes while it was read`);
        }
        return Buffer.concat(chunks, total).toString('utf8');
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function kindOf(stats) {
    if (stats.isDirectory())
        return 'a directory';
    if (stats.isFIFO())
        return 'a FIFO (named pipe)';
    if (stats.isCharacterDevice())
        return 'a character device';
    if (stats.isBlockDevice())
        return 'a block device';
    if (stats.isSocket())
        return 'a socket';
    return 'not a file';
}
function codeError(code, message) {
    return Object.assign(new Error(message), { code });
}

;// CONCATENATED MODULE: ./src/system/files/file-copies.ts




/**
 * `Workspace.copyFiles` over the real file system at `base`: walks only the folders the globs can
 * match in (`globRoots`), never follows a symbolic link, and reads regular files and links only (a
 * FIFO or a socket is no file git keeps, and reading one could hang). Names are bytes (byte-names.ts):
 * a glob matches a name as text, where a byte that is not UTF-8 reads as U+FFFD, and a copy's path is
 * the name as `shown` gives it, which `putFile` and `remove` take back as its bytes.
 */
async function copyFiles(base, globs, exclude, limits) {
    const matches = globMatcher(globs);
    const root = Buffer.from(base);
    const skipped = exclude.map(dir => asBytes(path_glob_normalizeGlob(dir)));
    const files = [];
    let bytes = 0;
    const visit = async (rel, entry) => {
        if (isExcluded(rel, skipped) || rel.split('/').pop() === '.git')
            return undefined;
        if (entry.isDirectory())
            return walk(rel);
        const text = Buffer.from(rel, 'latin1').toString('utf8');
        if (!matches(text) || !(entry.isFile() || entry.isSymbolicLink()))
            return undefined;
        const copy = await copyOf(root, rel);
        if (!copy)
            return undefined;
        files.push(copy);
        bytes += copy.bytes.length;
        if (files.length > limits.files || bytes > limits.bytes)
            return `more than ${limits.files} files or ${limits.bytes} bytes (at ${copy.path})`;
        return undefined;
    };
    const walk = async (rel) => {
        const dir = rel === '' ? root : under(root, rel);
        const entries = await (0,promises_namespaceObject.readdir)(dir, { withFileTypes: true, encoding: 'buffer' }).catch(() => []);
        for (const entry of entries.sort((a, b) => Buffer.compare(a.name, b.name))) {
            const name = entry.name.toString('latin1');
            const stop = await visit(rel === '' ? name : `${rel}/${name}`, entry);
            if (stop)
                return stop;
        }
        return undefined;
    };
    for (const top of globRoots(globs).map(asBytes)) {
        const entry = await (0,promises_namespaceObject.lstat)(top === '' ? root : under(root, top)).catch(() => undefined);
        const stop = entry && (top === '' ? await walk('') : await visit(top, entry));
        if (stop)
            return { tooMany: stop };
    }
    return { files: files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) };
}
/** A file's copy (`rel` as bytes), or undefined when it went away while being read. */
async function copyOf(root, rel) {
    const abs = under(root, rel);
    const path = shown(rel);
    try {
        const stats = await (0,promises_namespaceObject.lstat)(abs);
        const mode = stats.mode & 0o777;
        if (stats.isSymbolicLink()) {
            const link = shown((await (0,promises_namespaceObject.readlink)(abs, { encoding: 'buffer' })).toString('latin1'));
            return { path, bytes: new Uint8Array(), mode, link };
        }
        return { path, bytes: new Uint8Array(await (0,promises_namespaceObject.readFile)(abs)), mode };
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}
/**
 * The absolute path, as bytes, of `rel` as `shown` gives a name. Throws unless it is a plain path
 * inside `base`: no empty, `.` or `..` segment, not absolute.
 */
function plainPath(base, rel) {
    const bytes = unshown(rel);
    if (bytes.split('/').some(segment => segment === '' || segment === '.' || segment === '..'))
        throw new Error(`Path ${JSON.stringify(rel)} is not a plain path inside the workspace ${base}`);
    return under(Buffer.from(base), bytes);
}
/**
 * `Workspace.putFile` inside `base`. A link or a file standing where a folder above the copy was is
 * replaced by a real folder first, so the write cannot land outside the workspace; whatever stands at
 * the copy's path itself (a folder included) is replaced.
 */
async function putFile(base, copy) {
    const target = plainPath(base, copy.path);
    const segments = unshown(copy.path).split('/');
    const name = segments.pop() ?? '';
    let dir = Buffer.from(base);
    for (const segment of segments) {
        dir = under(dir, segment);
        const stats = await (0,promises_namespaceObject.lstat)(dir).catch(() => undefined);
        if (stats?.isDirectory())
            continue;
        if (stats)
            await (0,promises_namespaceObject.rm)(dir, { force: true });
        await (0,promises_namespaceObject.mkdir)(dir);
    }
    const existing = await (0,promises_namespaceObject.lstat)(target).catch(() => undefined);
    if (existing?.isDirectory())
        await (0,promises_namespaceObject.rm)(target, { recursive: true, force: true });
    const temp = under(dir, `.${name}.ralph-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
    try {
        if (copy.link !== undefined)
            await (0,promises_namespaceObject.symlink)(Buffer.from(unshown(copy.link), 'latin1'), temp);
        else {
            await (0,promises_namespaceObject.writeFile)(temp, copy.bytes, { flag: 'wx', mode: copy.mode });
            // The process's umask trims the mode given to open: set it as it was.
            await (0,promises_namespaceObject.chmod)(temp, copy.mode);
        }
        await (0,promises_namespaceObject.rename)(temp, target);
    }
    catch (error) {
        await (0,promises_namespaceObject.rm)(temp, { force: true });
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/system/files/file-workspace.ts








/**
 * A `Workspace` over the real file system at `root` (made absolute once, here). Every path is taken
 * relative to `root`, and one that resolves outside it throws before anything is touched. `git` says how
 * the working-tree fingerprint runs git (runner, environment, signal); `fingerprint`, where a walk outside
 * git stops and whom it tells, once, that the workspace is too large to fingerprint whole, and the clock
 * that tells a file changed just now (known-contents.ts).
 */
function createWorkspace(root, git = {}, fingerprint = {}) {
    const base = external_node_path_default().resolve(root);
    let realBase;
    // What the fingerprints keep between calls (fingerprint.ts).
    const memory = { ...fingerprint };
    const at = (p) => resolveInside(base, p);
    return {
        root: base,
        // async throughout, so a rejected path is a rejected promise and never a synchronous throw.
        readText: async (p, limits = {}) => {
            let file = at(p);
            if (limits.within) {
                // The check in `at` is lexical: here a symbolic link may lead only to a file inside.
                // Synchronous, as the read itself (read-file.ts).
                file = external_node_fs_.realpathSync.native(file);
                realBase ??= (0,promises_namespaceObject.realpath)(base);
                if (!isWithin(await realBase, file))
                    throw codeError('EOUTSIDE', `${p} is a symbolic link to ${file}, outside the workspace`);
            }
            return readRegularFile(file, p, limits);
        },
        // A rejected promise, never a synchronous throw, whatever fails.
        writeText: (p, content, options) => Promise.resolve().then(() => writeAtomic(realFolders(base, at(p)), content, options)),
        // The executor runs at once, so the text is the OS's when the call returns; a throw rejects.
        appendText: (p, content) => new Promise(resolve => {
            appendTo(realFolders(base, at(p)), content);
            resolve();
        }),
        exists: async (p) => {
            try {
                await (0,promises_namespaceObject.stat)(at(p));
                return true;
            }
            catch (error) {
                if (isCode(error, 'ENOENT', 'ENOTDIR'))
                    return false;
                throw error;
            }
        },
        remove: async (p) => {
            // A name copyFiles gave: quoted when it is not UTF-8 (byte-names.ts).
            const target = p.startsWith('"') ? plainPath(base, p) : at(p);
            if (target === base)
                throw new Error(`Refusing to remove the workspace root ${base}`);
            await (0,promises_namespaceObject.unlink)(target).catch(error => {
                if (!isCode(error, 'ENOENT'))
                    throw error;
            });
        },
        copyFiles: async (globs, exclude, limits) => copyFiles(base, globs, exclude, limits),
        putFile: async (copy) => putFile(base, copy),
        treeState: async (exclude) => treeState(base, exclude, git, memory)
    };
}
function isWithin(root, target) {
    const rel = external_node_path_default().relative(root, target);
    return rel !== '..' && !rel.startsWith(`..${(external_node_path_default()).sep}`) && !external_node_path_default().isAbsolute(rel);
}
/**
 * The absolute path of `p` taken relative to `root`. Throws when it resolves outside `root` (`..`,
 * an absolute path elsewhere, another drive). The check is lexical: a symlink inside `root` that
 * points elsewhere is followed.
 */
function resolveInside(root, p) {
    const abs = external_node_path_default().resolve(root, p);
    if (!isWithin(root, abs))
        throw new Error(`Path "${p}" resolves outside the workspace ${root}`);
    return abs;
}
/**
 * `target`, once every folder between `root` and it that exists is checked to stay inside the
 * workspace: a symbolic link among them that leads out of it (or nowhere) is an error naming it.
 * Checked on every write (SPEC §10): an agent can swap the state dir, or a folder above a file, for
 * a link to a folder outside at any time, and the check of the inputs at the start no longer holds.
 * A link that stays inside, which the start accepts for `state-dir`, is followed.
 */
function realFolders(root, target) {
    const parts = external_node_path_default().relative(root, external_node_path_default().dirname(target)).split((external_node_path_default()).sep).filter(Boolean);
    let folder = root;
    for (const part of parts) {
        folder = external_node_path_default().join(folder, part);
        const stats = (0,external_node_fs_.lstatSync)(folder, { throwIfNoEntry: false });
        if (!stats)
            break;
        if (!stats.isSymbolicLink())
            continue;
        let to = '';
        try {
            to = external_node_fs_.realpathSync.native(folder);
        }
        catch {
            // A dangling link: named without where it leads.
        }
        if (to && isWithin(external_node_fs_.realpathSync.native(root), to))
            continue;
        throw Object.assign(new Error(`Could not write ${external_node_path_default().relative(root, target)}: ${external_node_path_default().relative(root, folder)} is a symbolic link` +
            `${to ? ` (to ${to})` : ''}, out of the workspace; the loop writes only inside it. ` +
            'Something (the agent?) replaced it during the run.'), { code: 'ELINK' });
    }
    return target;
}
/**
 * Writes `content` to `target` so that a crash at any instant leaves either the old file or the new
 * one: temp file in the same folder (rename is only atomic within one file system), rename over the
 * target. `durable` (the default) also fsyncs the temp file before the rename and the folder after it,
 * so the new content and the rename survive a power cut; without it a crash of the machine may leave
 * the old file. Keeps the target's mode. Synchronous: the loop waits for every write it makes.
 */
function writeAtomic(target, content, { durable = true } = {}) {
    const dir = external_node_path_default().dirname(target);
    const temp = external_node_path_default().join(dir, `.${external_node_path_default().basename(target)}.tmp-${process.pid}-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
    let mode = 0o666;
    try {
        mode = (0,external_node_fs_.statSync)(target).mode & 0o7777;
    }
    catch {
        // A new file: the default mode.
    }
    try {
        let fd;
        try {
            fd = (0,external_node_fs_.openSync)(temp, 'wx', mode);
        }
        catch (error) {
            if (error.code !== 'ENOENT')
                throw error;
            (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
            fd = (0,external_node_fs_.openSync)(temp, 'wx', mode);
        }
        try {
            const bytes = Buffer.from(content, 'utf8');
            for (let done = 0; done < bytes.length;)
                done += (0,external_node_fs_.writeSync)(fd, bytes, done, bytes.length - done);
            if (durable)
                (0,external_node_fs_.fsyncSync)(fd);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
        (0,external_node_fs_.renameSync)(temp, target);
    }
    catch (error) {
        (0,external_node_fs_.rmSync)(temp, { force: true });
        throw writeError(target, error);
    }
    if (durable)
        syncDir(dir);
}
/** Node's errors from a write through a handle do not name the file; this one does, and says what to do. */
function writeError(target, error) {
    const { code, message } = error;
    const hint = code === 'ENOSPC' || code === 'EDQUOT'
        ? ' (the disk is full: free some space and run again; the file as it was before is kept)'
        : code === 'EROFS' || code === 'EACCES' || code === 'EPERM'
            ? ' (the folder cannot be written: check its permissions and mount)'
            : '';
    return Object.assign(new Error(`Could not write ${target}: ${message}${hint}`), { code });
}
function syncDir(dir) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(dir, 'r');
        (0,external_node_fs_.fsyncSync)(fd);
    }
    catch (error) {
        // Windows cannot open a folder, and some file systems refuse to fsync one; the rename still happened.
        if (!isCode(error, 'EINVAL', 'EISDIR', 'EPERM', 'ENOTSUP'))
            throw writeError(dir, error);
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
    }
}
function isCode(error, ...codes) {
    const code = error?.code;
    return code !== undefined && codes.includes(code);
}

;// CONCATENATED MODULE: ./src/edges/backlog.ts
/**
 * A promise when `stream` holds written data it could not pass on yet (a pipe whose reader is
 * slower than the agent), settling once it drains or can no longer drain (closed, failed);
 * undefined when it keeps up. Files and terminals are written synchronously and never lag.
 */
function backlogOf(stream) {
    if (!stream.writableNeedDrain || stream.destroyed)
        return undefined;
    return new Promise(resolve => {
        const done = () => {
            stream.off('drain', done);
            stream.off('close', done);
            stream.off('error', done);
            resolve();
        };
        stream.on('drain', done);
        stream.on('close', done);
        stream.on('error', done);
    });
}

;// CONCATENATED MODULE: ./src/edges/actions-logger.ts


/**
 * The Actions log, through @actions/core. Agent output is written between `::stop-commands::`
 * markers so that an agent printing `::set-output` or `::add-mask::` lines cannot issue workflow
 * commands; so is any line of the loop's that carries outside text looking like a command.
 *
 * @actions/core is loaded when the first fold opens, which is just before the first agent starts, or
 * at `flush` (ADR 0006): its import costs more than the whole cold start may, and the agent's first
 * seconds hide it. Until it is there, every call waits in a queue, in order, raw output included.
 * Raw output goes where @actions/core writes (stdout), so the two stay in order.
 */
function actionsLogger(load) {
    const write = (text) => process.stdout.write(text);
    let core;
    const queue = [];
    let loading;
    const start = () => (loading ??= load().then(loaded => {
        core = loaded;
        for (const call of queue.splice(0))
            call(loaded);
    }));
    const act = (call) => (core ? call(core) : void queue.push(call));
    const token = `ralph-${(0,external_node_crypto_.randomUUID)()}`;
    let raw = false;
    let atLineStart = true;
    const resume = () => {
        if (!raw)
            return;
        write(`${atLineStart ? '' : '\n'}::${token}::\n`);
        raw = false;
        atLineStart = true;
    };
    // Outside text (the agent's error, a task id) may hold lines the runner would read as commands.
    const fenced = (toolkit, message) => {
        if (!looksLikeCommand(message))
            return toolkit.info(message);
        const once = `ralph-${(0,external_node_crypto_.randomUUID)()}`;
        write(`::stop-commands::${once}\n${message}\n::${once}::\n`);
    };
    const titled = (title) => (title ? { title } : {});
    const command = (call) => act(toolkit => (resume(), call(toolkit)));
    return {
        info: message => command(toolkit => fenced(toolkit, message)),
        debug: message => command(toolkit => toolkit.debug(message)),
        warning: (message, title) => command(toolkit => toolkit.warning(message, titled(title))),
        error: (message, title) => command(toolkit => toolkit.error(message, titled(title))),
        startGroup: title => {
            command(toolkit => toolkit.startGroup(title));
            void start();
        },
        endGroup: () => command(toolkit => toolkit.endGroup()),
        setSecret: value => command(toolkit => toolkit.setSecret(value)),
        write: chunk => {
            if (chunk === '')
                return;
            act(() => {
                if (!raw) {
                    write(`::stop-commands::${token}\n`);
                    raw = true;
                }
                write(chunk);
                atLineStart = chunk.endsWith('\n');
            });
        },
        backlog: () => (core ? backlogOf(process.stdout) : undefined),
        flush: async () => {
            await start();
            act(() => resume());
        }
    };
}
/**
 * Whether any line of `text` could be read by the runner as a workflow command, as its parsers read
 * one (actions/runner ActionCommand.cs): `::name::` after any leading whitespace that .NET's
 * `TrimStart` drops (Unicode's spaces, \v, \f, U+0085), lines split at CR and LF only; or the old
 * `##[name]` anywhere in a line.
 */
function looksLikeCommand(text) {
    // Whitespace without CR and LF: each line start scans only its own line, so the test stays linear.
    return /(?:^|[\r\n])(?:[^\S\r\n]|\u0085)*::|##\[/.test(text);
}

;// CONCATENATED MODULE: ./src/edges/exec-runner.ts
/**
 * A process runner over the toolkit's @actions/exec (ADR 0006), for the post step: its git commands
 * need no process group, no leash on a signal and no bounded tail, the things @actions/exec lacks
 * and the loop's own runner (src/process/runner.ts) has. `timeoutMs` and the signals are not
 * supported: git's own network limits bound a push (see `GIT_HTTP_LOW_SPEED_*` in run-post).
 */
function execRunner() {
    return {
        async run(spec) {
            const { getExecOutput } = await __nccwpck_require__.e(/* import() */ 955).then(__nccwpck_require__.bind(__nccwpck_require__, 1955));
            const [file = '', ...args] = spec.argv;
            const started = Date.now();
            const listener = (stream) => (chunk) => {
                spec.onBytes?.(chunk, stream);
                spec.onOutput?.(chunk.toString('utf8'), stream);
            };
            try {
                const result = await getExecOutput(file, args, {
                    cwd: spec.cwd,
                    env: Object.fromEntries(Object.entries(spec.env).filter((entry) => entry[1] !== undefined)),
                    ...(spec.stdin !== undefined && { input: Buffer.from(spec.stdin) }),
                    silent: true,
                    ignoreReturnCode: true,
                    listeners: { stdout: listener('stdout'), stderr: listener('stderr') }
                });
                const tail = (result.stdout + result.stderr).slice(-(spec.tailBytes ?? 64 * 1024));
                return {
                    exitCode: result.exitCode,
                    signal: null,
                    durationMs: Date.now() - started,
                    timedOut: false,
                    interrupted: false,
                    tail: spec.tailBytes === 0 ? '' : tail,
                    outputBytes: Buffer.byteLength(result.stdout) + Buffer.byteLength(result.stderr)
                };
            }
            catch (error) {
                // @actions/exec rejects when the command cannot be started (not on PATH, say).
                return {
                    exitCode: null,
                    signal: null,
                    durationMs: Date.now() - started,
                    timedOut: false,
                    interrupted: false,
                    tail: '',
                    outputBytes: 0,
                    spawnError: `cannot start "${file}": ${error instanceof Error ? error.message : String(error)}`,
                    spawnErrorCode: 'ENOENT'
                };
            }
        }
    };
}

;// CONCATENATED MODULE: ./src/system/git/credentials.ts


// The keys actions/checkout writes (`http.https://github.com/.extraheader`), and any other URL's.
const EXTRAHEADER = '^http\\..*\\.extraheader$';
/**
 * Every `http.<url>.extraheader` of the repository's local config (`.git/config`). Empty when there
 * are none, or `root` is not in a git repository. Worktree and `includeIf` configs are not read.
 */
async function credentials_listCredentials(root, options = {}) {
    const listed = await runGit(root, ['config', '--local', '-z', '--get-regexp', EXTRAHEADER], options);
    // Exit 1: no such key; anything else: not a repository, or git could not run.
    return listed.code === 0 ? parseConfigZ(listed.stdout) : [];
}
/**
 * Takes the listed credentials out of the local config, so that nothing the agent starts can read
 * them there (SPEC §10); undefined when done, else why not.
 */
async function credentials_removeCredentials(root, credentials, options = {}) {
    for (const key of new Set(credentials.map(entry => entry.key))) {
        const removed = await runGit(root, ['config', '--local', '--unset-all', key], options);
        if (removed.code !== 0)
            return `git config --unset-all ${key} failed: ${removed.stderr.trim()}`;
    }
    return undefined;
}
/**
 * Puts credentials taken by `removeCredentials` back into the local config, replacing whatever is
 * under their keys now; undefined when done, else why not.
 */
async function credentials_putCredentialsBack(root, credentials, options = {}) {
    for (const key of new Set(credentials.map(entry => entry.key))) {
        // Exit 5: nothing to unset.
        await run_git_runGit(root, ['config', '--local', '--unset-all', key], options);
    }
    for (const { key, value } of credentials) {
        const added = await run_git_runGit(root, ['config', '--local', '--add', key, value], options);
        if (added.code !== 0)
            return `git config --add ${key} failed: ${added.stderr.trim()}`;
    }
    return undefined;
}
/**
 * The credential that `github-token` gives git for the server (what actions/checkout persists:
 * basic auth as `x-access-token`).
 */
function credentials_tokenCredential(serverUrl, token) {
    const basic = Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
    return { key: `http.${serverUrl.replace(/\/+$/, '')}/.extraheader`, value: `AUTHORIZATION: basic ${basic}` };
}
function credentials_takenCredential({ key, value }) {
    return { key, digest: (0,external_node_crypto_.createHash)('sha256').update(value).digest('hex') };
}
/**
 * The credentials to put back: each taken one whose value `candidate` (the header `github-token` makes)
 * reproduces, under its own key; `missing` lists the keys no candidate reproduces.
 */
function matchTaken(taken, candidate) {
    const digest = candidate ? credentials_takenCredential(candidate).digest : '';
    const restore = [];
    const missing = [];
    for (const entry of taken) {
        if (candidate && entry.digest === digest)
            restore.push({ key: entry.key, value: candidate.value });
        else
            missing.push(entry.key);
    }
    return { restore, missing };
}
/** The values to mask in the log: each header, and the encoded part alone (how it may be printed). */
function credentials_credentialSecrets(credentials) {
    return credentials.flatMap(({ value }) => [value, ...value.split(/\s+/).filter(word => word.length >= 16)]);
}
/**
 * The credentials as git reads them from one process's environment (`GIT_CONFIG_COUNT`, `_KEY_n`,
 * `_VALUE_n`), never from a file. Each key starts with an empty value, which resets the headers
 * (a copy left in `.git/config` would be sent twice); hooks are off, because a hook the agent wrote
 * would inherit this environment.
 */
function credentials_credentialEnv(credentials) {
    if (credentials.length === 0)
        return {};
    const entries = [['core.hooksPath', '/dev/null']];
    for (const key of new Set(credentials.map(entry => entry.key))) {
        entries.push([key, '']);
        for (const entry of credentials)
            if (entry.key === key)
                entries.push([key, entry.value]);
    }
    const env = { GIT_CONFIG_COUNT: String(entries.length) };
    entries.forEach(([key, value], i) => {
        env[`GIT_CONFIG_KEY_${i}`] = key;
        env[`GIT_CONFIG_VALUE_${i}`] = value;
    });
    return env;
}
/** `git config -z --get-regexp` output: `key\nvalue\0` records. */
function parseConfigZ(output) {
    return output
        .split('\0')
        .filter(record => record !== '')
        .map(record => {
        const newline = record.indexOf('\n');
        return newline < 0
            ? { key: record, value: '' }
            : { key: record.slice(0, newline), value: record.slice(newline + 1) };
    });
}

;// CONCATENATED MODULE: ./src/edges/git-auth.ts



/** git config is local and quick; this bounds a git that hangs (a lock, a slow disk). */
const CONFIG_TIMEOUT_MS = 10_000;
/**
 * Takes the credentials actions/checkout persisted out of `.git/config` for the main step (SPEC §10).
 * The action's state keeps only their keys and digests (its file is readable by the agent, the same
 * user): a post step that must put them back makes them again from `github-token`, which is what
 * actions/checkout persisted unless it was given another token. The loop pushes with them, or with
 * `github-token` when none were persisted.
 */
async function takeForMain(config, logger) {
    const git = { baseEnv: config.env, timeoutMs: CONFIG_TIMEOUT_MS };
    const taken = await listCredentials(config.workspace, git);
    const push = taken.length > 0
        ? taken
        : config.githubToken
            ? [tokenCredential(config.run.serverUrl, config.githubToken)]
            : [];
    for (const secret of credentialSecrets(push))
        logger.setSecret(secret);
    const core = await toolkit();
    let removed = false;
    if (taken.length > 0) {
        core.saveState(StateKeys.Credentials, JSON.stringify(taken.map(takenCredential)));
        // Now, not at the end: a main step that is killed leaves the post step what it needs to put them back.
        core.saveState(StateKeys.Workspace, config.workspace);
        core.saveState(StateKeys.CredentialsTaken, 'true');
        const failed = await removeCredentials(config.workspace, taken, git);
        removed = true;
        if (failed)
            logger.warning(`Could not take the persisted credentials out of .git/config: ${failed}`);
        else
            logger.info(`Took the credentials actions/checkout persisted (${[...new Set(taken.map(c => c.key))].join(', ')}) out of .git/config while the loop runs: the agent cannot push. They are put back at the end.`);
    }
    return {
        remoteEnv: credentialEnv(push),
        async putBack() {
            if (!removed)
                return;
            removed = false;
            const failed = await putCredentialsBack(config.workspace, taken, git);
            if (failed)
                logger.warning(`Could not put the persisted credentials back into .git/config: ${failed}`);
            else
                core.saveState(StateKeys.CredentialsRestored, 'true');
        }
    };
}
/**
 * The post step's side: the credentials to push with (made from `github-token`), and the undo when the
 * main step could not put the persisted ones back; that undo says which it could not make again.
 */
function credentialsForPost(core, token) {
    const candidate = token.githubToken ? credentials_tokenCredential(token.serverUrl, token.githubToken) : undefined;
    const { restore, missing } = matchTaken(parseTaken(core.getState(names_StateKeys.Credentials)), candidate);
    const pending = core.getState(names_StateKeys.CredentialsTaken) === 'true' &&
        core.getState(names_StateKeys.CredentialsRestored) !== 'true';
    const unmade = missing.length
        ? `${missing.join(', ')} was not made from github-token and cannot be made again here; run actions/checkout again before a later step pushes`
        : undefined;
    return {
        remoteEnv: credentials_credentialEnv(restore.length > 0 ? restore : candidate ? [candidate] : []),
        putBack: async (root, git) => {
            if (!pending)
                return undefined;
            const failed = restore.length > 0 ? await credentials_putCredentialsBack(root, restore, git) : undefined;
            return [failed, unmade].filter(Boolean).join('; ') || undefined;
        }
    };
}
function parseTaken(text) {
    if (!text)
        return [];
    try {
        const parsed = JSON.parse(text);
        if (!Array.isArray(parsed))
            return [];
        return parsed.filter((entry) => typeof entry?.key === 'string' &&
            typeof entry?.digest === 'string');
    }
    catch {
        return [];
    }
}

// EXTERNAL MODULE: ./src/checkpoint/limits.ts + 2 modules
var limits = __nccwpck_require__(6620);
;// CONCATENATED MODULE: ./src/checkpoint/file.ts



/** The checkpoint's file name inside `state-dir`. */
const CHECKPOINT_FILE = 'checkpoint.json';
/** Where the checkpoint lives, relative to the workspace. */
function checkpointPath(stateDir) {
    return posix.join(stateDir, CHECKPOINT_FILE);
}
/**
 * Reads and validates `state-dir/checkpoint.json`. Throws CheckpointError when it is invalid or cannot
 * be read; never writes, renames or removes it, so the user finds the file as it was.
 */
async function readCheckpoint(workspace, stateDir) {
    const file = checkpointPath(stateDir);
    let text;
    const limit = CHECKPOINT_LIMITS.fileBytes;
    try {
        // The loop writes a regular file there: a link (to a system file, say) is refused, never read.
        text = await workspace.readText(file, { maxBytes: limit, noFollow: true });
    }
    catch (error) {
        const { code, message } = error;
        if (code === 'ENOENT')
            return { found: false };
        if (code === 'EFBIG')
            throw tooLarge(file, limit + 1);
        // A folder, a FIFO or an unreadable file in its place is as much in the way as a corrupt one.
        throw new CheckpointError({
            file,
            field: WHOLE_FILE,
            value: undefined,
            problem: `could not be read (${oneLine(message ?? String(error))})`,
            expected: 'a readable JSON file'
        });
    }
    // The schema (and zod) load only when there is a checkpoint to read: a first run never pays for them.
    const { parseCheckpoint } = await Promise.all(/* import() */[__nccwpck_require__.e(377), __nccwpck_require__.e(80)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4080));
    return { found: true, checkpoint: parseCheckpoint(text, { file, stateDir }) };
}
/** Writes the checkpoint as one line of JSON, atomically (the workspace writes a temp file, fsyncs, renames). */
async function writeCheckpoint(workspace, stateDir, checkpoint) {
    await workspace.writeText(checkpointPath(stateDir), serializeCheckpoint(checkpoint));
}
/**
 * The text of `checkpoint.json`: compact JSON and a newline. Should the checkpoint exceed the reader's
 * size limit, the oldest history records are dropped until it fits: only a task list of tens of
 * thousands of ids gets there, and the history is the one part the next run can do without.
 */
function serializeCheckpoint(checkpoint) {
    const text = (history) => `${JSON.stringify({ ...checkpoint, history })}\n`;
    let kept = checkpoint.history;
    let result = text(kept);
    while (Buffer.byteLength(result, 'utf8') > CHECKPOINT_LIMITS.fileBytes && kept.length > 0) {
        kept = kept.slice(Math.ceil(kept.length / 2));
        result = text(kept);
    }
    return result;
}

;// CONCATENATED MODULE: ./src/edges/post-guard.ts







/**
 * What the main step leaves for the post step to check (SPEC §10): the HEAD it left, the digest of
 * the checkpoint it wrote, and where to keep its commit should the post step refuse to push.
 */
async function leftByMain(config) {
    const head = await headSha(config.workspace, { baseEnv: config.env, timeoutMs: 10_000 });
    return [
        [StateKeys.HeadSha, head ?? ''],
        [StateKeys.CheckpointDigest, checkpointDigest(path.join(config.workspace, config.stateDir))],
        [StateKeys.RescueRef, rescueRef(config.checkpointKey, `post-${config.run.id}-${config.run.attempt}`)]
    ];
}
/**
 * What changed since the main step ended, in words (empty when nothing did): a process the agent
 * left behind moved HEAD or rewrote the checkpoint. The post step then pushes nothing of it.
 */
async function changedSinceMain(core, git) {
    const workspace = core.getState(names_StateKeys.Workspace);
    const left = core.getState(names_StateKeys.HeadSha);
    const changed = [];
    const head = (await run_git_headSha(workspace, git)) ?? '';
    if (head !== left)
        changed.push(`HEAD moved from ${left.slice(0, 12) || '(none)'} to ${head.slice(0, 12) || '(none)'}`);
    const stateDir = core.getState(names_StateKeys.StateDir);
    if (checkpointDigest(stateDir) !== core.getState(names_StateKeys.CheckpointDigest))
        changed.push(`${external_node_path_default().join(external_node_path_default().relative(workspace, stateDir), CHECKPOINT_FILE)} was rewritten`);
    return changed;
}
/** The sha-256 of `stateDirAbs/checkpoint.json`, '' when there is none. */
function checkpointDigest(stateDirAbs) {
    try {
        return (0,external_node_crypto_.createHash)('sha256')
            .update((0,external_node_fs_.readFileSync)(external_node_path_default().join(stateDirAbs, CHECKPOINT_FILE)))
            .digest('hex');
    }
    catch {
        return '';
    }
}

;// CONCATENATED MODULE: ./src/edges/runner-protocol.ts
let loaded;
/**
 * @actions/core, imported on the first call (ADR 0006). The bundle keeps it in a chunk of its own, so
 * the local CLI never loads it; the action loads it once, before its first line.
 */
function runner_protocol_toolkit() {
    return (loaded ??= Promise.all(/* import() */[__nccwpck_require__.e(955), __nccwpck_require__.e(838)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3838)));
}

;// CONCATENATED MODULE: ./src/edges/run-post.ts














/**
 * The post step (`post-if: always()`): when the main step was stopped by a signal it had no time to
 * upload the state dir or push the work; this step does both. It only ever warns.
 */
async function runPost() {
    const core = await runner_protocol_toolkit();
    const workspace = core.getState(names_StateKeys.Workspace);
    const credentials = credentialsForPost(core, postGitToken());
    // Git through the toolkit's runner; a push that stalls for 30 s gives up instead of holding the job.
    // Git's environment is fenced by default (system/git/run-git.ts): no hook the agent planted runs here.
    const git = {
        runner: execRunner(),
        env: { GIT_HTTP_LOW_SPEED_LIMIT: '1000', GIT_HTTP_LOW_SPEED_TIME: '30' },
        remoteEnv: credentials.remoteEnv,
        // origin's URL as the main step found it at its start: what the agent wrote into the config since does not redirect this push.
        fence: fenceFromState(core.getState(names_StateKeys.GitFence))
    };
    try {
        await keepWork(core, workspace, git);
    }
    finally {
        // The main step could not put the persisted credentials back (it was killed): this step does.
        const failed = workspace ? await credentials.putBack(workspace, git) : undefined;
        if (failed)
            core.warning(`Ralph Loop: could not put the credentials back into .git/config: ${failed}`);
    }
}
/** Saves the state dir and pushes the interrupted work, unless something changed them after the main step. */
async function keepWork(core, workspace, git) {
    const needsSave = core.getState(names_StateKeys.PostNeeded) === 'true';
    const branch = core.getState(names_StateKeys.PushBranch);
    if (!needsSave && !branch) {
        core.info('Ralph Loop: the main step saved its state; nothing to do.');
        return;
    }
    const changed = await changedSinceMain(core, git);
    if (changed.length > 0)
        return refuse(core, workspace, git, changed, branch);
    if (needsSave)
        await saveState(core);
    if (branch) {
        // The interrupted iteration's WIP commit (and any before it) reaches the remote here.
        const pushed = await gitWork(workspace, git).push(branch);
        if (!pushed.ok) {
            core.warning(`Ralph Loop: could not push to ${branch}: ${pushed.message}`);
            return;
        }
        core.info(`Ralph Loop: pushed the interrupted loop's commits to ${branch}.`);
        const key = core.getState(names_StateKeys.StateRef);
        if (key) {
            const stateDir = external_node_path_default().relative(workspace, core.getState(names_StateKeys.StateDir));
            const log = actionsLogger(runner_protocol_toolkit);
            await log.flush();
            const deps = {
                mirror: gitStateMirror(workspace, key, git),
                workspace: createWorkspace(workspace, git),
                log
            };
            await mirrorState(deps, stateDir, 'interrupted (pushed by the post step)');
        }
    }
}
/**
 * Something the agent left running changed the work or the checkpoint after the main step (SPEC §10):
 * nothing is saved, pushed or mirrored; the main step's commit is kept on the rescue ref.
 */
async function refuse(core, workspace, git, changed, branch) {
    const head = core.getState(names_StateKeys.HeadSha);
    const ref = core.getState(names_StateKeys.RescueRef);
    const kept = branch && head && ref ? await gitWork(workspace, git).keep(head, ref) : undefined;
    const where = !kept
        ? ''
        : kept.ok
            ? ` The main step's commit ${head.slice(0, 12)} is kept on ${ref} on origin.`
            : ` Keeping the main step's commit ${head.slice(0, 12)} on ${ref} failed too: ${kept.message}.`;
    core.warning(`Ralph Loop: after the main step ended, ${changed.join(' and ')}: a process the agent left running did it. ` +
        `The post step pushes, mirrors and saves nothing.${where} ` +
        'Run the agent as another user or in a container to keep it from outliving the step (SECURITY.md).', { title: 'Changed after the main step' });
}
async function saveState(core) {
    const key = core.getState(names_StateKeys.CacheKey);
    const stateDirAbs = core.getState(names_StateKeys.StateDir);
    // The key was chosen by the main step; save under it exactly. The store never throws: a failure is a reason.
    const store = createCacheStore({ stateDirAbs, key, runId: '', runAttempt: '', exactKey: true });
    const saved = await store.save();
    if (saved.saved)
        core.info(`Ralph Loop: saved the interrupted loop's state dir to the cache as ${saved.key}.`);
    else
        core.warning(`Ralph Loop: could not save the state dir to the cache: ${saved.reason}`);
}

;// CONCATENATED MODULE: ./src/post.ts

/** The action's post step: `src/post-index.ts` and local-action (`--post src/post.ts`) call this. */
async function run() {
    await runPost();
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 2018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(4344);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
