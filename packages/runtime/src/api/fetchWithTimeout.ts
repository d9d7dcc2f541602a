/**
 * fetch with a deadline over the whole answer: headers and body. The request is aborted once
 * `timeoutMs` has passed, so a server that sends its headers and then stalls makes reading the
 * body (`json()`, `text()`) reject too, and the caller falls back instead of hanging. The timer
 * is left to run out: aborting an answer that was read completely changes nothing.
 * The one fetch deadline of the page's start: the runtime configuration, the remote registry and
 * the remotes' manifests. A plain entry (`@doorloopjes/runtime/fetch-with-timeout`), bundled
 * where it is used, so the shell's federation plugin can use it before anything is shared.
 */
export function fetchWithTimeout(url: string, init: RequestInit | undefined, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`${url} antwoordde niet binnen ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
  init?.signal?.addEventListener('abort', () => controller.abort(init.signal?.reason));
  return fetch(url, { ...init, signal: controller.signal }).catch((error: unknown) => {
    clearTimeout(timer);
    throw error;
  });
}
