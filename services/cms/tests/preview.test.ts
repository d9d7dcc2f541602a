import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, api, list, login, obj, type JsonObject } from './api';
import { adminApi, adminLogin, createAdminAccount, PRODUCT_OWNER } from './admin';

/**
 * Strapi's Preview (config/admin.js, src/preview): an editor's preview link opens the entry's page
 * in the shell and reads its draft with a short-lived preview credential, which reads the
 * product's content and nothing else and is never cached. The 'Hoofdredacteur' role publishes,
 * and the published version names who published it and when.
 */

const require = createRequire(import.meta.url);
const { createPreviewTokens } = require('../src/preview/token.js') as {
  createPreviewTokens: (
    secret: string,
    seconds?: number,
  ) => { issue(editor: string | number, entry: { contentType: string; documentId: string }, now?: number): string; verify(token: unknown, now?: number): unknown };
};

const DOORLOOPJE = 'api::doorloopje.doorloopje';
const CHIEF_EDITOR = { email: 'hoofdredacteur@doorloopjes.nl', password: 'Doorloopjes!Redactie2026' };
const slug = `voorbeeld-concept-${Date.now()}`;
const otherSlug = `${slug}-ander`;

let chief = '';
let documentId = '';
let otherId = '';
let previewLink: URL;
let token = '';

const preview = (path: string, credential = token) => api(path, { headers: { Authorization: `Preview ${credential}` } });
const draftQuery = `/api/doorloopjes?filters[slug][$eq]=${slug}&status=draft&populate[steps][populate]=image&populate[theme]=true`;
const previewLinkOf = async (token: string, id: string) => adminApi(token, `/content-manager/preview/url/${DOORLOOPJE}?documentId=${id}&status=draft`);

async function createGuide(token: string, data: JsonObject): Promise<string> {
  const created = await adminApi(token, `/content-manager/collection-types/${DOORLOOPJE}`, 'POST', data);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return String(obj(obj(created.body).data).documentId);
}

beforeAll(async () => {
  chief = await adminLogin(CHIEF_EDITOR);
  documentId = await createGuide(chief, {
    title: 'Voorbeeld: een concept',
    slug,
    book: 2,
    page: 97,
    steps: [{ title: 'Eerste stap van het concept', description: 'Nog niet gepubliceerd.' }],
  });
  // In a theme, so a populate of the theme's guides would carry it if drafts reached it.
  const { jwt } = await login(DEMO.email, DEMO.password);
  const theme = list(await api('/api/themes', { token: jwt }))[0]?.documentId;
  otherId = await createGuide(chief, { title: 'Voorbeeld: een ander concept', slug: otherSlug, book: 2, page: 96, theme: { connect: [{ documentId: String(theme) }] } });
  const link = await previewLinkOf(chief, documentId);
  expect(link.status).toBe(200);
  previewLink = new URL(String(obj(obj(link.body).data).url));
  token = new URLSearchParams(previewLink.hash.slice(1)).get('token') ?? '';
});

// The example guides leave the shared instance: one is published below, without a theme or a
// description, and a test file run after this one reads the whole guide list as demo content.
afterAll(async () => {
  const admin = await adminLogin();
  for (const id of [documentId, otherId].filter(Boolean)) {
    expect((await adminApi(admin, `/content-manager/collection-types/${DOORLOOPJE}/${id}`, 'DELETE')).status).toBe(200);
  }
});

describe("the admin panel's preview link", () => {
  it("opens the entry's page in the shell's preview page, with the credential in the fragment", () => {
    expect(previewLink.origin).toBe('http://localhost:3000');
    expect(previewLink.pathname).toBe('/voorbeeld');
    expect(previewLink.searchParams.get('pad')).toBe(`/doorloopjes/${slug}`);
    expect(previewLink.searchParams.get('status')).toBe('draft');
    expect(token).toMatch(new RegExp(`^\\d+\\.doorloopje\\.${documentId}\\.\\d+\\.[\\w-]+$`));
  });

  it('is not given to an admin who may not read the entry (the product owner)', async () => {
    const owner = await adminLogin(PRODUCT_OWNER);
    const link = await adminApi(owner, `/content-manager/preview/url/${DOORLOOPJE}?documentId=${documentId}&status=draft`);
    expect(link.status).toBe(204);
  });

  it("is given to an Author for her own entry only, not for someone else's", async () => {
    const author = await createAdminAccount('Author');
    const own = await createGuide(author.token, { title: 'Voorbeeld van een auteur', slug: `${slug}-auteur`, book: 2, page: 95 });
    expect((await previewLinkOf(author.token, own)).status).toBe(200);
    expect((await previewLinkOf(author.token, documentId)).status).toBe(204);
  });
});

describe('the preview credential', () => {
  it('reads the draft with its steps, and is never answered from or stored in the cache', async () => {
    for (let round = 0; round < 2; round += 1) {
      const response = await preview(draftQuery);
      expect(response.status).toBe(200);
      const [draft] = list(response);
      expect(draft?.slug).toBe(slug);
      expect(draft?.publishedAt).toBeNull();
      expect((draft?.steps as JsonObject[])[0]?.title).toBe('Eerste stap van het concept');
      expect(response.headers.get('x-cache')).toBe('BYPASS');
    }
  });

  it('is needed for drafts: a teacher is refused, a forged or expired credential is 401', async () => {
    const { jwt } = await login(DEMO.email, DEMO.password);
    expect((await api(draftQuery, { token: jwt })).status).toBe(400);
    expect((await preview(draftQuery, `${token}x`)).status).toBe(401);
    const [editor, type, id, expires, signature] = token.split('.');
    expect((await preview(draftQuery, [editor, type, id, Number(expires) + 60_000, signature].join('.'))).status).toBe(401);
    // The same signature on another entry is no credential.
    expect((await preview(draftQuery, [editor, type, otherId, expires, signature].join('.'))).status).toBe(401);
  });

  it('reads the draft of its own entry only: another draft, by slug, id or list, is not there', async () => {
    for (const path of [
      `/api/doorloopjes?filters[slug][$eq]=${otherSlug}&status=draft`,
      `/API/doorloopjes?filters[slug][$eq]=${otherSlug}&status=draft`,
      `/api/doorloopjes?status=draft&pagination[pageSize]=250`,
      `/api/doorloopjes?publicationFilter=never-published&pagination[pageSize]=250`,
      `/api/themes?status=draft&populate[doorloopjes][status]=draft&pagination[pageSize]=250`,
    ]) {
      const response = await preview(path);
      expect(JSON.stringify(response.body), path).not.toContain(otherSlug);
    }
    expect((await preview(`/api/doorloopjes/${otherId}?status=draft`)).status).toBe(404);
    expect((await preview(`/api/doorloopjes/${documentId}?status=draft`)).status).toBe(200);
    // Other types: the published versions a visitor reads, not their drafts.
    const articles = list(await preview('/api/artikels?status=draft&pagination[pageSize]=250'));
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.every((article) => article.publishedAt !== null)).toBe(true);
  });

  it("reads the product's content only: not an account, analytics, or a write", async () => {
    expect([401, 403]).toContain((await preview('/api/users/me')).status);
    const analytics = await api('/api/analytics-events', {
      method: 'POST',
      headers: { Authorization: `Preview ${token}` },
      body: { data: { type: 'page_view', path: '/', title: 'x', payload: {}, sessionId: 'x' } },
    });
    expect(analytics.status).toBe(403);
    expect((await preview('/api/remote-registry/test/history')).status).toBe(403);
  });

  it('expires: signed tokens verify until their expiry and never for longer than their lifetime', () => {
    const tokens = createPreviewTokens('geheim', 900);
    const now = Date.now();
    const entry = { contentType: 'doorloopje', documentId: 'abc123' };
    const issued = tokens.issue(7, entry, now);
    expect(tokens.verify(issued, now + 899_000)).toMatchObject({ editor: '7', ...entry });
    expect(tokens.verify(issued, now + 901_000)).toBeNull();
    expect(createPreviewTokens('ander geheim', 900).verify(issued, now)).toBeNull();
    // A genuine signature on a lifetime longer than allowed (another configuration) is refused.
    expect(createPreviewTokens('geheim', 60).verify(tokens.issue(7, entry, now), now)).toBeNull();
  });
});

describe('the Hoofdredacteur', () => {
  it('publishes, and the published version names who published it and when', async () => {
    const before = Date.now();
    const published = await adminApi(chief, `/content-manager/collection-types/${DOORLOOPJE}/${documentId}/actions/publish`, 'POST', {});
    expect(published.status).toBe(200);
    const entry = obj(obj((await adminApi(chief, `/content-manager/collection-types/${DOORLOOPJE}/${documentId}?status=published`)).body).data);
    expect(Date.parse(String(entry.publishedAt))).toBeGreaterThanOrEqual(before - 1000);
    const me = obj(obj((await adminApi(chief, '/admin/users/me')).body).data);
    expect(obj(entry.updatedBy).id).toBe(me.id);
    expect(obj(entry.createdBy).id).toBe(me.id);
  });

  it('is the only one who publishes: Editor and Author have no publish permission, and an Editor is refused', async () => {
    const superAdmin = await adminLogin();
    const roles = (obj((await adminApi(superAdmin, '/admin/roles')).body).data as JsonObject[]).map(obj);
    const publishersOf = async (name: string) => {
      const role = roles.find((candidate) => candidate.name === name);
      const permissions = (obj((await adminApi(superAdmin, `/admin/roles/${role?.id}/permissions`)).body).data as JsonObject[]).map(obj);
      return permissions.filter((permission) => permission.action === 'plugin::content-manager.explorer.publish').map((permission) => permission.subject);
    };
    expect(await publishersOf('Editor')).toEqual([]);
    expect(await publishersOf('Author')).toEqual([]);
    expect(await publishersOf('Hoofdredacteur')).toContain(DOORLOOPJE);
    const editor = await createAdminAccount('Editor');
    const own = await createGuide(editor.token, { title: 'Concept van een redacteur', slug: `${slug}-redacteur`, book: 2, page: 94 });
    expect((await adminApi(editor.token, `/content-manager/collection-types/${DOORLOOPJE}/${own}/actions/publish`, 'POST', {})).status).toBe(403);
  });

  it('does not touch the control plane or accounts', async () => {
    for (const uid of ['api::remote-state.remote-state', 'api::remote-release.remote-release', 'plugin::users-permissions.user', 'api::data-request.data-request']) {
      expect((await adminApi(chief, `/content-manager/collection-types/${uid}`)).status, uid).toBe(403);
    }
  });
});
