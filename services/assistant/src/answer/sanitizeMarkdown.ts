import { Lexer, type Token, type Tokens } from 'marked';
import type { ContentIndex } from '../retrieval/contentIndex.js';
import { isExistingPage } from './links.js';

/**
 * What a model may put in an answer: text, emphasis, lists and links to the platform's own
 * existing pages. Everything else is dropped: raw HTML, images, bare and autolinked URLs,
 * reference-style links and their definitions (a planted instruction could otherwise make the
 * model leak a teacher's data through an image URL that loads without a click). Built on marked's
 * lexer (the parser the shell renders with), so what is kept is what markdown really means, and
 * written back as markdown with every character that could start another construct escaped.
 *
 * Each line is sanitised on its own, so streamed text can be released line by line and comes out
 * exactly as the whole answer does.
 */
export function sanitizeModelMarkdown(markdown: string, index: ContentIndex): string {
  return markdown
    .split('\n')
    .map((line) => sanitizeLine(line, index))
    .join('\n');
}

/**
 * Characters that could start markup (emphasis, links, images, HTML, code) when written back;
 * `@` so no two released parts can join into an e-mail autolink.
 */
const MARKUP = /[\\`*_[\]<>!~|@]/g;
const escapeText = (text: string) => text.replace(MARKUP, '\\$&');

/** A platform path that can be written back inside `(...)` unchanged. */
const PLAIN_PATH = /^\/[^\s()<>\\]*$/;

function sanitizeLine(line: string, index: ContentIndex): string {
  if (line.trim() === '') return '';
  const blocks = new Lexer({ gfm: true }).lex(line);
  return blocks
    .map((block) => renderBlock(block, index))
    .filter((text) => text !== '')
    .join(' ');
}

function renderBlock(token: Token, index: ContentIndex): string {
  switch (token.type) {
    case 'paragraph':
    case 'text':
      return 'tokens' in token && token.tokens ? renderInline(token.tokens, index) : escapeText(String(token.text ?? ''));
    case 'heading':
      return `**${renderInline((token as Tokens.Heading).tokens, index)}**`;
    case 'list': {
      const list = token as Tokens.List;
      const start = typeof list.start === 'number' ? list.start : 1;
      return list.items
        .map((item, position) => `${list.ordered ? `${start + position}.` : '-'} ${item.tokens.map((child) => renderBlock(child, index)).join(' ')}`)
        .join('\n');
    }
    case 'blockquote':
      return (token as Tokens.Blockquote).tokens.map((child) => renderBlock(child, index)).join(' ');
    case 'code':
      return escapeText((token as Tokens.Code).text);
    case 'table': {
      const table = token as Tokens.Table;
      return [table.header, ...table.rows].map((row) => row.map((cell) => renderInline(cell.tokens, index)).join(', ')).join(' ');
    }
    // html, def (reference definitions), hr, space: nothing of them is shown.
    default:
      return '';
  }
}

function renderInline(tokens: Token[], index: ContentIndex): string {
  return tokens.map((token) => renderInlineToken(token, index)).join('');
}

function renderInlineToken(token: Token, index: ContentIndex): string {
  switch (token.type) {
    case 'text':
      return 'tokens' in token && token.tokens ? renderInline(token.tokens, index) : escapeText(String(token.text ?? ''));
    case 'escape':
    case 'codespan':
      return escapeText(String(token.text ?? ''));
    case 'strong':
      return `**${renderInline((token as Tokens.Strong).tokens, index)}**`;
    case 'em':
      return `*${renderInline((token as Tokens.Em).tokens, index)}*`;
    case 'del':
      return renderInline((token as Tokens.Del).tokens, index);
    case 'br':
      return ' ';
    case 'link':
      return renderLink(token as Tokens.Link, index);
    // html, image and anything unknown: dropped.
    default:
      return '';
  }
}

/**
 * Only an inline link `[text](/path)` to an existing platform page stays a link. A bare or
 * autolinked URL (its raw text is the address itself) is dropped entirely; a reference-style
 * link or a link elsewhere keeps its text only.
 */
function renderLink(link: Tokens.Link, index: ContentIndex): string {
  // A bare e-mail address stays as text (its `@` escaped, so it is no link); no address goes out.
  if (!link.raw.startsWith('[')) return link.href.startsWith('mailto:') && !link.raw.startsWith('<') ? escapeText(link.text) : '';
  const text = renderInline(link.tokens, index);
  const inline = /\]\(/.test(link.raw);
  return inline && PLAIN_PATH.test(link.href) && isExistingPage(index, link.href) ? `[${text}](${link.href})` : text;
}
