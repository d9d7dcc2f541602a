/**
 * The context header the chat sends in front of every message: at most 2000 characters in
 * total, up to 20 titles per list, and the page text only when more than 50 characters remain
 * for it. parseMessage (parse.js) reads this shape back in the assistant service.
 */
export declare const CONTEXT_HEADER_LIMIT = 2000;
export declare const MAX_TITLES_PER_LIST = 20;
/** Page text is added only when strictly more than this many characters are left for it. */
export declare const MIN_PAGE_TEXT_ROOM = 50;
export declare const HEADER_OPEN = "[CONTEXT]";
export declare const HEADER_CLOSE = "[/CONTEXT]";
export declare const PAGE_TEXT_LABEL = "Paginatekst: ";
export interface ChatContextInput {
  role?: string | null;
  sector?: string | null;
  inProgress: string[];
  completed: string[];
  saved: string[];
  pagePath?: string | null;
  pageTitle?: string | null;
  pageText?: string | null;
}
export declare function buildContextHeader(input: ChatContextInput, limit?: number): string;
/** The message body sent to the service: the header, then the user's own text. */
export declare function withContextHeader(header: string, userText: string): string;
