#!/usr/bin/env node
// @ts-check
// `node scripts/check-doc-links.mjs`: every relative link in README.md and docs/*.md points at a file
// that exists, and every `#anchor` (on another page or the same one) at a heading of that page
// (GitHub's heading ids). Run by `pnpm test`; prints each broken link and exits 1 when there is one.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';

/** GitHub's id of a heading: lower case, punctuation dropped, spaces to hyphens. @param {string} heading */
export function headingId(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The text outside fenced code blocks and inline code, line by line. @param {string} markdown */
function proseLines(markdown) {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`[^`]*`/g, '');
  });
}

/** The ids of a page's headings (a repeated heading gets -1, -2, ... as on GitHub). @param {string} file */
function anchorsOf(file) {
  /** @type {Map<string, number>} */
  const seen = new Map();
  const ids = new Set();
  for (const line of proseLines(fs.readFileSync(file, 'utf8'))) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const id = headingId(heading[1]);
    const times = seen.get(id) ?? 0;
    seen.set(id, times + 1);
    ids.add(times === 0 ? id : `${id}-${times}`);
  }
  return ids;
}

/** @param {string} file a Markdown file @returns {string[]} what is wrong with its links */
export function brokenLinks(file) {
  const problems = [];
  const lines = proseLines(fs.readFileSync(file, 'utf8'));
  for (const [index, line] of lines.entries()) {
    for (const match of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const link = match[1] ?? '';
      if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // https:, mailto:, ...
      const [target = '', anchor] = link.split('#');
      const targetFile = target ? path.resolve(path.dirname(file), decodeURIComponent(target)) : file;
      const where = `${path.relative(ROOT, file)}:${index + 1}`;
      if (!fs.existsSync(targetFile)) {
        problems.push(`${where}: ${link}: no such file`);
        continue;
      }
      if (anchor && targetFile.endsWith('.md') && !anchorsOf(targetFile).has(anchor)) {
        problems.push(`${where}: ${link}: no heading with this id in ${path.relative(ROOT, targetFile)}`);
      }
    }
  }
  return problems;
}

/** README.md and every page under docs/. */
export function documentationPages() {
  const docs = path.join(ROOT, 'docs');
  return [path.join(ROOT, 'README.md'), ...fs.readdirSync(docs).filter((name) => name.endsWith('.md')).map((name) => path.join(docs, name))];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = documentationPages();
  const problems = pages.flatMap(brokenLinks);
  for (const problem of problems) console.error(problem);
  console.log(`${pages.length} pages checked: ${problems.length === 0 ? 'every link and anchor resolves' : `${problems.length} broken link(s)`}`);
  process.exit(problems.length === 0 ? 0 : 1);
}
