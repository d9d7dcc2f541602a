import type { ReactNode } from 'react';
import { mediaUrl } from '../api/mediaUrl';
import type { BlockNode, Blocks, InlineNode, ListBlockNode, ListItemNode, TextNode } from '@doorloopjes/content-types';
import { safeHref } from './safeUrl';

/**
 * Renders Strapi rich-text blocks (paragraph, quote, code, heading 1-6, link,
 * ordered/unordered list, list item, image; modifiers bold, italic, underline, strikethrough,
 * code). Text is rendered as React text nodes, so markup in content is shown, never executed.
 */
export function BlocksRenderer({ blocks, className }: { blocks: Blocks | null | undefined; className?: string }) {
  if (!Array.isArray(blocks) || blocks.length === 0) return null;
  return <div className={`dl-blocks${className ? ` ${className}` : ''}`}>{blocks.map((block, index) => renderBlock(block, index))}</div>;
}

/** Soft line breaks (Shift+Enter in the editor) arrive as '\n' inside a text node. */
function withLineBreaks(text: string | undefined): ReactNode {
  const lines = (text ?? '').split('\n');
  if (lines.length === 1) return lines[0];
  return lines.flatMap((line, index) => (index === 0 ? [line] : [<br key={index} />, line]));
}

function renderText(node: TextNode, key: number): ReactNode {
  let content: ReactNode = withLineBreaks(node.text);
  if (node.code) content = <code>{content}</code>;
  if (node.strikethrough) content = <s>{content}</s>;
  if (node.underline) content = <u>{content}</u>;
  if (node.italic) content = <em>{content}</em>;
  if (node.bold) content = <strong>{content}</strong>;
  return <span key={key}>{content}</span>;
}

function renderInline(nodes: InlineNode[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, index) => {
    if (node.type === 'link') {
      const href = safeHref(node.url);
      const external = href !== undefined && /^https?:/i.test(href);
      return (
        <a key={index} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {(node.children ?? []).map((child, childIndex) => renderText(child, childIndex))}
        </a>
      );
    }
    return renderText(node, index);
  });
}

function renderListChildren(children: Array<ListItemNode | ListBlockNode> | undefined): ReactNode[] {
  return (children ?? []).map((child, index) =>
    child.type === 'list-item' ? <li key={index}>{renderInline(child.children)}</li> : <li key={index}>{renderList(child, index)}</li>,
  );
}

function renderList(list: ListBlockNode, key: number): ReactNode {
  return list.format === 'ordered' ? <ol key={key}>{renderListChildren(list.children)}</ol> : <ul key={key}>{renderListChildren(list.children)}</ul>;
}

function renderBlock(block: BlockNode, key: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{renderInline(block.children)}</p>;
    case 'quote':
      return <blockquote key={key}>{renderInline(block.children)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{(block.children ?? []).map((child) => ('text' in child ? child.text : '')).join('')}</code>
        </pre>
      );
    case 'heading': {
      const Tag = `h${Math.min(Math.max(block.level, 1), 6)}` as 'h1';
      return <Tag key={key}>{renderInline(block.children)}</Tag>;
    }
    case 'list':
      return renderList(block, key);
    case 'image':
      // An image whose media file was deleted keeps its node but loses the file data.
      if (!block.image?.url) return null;
      return (
        <img
          key={key}
          src={mediaUrl(block.image.url)}
          alt={block.image.alternativeText ?? ''}
          width={block.image.width}
          height={block.image.height}
          loading="lazy"
        />
      );
    default:
      return null;
  }
}

/** Plain text of blocks (for previews and snippets). */
export function blocksToPlainText(blocks: Blocks | null | undefined): string {
  const inline = (nodes: InlineNode[] | undefined): string =>
    (nodes ?? []).map((node) => (node.type === 'link' ? (node.children ?? []).map((c) => c.text).join('') : node.text)).join('');
  const list = (node: ListBlockNode): string =>
    (node.children ?? []).map((child) => (child.type === 'list-item' ? inline(child.children) : list(child))).join(' ');
  return (blocks ?? [])
    .map((block) => (block.type === 'list' ? list(block) : block.type === 'image' ? '' : inline(block.children)))
    .filter((text) => text.trim() !== '')
    .join('\n');
}
