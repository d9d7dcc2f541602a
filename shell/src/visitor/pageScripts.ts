/**
 * Adds the scripts a `<meta name="…">` of the page names, in that order (a script added by code
 * runs as soon as it arrives unless told otherwise, and a bundle's files expect their order).
 * Returns false when the page names none.
 */
export function startScriptsNamedIn(metaName: string, doc: Document = document): boolean {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${metaName}"]`);
  const sources = meta?.content.split(' ').filter(Boolean) ?? [];
  for (const src of sources) {
    const script = doc.createElement('script');
    script.src = src;
    script.async = false;
    doc.head.append(script);
  }
  return sources.length > 0;
}
