/* eslint-disable testing-library/no-node-access, testing-library/no-container -- This test checks which HTML elements each block kind becomes, the job of the renderer. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Blocks, TextNode } from '@doorloopjes/content-types';
import { BlocksRenderer, blocksToPlainText } from './BlocksRenderer';

const text = (value: string, modifiers: Partial<TextNode> = {}): TextNode => ({ type: 'text', text: value, ...modifiers });

function renderBlocks(blocks: Blocks) {
  return render(<BlocksRenderer blocks={blocks} />);
}

describe('BlocksRenderer: block nodes', () => {
  it('renders a paragraph', () => {
    renderBlocks([{ type: 'paragraph', children: [text('Een alinea.')] }]);
    expect(screen.getByText('Een alinea.').closest('p')).toBeInTheDocument();
  });

  it('renders a quote as a blockquote', () => {
    renderBlocks([{ type: 'quote', children: [text('Geciteerd.')] }]);
    expect(screen.getByText('Geciteerd.').closest('blockquote')).toBeInTheDocument();
  });

  it('renders a code block as preformatted code', () => {
    renderBlocks([{ type: 'code', language: 'js', children: [text('const a = 1;')] }]);
    const code = screen.getByText('const a = 1;');
    expect(code.tagName).toBe('CODE');
    expect(code.parentElement?.tagName).toBe('PRE');
  });

  it.each([1, 2, 3, 4, 5, 6] as const)('renders a level %i heading', (level) => {
    renderBlocks([{ type: 'heading', level, children: [text(`Kop ${level}`)] }]);
    expect(screen.getByRole('heading', { level, name: `Kop ${level}` })).toBeInTheDocument();
  });

  it('renders unordered and ordered lists with their items, nested lists included', () => {
    renderBlocks([
      { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [text('Appel')] }, { type: 'list-item', children: [text('Peer')] }] },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [text('Eerst')] },
          { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [text('Genest')] }] },
        ],
      },
    ]);
    const [unordered, ordered] = screen.getAllByRole('list').filter((list) => list.parentElement?.classList.contains('dl-blocks'));
    expect(unordered?.tagName).toBe('UL');
    expect(within(unordered as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Appel', 'Peer']);
    expect(ordered?.tagName).toBe('OL');
    expect(within(ordered as HTMLElement).getByText('Genest').closest('ul')).toBeInTheDocument();
  });

  it('renders an image with its alternative text and an absolute address', () => {
    renderBlocks([{ type: 'image', image: { url: '/uploads/foto.jpg', alternativeText: 'Een klas', width: 800, height: 600 }, children: [text('')] }]);
    const image = screen.getByRole('img', { name: 'Een klas' });
    expect(image).toHaveAttribute('src', 'http://localhost:1337/uploads/foto.jpg');
    expect(image).toHaveAttribute('width', '800');
  });

  it('skips an image whose file is gone and block types it does not know', () => {
    const { container } = renderBlocks([
      { type: 'image', image: { url: '' } },
      { type: 'unknown-kind', children: [text('Onzichtbaar')] } as unknown as Blocks[number],
      { type: 'paragraph', children: [text('Zichtbaar')] },
    ]);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByText('Onzichtbaar')).not.toBeInTheDocument();
    expect(screen.getByText('Zichtbaar')).toBeInTheDocument();
  });

  it('renders nothing for no blocks', () => {
    const { container } = render(<BlocksRenderer blocks={null} />);
    expect(container).toBeEmptyDOMElement();
    const { container: fromString } = render(<BlocksRenderer blocks={'<p>geen blokken</p>' as unknown as Blocks} />);
    expect(fromString).toBeEmptyDOMElement();
  });

  it('turns soft line breaks into line breaks', () => {
    const { container } = renderBlocks([{ type: 'paragraph', children: [text('Regel een\nRegel twee')] }]);
    expect(container.querySelectorAll('br')).toHaveLength(1);
    expect(container.querySelector('p')).toHaveTextContent('Regel eenRegel twee');
  });
});

describe('BlocksRenderer: modifiers', () => {
  it.each([
    ['bold', 'STRONG'],
    ['italic', 'EM'],
    ['underline', 'U'],
    ['strikethrough', 'S'],
    ['code', 'CODE'],
  ] as const)('renders %s text as <%s>', (modifier, tag) => {
    renderBlocks([{ type: 'paragraph', children: [text('gemarkeerd', { [modifier]: true })] }]);
    expect(screen.getByText('gemarkeerd').tagName).toBe(tag);
  });

  it('combines modifiers on one text node', () => {
    renderBlocks([{ type: 'paragraph', children: [text('alles', { bold: true, italic: true, underline: true, strikethrough: true, code: true })] }]);
    const innermost = screen.getByText('alles');
    const tags: string[] = [];
    for (let node: HTMLElement | null = innermost; node && node.tagName !== 'P'; node = node.parentElement) tags.push(node.tagName);
    expect(tags).toEqual(['CODE', 'S', 'U', 'EM', 'STRONG', 'SPAN']);
  });
});

describe('BlocksRenderer: links and safety', () => {
  it('opens web links in a new tab without an opener and keeps in-app and mail links in place', () => {
    renderBlocks([
      {
        type: 'paragraph',
        children: [
          { type: 'link', url: 'https://example.nl/pagina', children: [text('Extern', { bold: true })] },
          { type: 'link', url: '/doorloopjes/hardop-denken', children: [text('Intern')] },
          { type: 'link', url: 'mailto:info@doorloopjes.nl', children: [text('Mail')] },
        ],
      },
    ]);
    const external = screen.getByRole('link', { name: 'Extern' });
    expect(external).toHaveAttribute('href', 'https://example.nl/pagina');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Extern').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Intern' })).toHaveAttribute('href', '/doorloopjes/hardop-denken');
    expect(screen.getByRole('link', { name: 'Intern' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:info@doorloopjes.nl');
  });

  it.each(['javascript:alert(1)', ' JavaScript:window.__xss=1', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'])('drops the address of a %s link', (url) => {
    const { container } = renderBlocks([{ type: 'paragraph', children: [{ type: 'link', url, children: [text('Gevaarlijk')] }] }]);
    const anchor = container.querySelector('a');
    expect(anchor).toHaveTextContent('Gevaarlijk');
    expect(anchor).not.toHaveAttribute('href');
  });

  it('shows markup inside text as text and never creates elements from it', () => {
    const { container } = renderBlocks([
      { type: 'paragraph', children: [text('<img src=x onerror="window.__xss=1">')] },
      { type: 'heading', level: 2, children: [text('<script>window.__xss=1</script>')] },
    ]);
    expect(screen.getByText('<img src=x onerror="window.__xss=1">')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '<script>window.__xss=1</script>' })).toBeInTheDocument();
    expect(container.querySelector('img, script')).toBeNull();
  });
});

describe('blocksToPlainText', () => {
  it('joins the text of every block with newlines and skips images and empty blocks', () => {
    const plain = blocksToPlainText([
      { type: 'heading', level: 2, children: [text('Kop')] },
      { type: 'paragraph', children: [text('Een '), { type: 'link', url: '/x', children: [text('link')] }, text('.')] },
      { type: 'paragraph', children: [text('  ')] },
      { type: 'image', image: { url: '/a.jpg' } },
      { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [text('a')] }, { type: 'list-item', children: [text('b')] }] },
    ]);
    expect(plain).toBe('Kop\nEen link.\na b');
  });
});
