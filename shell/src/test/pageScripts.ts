/** Names entry scripts in the page's head as the static server does: one meta tag, sources separated by spaces. */
export function nameScriptsInPage(metaName: string, sources: readonly string[]): void {
  const meta = document.createElement('meta');
  meta.name = metaName;
  meta.content = sources.join(' ');
  document.head.append(meta);
}

/** The scripts added to the page's head: their sources in order, and whether they run in that order (none async). */
export function addedScripts(): { sources: Array<string | null>; inOrder: boolean } {
  const scripts = [...document.head.querySelectorAll('script')];
  return { sources: scripts.map((script) => script.getAttribute('src')), inOrder: scripts.every((script) => !script.async) };
}
