/* eslint-disable testing-library/no-node-access -- This test checks which HTML elements each rich-text node becomes. */
import { messages, type Blocks } from '@doorloopjes/shared';
import { contentUrl, renderWithQueryClient, setupMswServer } from '@doorloopjes/runtime/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ContactModal } from './ContactModal';
import { PrivacyModal } from './PrivacyModal';

const m = messages.auth;
const server = setupMswServer();

/**
 * One node of every kind and every modifier: the seed's pages use only a few of them, so these
 * answers are written here (the generated schema still checks each one).
 */
const ALL_NODES: Blocks = [
  { type: 'heading', level: 1, children: [{ type: 'text', text: 'Kop 1' }] },
  { type: 'heading', level: 6, children: [{ type: 'text', text: 'Kop 6' }] },
  {
    type: 'paragraph',
    children: [
      { type: 'text', text: 'vet', bold: true },
      { type: 'text', text: 'schuin', italic: true },
      { type: 'text', text: 'onderstreept', underline: true },
      { type: 'text', text: 'doorgehaald', strikethrough: true },
      { type: 'text', text: 'code', code: true },
      { type: 'link', url: 'https://www.doorloopjes.nl', children: [{ type: 'text', text: 'onze site' }] },
    ],
  },
  { type: 'quote', children: [{ type: 'text', text: 'Een citaat' }] },
  { type: 'code', children: [{ type: 'text', text: 'REF-2026' }] },
  { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'eerste' }] }] },
  { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'los' }] }] },
  { type: 'image', image: { url: '/uploads/team.png', alternativeText: 'Het team' } },
];

describe('ContactModal', () => {
  it('says content is loading, then renders every block kind and the social links', async () => {
    const auth: Array<string | null> = [];
    server.use(
      http.get(contentUrl('/api/contact-pagina'), ({ request }) => {
        auth.push(request.headers.get('authorization'));
        return HttpResponse.json({
          data: { id: 1, title: 'Neem contact op', body: ALL_NODES, social_links: [{ platform: 'linkedin', url: 'https://www.linkedin.com/company/doorloopjes' }] },
        });
      }),
    );
    localStorage.setItem('jwt', 'token-van-juf');
    renderWithQueryClient(<ContactModal onClose={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(m.contentLoading);
    expect(await screen.findByRole('dialog', { name: 'Neem contact op' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Kop 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 6, name: 'Kop 6' })).toBeInTheDocument();
    expect(screen.getByText('vet').tagName).toBe('STRONG');
    expect(screen.getByText('schuin').tagName).toBe('EM');
    expect(screen.getByText('onderstreept').tagName).toBe('U');
    expect(screen.getByText('doorgehaald').tagName).toBe('S');
    expect(screen.getByText('code').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'onze site' })).toHaveAttribute('href', 'https://www.doorloopjes.nl');
    expect(screen.getByText('Een citaat').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('REF-2026').closest('pre')).not.toBeNull();
    expect(screen.getByText('eerste').closest('ol')).not.toBeNull();
    expect(screen.getByText('los').closest('ul')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Het team' })).toHaveAttribute('src', 'http://localhost:1337/uploads/team.png');
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/company/doorloopjes');
    // The first attempt goes without the token even when one is stored.
    expect(auth).toEqual([null]);
  });

  it('retries with the token when the anonymous attempt fails, and keeps the token', async () => {
    const auth: Array<string | null> = [];
    server.use(
      http.get(contentUrl('/api/contact-pagina'), ({ request }) => {
        const header = request.headers.get('authorization');
        auth.push(header);
        return header ? HttpResponse.json({ data: { id: 1, title: 'Contact', body: ALL_NODES.slice(0, 1) } }) : new HttpResponse(null, { status: 403 });
      }),
    );
    localStorage.setItem('jwt', 'token-van-juf');
    renderWithQueryClient(<ContactModal onClose={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Kop 1' })).toBeInTheDocument();
    expect(auth).toEqual([null, 'Bearer token-van-juf']);
    expect(localStorage.getItem('jwt')).toBe('token-van-juf');
  });

  it('asks for content in the backend when the page is empty or unavailable', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(contentUrl('/api/contact-pagina'), () => new HttpResponse(null, { status: 404 })));
    renderWithQueryClient(<ContactModal onClose={vi.fn()} />);
    expect(await screen.findByText(m.noContent)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: m.contactTitle })).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('PrivacyModal', () => {
  it('renders the privacy statement', async () => {
    server.use(http.get(contentUrl('/api/privacyverklaring'), () => HttpResponse.json({ data: { id: 1, title: 'Privacyverklaring', body: ALL_NODES.slice(2, 3) } })));
    renderWithQueryClient(<PrivacyModal onClose={vi.fn()} />);
    expect(screen.getByText(m.contentLoading)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'onze site' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Privacyverklaring' })).toBeInTheDocument();
  });

  it('a statement without body asks for content in the backend', async () => {
    server.use(http.get(contentUrl('/api/privacyverklaring'), () => HttpResponse.json({ data: { id: 1, title: 'Privacyverklaring', body: [] } })));
    renderWithQueryClient(<PrivacyModal onClose={vi.fn()} />);
    expect(await screen.findByText(m.noContent)).toBeInTheDocument();
  });
});
