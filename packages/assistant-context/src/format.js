// @ts-check
/** @typedef {import('./format.js').ChatContextInput} ChatContextInput */
/** @typedef {{ label: string, titles: string[] }} TitleList */
/**
 * The context header the chat sends in front of every message: at most 2000 characters in
 * total, up to 20 titles per list, and the page text only when more than 50 characters remain
 * for it. parseMessage (parse.js) reads this shape back in the assistant service.
 */
export const CONTEXT_HEADER_LIMIT = 2000;
export const MAX_TITLES_PER_LIST = 20;
/** Page text is added only when strictly more than this many characters are left for it. */
export const MIN_PAGE_TEXT_ROOM = 50;
export const HEADER_OPEN = '[CONTEXT]';
export const HEADER_CLOSE = '[/CONTEXT]';
export const PAGE_TEXT_LABEL = 'Paginatekst: ';
/**
 * One line per value; list titles are joined with ' | ' (the service splits on it).
 * @param {ChatContextInput} input @param {TitleList[]} lists @returns {string[]}
 */
function headerLines(input, lists) {
  const lines = [];
  if (input.role)
    lines.push(`Rol: ${oneLine(input.role)}`);
  if (input.sector)
    lines.push(`Sector: ${oneLine(input.sector)}`);
  for (const list of lists)
    lines.push(`${list.label}: ${list.titles.length ? list.titles.join(' | ') : 'geen'}`);
  if (input.pagePath)
    lines.push(`Pagina: ${oneLine(input.pagePath)}`);
  if (input.pageTitle)
    lines.push(`Paginatitel: ${oneLine(input.pageTitle)}`);
  return lines;
}
/** @param {string[]} lines */
function assemble(lines) {
  return [HEADER_OPEN, ...lines, HEADER_CLOSE].join('\n');
}
/** @param {string} text */
function oneLine(text) {
  return text.replace(/\s+/g, ' ').trim();
}
/** @param {string[]} titles */
function cleanTitles(titles) {
  // '|' separates titles, so it must not appear inside one.
  return titles.map((title) => oneLine(title).replace(/\|/g, '/')).filter(Boolean).slice(0, MAX_TITLES_PER_LIST);
}
/**
 * Drops titles from the longest list until the header fits (only for extremely long titles).
 * @param {ChatContextInput} input @param {TitleList[]} lists @param {number} limit @returns {string[]}
 */
function fitLists(input, lists, limit) {
  let lines = headerLines(input, lists);
  while (assemble(lines).length > limit) {
    const longest = lists.reduce((a, b) => (b.titles.length > a.titles.length ? b : a));
    if (longest.titles.length === 0) {
      // Nothing left to drop: cut the body so the closing marker still fits.
      const room = limit - HEADER_OPEN.length - HEADER_CLOSE.length - 2;
      return [lines.join('\n').slice(0, Math.max(0, room))];
    }
    longest.titles = longest.titles.slice(0, -1);
    lines = headerLines(input, lists);
  }
  return lines;
}
/** @type {typeof import('./format.js').buildContextHeader} */
export function buildContextHeader(input, limit = CONTEXT_HEADER_LIMIT) {
  const lists = [
    { label: 'Bezig', titles: cleanTitles(input.inProgress) },
    { label: 'Afgerond', titles: cleanTitles(input.completed) },
    { label: 'Opgeslagen', titles: cleanTitles(input.saved) },
  ];
  const lines = fitLists(input, lists, limit);
  const withoutPageText = assemble(lines);
  const pageText = oneLine(input.pageText ?? '');
  // Room for the page text itself, after its label and line break.
  const room = limit - withoutPageText.length - PAGE_TEXT_LABEL.length - 1;
  if (!pageText || room <= MIN_PAGE_TEXT_ROOM)
    return withoutPageText;
  return assemble([...lines, `${PAGE_TEXT_LABEL}${pageText.slice(0, room)}`]);
}
/** The message body sent to the service: the header, then the user's own text. */
/** @type {typeof import('./format.js').withContextHeader} */
export function withContextHeader(header, userText) {
  return `${header}\n${userText}`;
}

// The declarations importers see (format.d.ts) describe this code: \`tsc\` (checkJs) checks every
// export against them here, so the two cannot drift apart.
/** @type {typeof import('./format.js')} */
const declared = { CONTEXT_HEADER_LIMIT, MAX_TITLES_PER_LIST, MIN_PAGE_TEXT_ROOM, HEADER_OPEN, HEADER_CLOSE, PAGE_TEXT_LABEL, buildContextHeader, withContextHeader };
void declared;
