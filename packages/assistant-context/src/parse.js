// @ts-check
/** @typedef {import('./parse.js').ChatContext} ChatContext */
/** @typedef {'inProgress' | 'completed' | 'saved'} ListField */
/** @typedef {Exclude<keyof ChatContext, ListField>} ScalarField */
/**
 * Reads the context header in front of a chat message back into fields (the shape and the
 * leniency are described on ChatContext in parse.d.ts): the assistant service grounds its answer
 * in them.
 */
/** @type {readonly ListField[]} */
const LIST_FIELD_NAMES = ['inProgress', 'completed', 'saved'];
/** @param {keyof ChatContext} field @returns {field is ListField} */
const isListField = (field) => /** @type {readonly string[]} */ (LIST_FIELD_NAMES).includes(field);
const MAX_TITLES = 20;
const MAX_PAGE_TEXT = 2000;
/** @type {Record<keyof ChatContext, string[]>} */
const KEY_SYNONYMS = {
  role: ['rol', 'role', 'functie', 'onderwijsrol', 'educationrole'],
  sector: ['sector', 'onderwijssector', 'educationsector', 'onderwijstype'],
  name: ['naam', 'name', 'gebruiker'],
  inProgress: ['bezig', 'bezig met', 'in uitvoering', 'in progress', 'inprogress', 'lopend', 'in behandeling'],
  completed: ['afgerond', 'voltooid', 'completed', 'klaar'],
  saved: ['opgeslagen', 'favorieten', 'favoriet', 'saved', 'bewaard', 'favorites'],
  pagePath: ['pagina', 'huidige pagina', 'url', 'page', 'current page', 'route', 'pad'],
  pageTitle: ['paginatitel', 'titel pagina', 'page title', 'titel'],
  pageText: ['paginatekst', 'pagina-inhoud', 'paginainhoud', 'page text', 'inhoud', 'tekst pagina'],
};
/** @type {Map<string, keyof ChatContext>} */
const KEY_LOOKUP = new Map(
  /** @type {[keyof ChatContext, string[]][]} */ (Object.entries(KEY_SYNONYMS)).flatMap(([field, keys]) => keys.map((key) => /** @type {[string, keyof ChatContext]} */ ([key, field]))),
);
const OPEN_MARKER = /^\s*[[<]\s*(context|context-header|contextheader|context header)\s*[\]>]\s*$/i;
const CLOSE_MARKER = /^\s*[[<]\s*\/\s*(context|context-header|contextheader|context header)\s*[\]>]\s*$/i;
const KEY_LINE = /^\s*([\p{L}][\p{L} -]{0,30}?)\s*:\s*(.*)$/u;
const ITEM_LINE = /^\s*[-*•]\s+(.+)$/;
const EMPTY_VALUES = new Set(['', '-', 'geen', '(geen)', 'none', 'n.v.t.', 'nvt']);
/** @type {typeof import('./parse.js').parseMessage} */
export function parseMessage(message) {
  const lines = message.replace(/\r\n?/g, '\n').split('\n');
  const headerEnd = findHeader(lines);
  if (!headerEnd)
    return { context: emptyContext(), userText: message.trim(), hadHeader: false };
  const context = readFields(lines.slice(headerEnd.start, headerEnd.end));
  return {
    context,
    userText: lines.slice(headerEnd.next).join('\n').trim(),
    hadHeader: true,
  };
}
/** @type {typeof import('./parse.js').emptyContext} */
export function emptyContext() {
  return {
    role: undefined,
    sector: undefined,
    name: undefined,
    inProgress: [],
    completed: [],
    saved: [],
    pagePath: undefined,
    pageTitle: undefined,
    pageText: undefined,
  };
}
/** @param {string[]} lines @returns {{ start: number, end: number, next: number } | undefined} */
function findHeader(lines) {
  let first = 0;
  while (first < lines.length && lines[first]?.trim() === '')
    first += 1;
  if (first >= lines.length)
    return undefined;
  if (OPEN_MARKER.test(lines[first] ?? '')) {
    const close = lines.findIndex((line, index) => index > first && CLOSE_MARKER.test(line));
    if (close !== -1)
      return { start: first + 1, end: close, next: close + 1 };
    // No closing marker: the block ends at the first blank line.
    const blank = firstBlank(lines, first + 1);
    return { start: first + 1, end: blank, next: blank };
  }
  // No markers: only a leading block that starts with a known key counts as a header.
  if (!fieldOfLine(lines[first] ?? ''))
    return undefined;
  let end = first;
  while (end < lines.length) {
    const line = lines[end] ?? '';
    if (line.trim() === '' || !(fieldOfLine(line) || ITEM_LINE.test(line)))
      break;
    end += 1;
  }
  return { start: first, end, next: end };
}
/** @param {string[]} lines @param {number} from */
function firstBlank(lines, from) {
  const index = lines.findIndex((line, i) => i >= from && line.trim() === '');
  return index === -1 ? lines.length : index;
}
/** @param {string} line @returns {keyof ChatContext | undefined} */
function fieldOfLine(line) {
  const match = KEY_LINE.exec(line);
  return match ? KEY_LOOKUP.get(normalizeKey(match[1] ?? '')) : undefined;
}
/** @param {string} key */
function normalizeKey(key) {
  return key
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}
/** @param {string[]} lines @returns {ChatContext} */
function readFields(lines) {
  const context = emptyContext();
  /** @type {ListField | undefined} */
  let currentList;
  let inPageText = false;
  for (const line of lines) {
    if (inPageText) {
      // Page text is free text taken from the page (it may well contain "Pagina: 3"), and the
      // chat sends it last: everything after its key belongs to it.
      context.pageText = `${context.pageText ?? ''}\n${line}`.slice(0, MAX_PAGE_TEXT);
      continue;
    }
    const item = ITEM_LINE.exec(line);
    const field = fieldOfLine(line);
    if (field) {
      const value = (KEY_LINE.exec(line)?.[2] ?? '').trim();
      inPageText = field === 'pageText';
      if (isListField(field)) {
        currentList = field;
        context[currentList].push(...splitList(value));
      }
      else {
        currentList = undefined;
        setScalar(context, field, value);
      }
    }
    else if (item && currentList) {
      context[currentList].push(...splitList(item[1] ?? ''));
    }
  }
  context.pageText = context.pageText?.trim() || undefined;
  for (const list of LIST_FIELD_NAMES) {
    context[list] = [...new Set(context[list])].slice(0, MAX_TITLES);
  }
  return context;
}
/** @param {string} value @returns {string[]} */
function splitList(value) {
  if (EMPTY_VALUES.has(value.toLowerCase()))
    return [];
  return value
    .split(/\s*[|;•]\s*/)
    .map((title) => title.replace(/^["'“”]+|["'“”]+$/g, '').trim())
    .filter((title) => title && !EMPTY_VALUES.has(title.toLowerCase()));
}
/** @param {ChatContext} context @param {ScalarField} field @param {string} raw */
function setScalar(context, field, raw) {
  const value = EMPTY_VALUES.has(raw.toLowerCase()) ? undefined : raw;
  if (field === 'pagePath')
    context.pagePath = value ? toPath(value) : undefined;
  else if (field === 'pageText')
    context.pageText = raw.slice(0, MAX_PAGE_TEXT);
  else
    context[field] = value;
}
/** Accepts a path or a full URL; keeps only the path so it can be matched to platform pages. */
/** @type {typeof import('./parse.js').toPath} */
export function toPath(value) {
  const trimmed = value.trim();
  if (trimmed.startsWith('/'))
    return trimmed.split(/[?#]/)[0];
  try {
    return new URL(trimmed).pathname;
  }
  catch {
    return undefined;
  }
}

// The declarations importers see (parse.d.ts) describe this code: \`tsc\` (checkJs) checks every
// export against them here, so the two cannot drift apart.
/** @type {typeof import('./parse.js')} */
const declared = { parseMessage, emptyContext, toPath };
void declared;
