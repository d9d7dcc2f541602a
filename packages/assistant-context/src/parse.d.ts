/**
 * The chat prefixes each message with a context header (built by format.js: at most 2000
 * characters, up to 20 titles per list, page text only when room is left). Canonical shape:
 *
 *   [CONTEXT]
 *   Rol: leraar
 *   Sector: PO
 *   Bezig: Titel A | Titel B
 *   Afgerond: Titel C
 *   Opgeslagen: Titel D
 *   Pagina: /doorloopjes/breuken-vergelijken
 *   Paginatitel: Breuken vergelijken
 *   Paginatekst: ...
 *   [/CONTEXT]
 *   <the user's own text>
 *
 * The parser is lenient because the chat is built separately: markers are optional (leading
 * `Key: value` lines up to a blank line count too), keys are matched case- and accent-insensitively
 * with synonyms, lists may use `|`, `;` or `- item` lines, and a message without a header is
 * simply all user text.
 */
export interface ChatContext {
  role: string | undefined;
  sector: string | undefined;
  name: string | undefined;
  inProgress: string[];
  completed: string[];
  saved: string[];
  pagePath: string | undefined;
  pageTitle: string | undefined;
  pageText: string | undefined;
}
export interface ParsedMessage {
  context: ChatContext;
  userText: string;
  hadHeader: boolean;
}
export declare function parseMessage(message: string): ParsedMessage;
export declare function emptyContext(): ChatContext;
/** Accepts a path or a full URL; keeps only the path so it can be matched to platform pages. */
export declare function toPath(value: string): string | undefined;
