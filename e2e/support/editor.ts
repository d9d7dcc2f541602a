import { expect, type APIRequestContext } from '@playwright/test';
import { CONTENT_URL } from './env';

/** The local chief editor the content service creates (role 'Hoofdredacteur': writes, previews, publishes). */
export const CHIEF_EDITOR = { email: 'hoofdredacteur@doorloopjes.nl', password: 'Doorloopjes!Redactie2026' };
export const GUIDE_UID = 'api::doorloopje.doorloopje';

/** The admin panel's own API, as an editor: her admin session token. */
export async function editorLogin(request: APIRequestContext, account = CHIEF_EDITOR): Promise<string> {
  const response = await request.post(`${CONTENT_URL}/admin/login`, { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function adminCall<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`${CONTENT_URL}/content-manager${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** Saves a new guide as the content manager's edit view does: a draft. Returns its documentId. */
export async function createGuideDraft(request: APIRequestContext, token: string, guide: { title: string; slug: string; stepTitle: string }): Promise<string> {
  const created = await adminCall<{ data: { documentId: string } }>(request, token, 'POST', `/collection-types/${GUIDE_UID}`, {
    title: guide.title,
    slug: guide.slug,
    book: 2,
    page: 98,
    steps: [{ title: guide.stepTitle, description: 'Een stap van een gids die nog niet is gepubliceerd.' }],
  });
  return created.data.documentId;
}

/** The address Strapi's Preview button opens for the entry (config/admin.js): the shell's /voorbeeld page. */
export async function previewUrl(request: APIRequestContext, token: string, documentId: string): Promise<string> {
  const link = await adminCall<{ data: { url: string } }>(request, token, 'GET', `/preview/url/${GUIDE_UID}?documentId=${documentId}&status=draft`);
  return link.data.url;
}

export async function publishGuide(request: APIRequestContext, token: string, documentId: string): Promise<void> {
  await adminCall(request, token, 'POST', `/collection-types/${GUIDE_UID}/${documentId}/actions/publish`, {});
}
