import { isRemoteName, type RemoteName } from '@doorloopjes/shared';

/**
 * The server's logged-in frame in a page's HTML (packages/static-server/src/loggedInShell.ts): the frame's
 * skeleton in `#root`, and right after it this data block naming the remotes whose links that
 * skeleton's navigation holds. A JSON block, never run, so the page's CSP needs nothing for it.
 */
const SERVER_FRAME_ID = 'server-frame';

/** The data block the server puts after `#root`. */
export function serverFrameScript(navigationRemotes: readonly RemoteName[]): string {
  const json = JSON.stringify({ navigationRemotes }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_FRAME_ID}">${json}</script>`;
}

/**
 * The server frame of this page, to be hydrated: the remotes of its navigation, or null when the
 * HTML has no frame (a build without the server render, the offline fallback page, the landing
 * page): React then renders the page itself.
 */
export function readServerFrame(root: HTMLElement): { navigationRemotes: RemoteName[] } | null {
  const block = root.ownerDocument.getElementById(SERVER_FRAME_ID);
  if (!block || !root.hasChildNodes()) return null;
  try {
    const parsed: unknown = JSON.parse(block.textContent ?? '');
    const remotes = (parsed as { navigationRemotes?: unknown }).navigationRemotes;
    if (!Array.isArray(remotes)) return null;
    return { navigationRemotes: remotes.filter((name): name is RemoteName => typeof name === 'string' && isRemoteName(name)) };
  } catch {
    return null;
  }
}
