// The inline script a logged-in page's HTML starts the session's loads with (settings, user, guide
// list: the shell's build lists them, shell/build/loggedInFirstLoad.ts), from the first bytes of
// the page, with the token the platform keeps in localStorage. The runtime's HTTP client adopts
// the answers (packages/runtime/src/api/earlyResponses.ts) instead of asking again once the boot
// chain has run. The Content-Security-Policy allows this one script by its hash.
import { EARLY_REQUESTS_GLOBAL } from '@doorloopjes/runtime/early-requests';
import { STORAGE_KEYS } from '@doorloopjes/runtime/storage-keys';
import { createHash } from 'node:crypto';
import { asRecord } from './files';
import { scriptJson } from './indexHtml';

export interface EarlySession {
  /** The `<script>` element. */
  tag: string;
  /** Its CSP source (`'sha256-...'`). */
  cspSource: string;
}

/**
 * The script for the content service at `contentUrl` and the build's `requests` ({ url, auth }[]);
 * null without a content service or requests.
 */
export function earlySessionScript(contentUrl: unknown, requests: unknown): EarlySession | null {
  if (typeof contentUrl !== 'string' || !Array.isArray(requests) || requests.length === 0) return null;
  const urls = requests.map((request: unknown) => ({ url: contentUrl + String(asRecord(request)?.url), auth: asRecord(request)?.auth === true }));
  // Plain ES5, no library: it runs before anything else. Nothing without a token (a visitor's first
  // visit to a logged-in path goes to the login); a failure leaves the loads to the runtime.
  const text =
    `(function(){try{var t=localStorage.getItem(${scriptJson(STORAGE_KEYS.token)});if(!t)return;var e={};` +
    `${scriptJson(urls)}.forEach(function(r){var h={Accept:"application/json"};if(r.auth)h.Authorization="Bearer "+t;` +
    `var p=fetch(r.url,{headers:h});p.catch(function(){});e[r.url]={bearer:r.auth?t:null,response:p};});` +
    `window[${scriptJson(EARLY_REQUESTS_GLOBAL)}]=e;}catch(x){}})();`;
  return { tag: `<script>${text}</script>`, cspSource: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
}
