import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { obj, type Json, type JsonObject } from './api';

/** The admin account the service creates outside production (see src/bootstrap/accounts.js). */
const ADMIN = { email: 'admin@doorloopjes.nl', password: 'Doorloopjes!Admin2026' } as const;

/** The product owner's local account (src/control-plane/registry/product-owner.js). */
export const PRODUCT_OWNER = { email: 'productowner@doorloopjes.nl', password: 'Doorloopjes!Product2026' } as const;

/** Calls the admin panel's own API, as the admin panel does. */
export async function adminApi(token: string, path: string, method = 'GET', body?: unknown): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${inject('cmsUrl')}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Json) : null };
}

/**
 * Logs in to the admin panel's API; the super admin unless another account is given. Strapi
 * limits admin logins per account and address (5 in 5 minutes), and many test files need an admin:
 * the session is logged in once per run and kept in the run's own directory for the other files.
 */
export async function adminLogin(account: { email: string; password: string } = ADMIN): Promise<string> {
  const kept = path.join(inject('tmpDir'), `admin-session-${account.email.replace(/\W+/g, '_')}`);
  if (fs.existsSync(kept)) return fs.readFileSync(kept, 'utf8');
  const response = await fetch(`${inject('cmsUrl')}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status}`);
  const token = String(obj(obj((await response.json()) as Json).data).token);
  fs.writeFileSync(kept, token, { mode: 0o600 });
  return token;
}

/** Does this content type have drafts (its schema's draftAndPublish)? */
function hasDrafts(uid: string): boolean {
  const match = /^api::([\w-]+)\.([\w-]+)$/.exec(uid);
  if (!match) return false;
  const schema = JSON.parse(fs.readFileSync(new URL(`../src/api/${match[1]}/content-types/${match[2]}/schema.json`, import.meta.url), 'utf8')) as {
    options?: { draftAndPublish?: boolean };
  };
  return schema.options?.draftAndPublish === true;
}

/**
 * Edits an entry in the content manager (the admin panel's edit view) as an editor does: saves,
 * and publishes when the type has drafts, so teachers read the edit.
 */
export async function editEntry(token: string, uid: string, documentId: string, data: JsonObject): Promise<void> {
  const response = await adminApi(token, `/content-manager/collection-types/${uid}/${documentId}`, 'PUT', data);
  if (response.status !== 200) throw new Error(`edit ${uid} failed: ${response.status} ${JSON.stringify(response.body)}`);
  if (!hasDrafts(uid)) return;
  const published = await adminApi(token, `/content-manager/collection-types/${uid}/${documentId}/actions/publish`, 'POST', {});
  if (published.status !== 200) throw new Error(`publish ${uid} failed: ${published.status} ${JSON.stringify(published.body)}`);
}

/** Changes a media file's alternative text in the media library. */
export async function editFileAlt(token: string, fileId: number, alternativeText: string): Promise<void> {
  const form = new FormData();
  form.set('fileInfo', JSON.stringify({ alternativeText }));
  const response = await fetch(`${inject('cmsUrl')}/upload?id=${fileId}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  if (response.status !== 200) throw new Error(`media edit failed: ${response.status} ${await response.text()}`);
}

/** Turns one content-API action of a users-permissions role on or off, as the Roles screen does. */
export async function setRolePermission(token: string, roleType: string, api: string, controller: string, action: string, enabled: boolean): Promise<void> {
  const roles = obj((await adminApi(token, '/users-permissions/roles')).body).roles as JsonObject[];
  const role = roles.find((candidate) => candidate.type === roleType);
  if (!role) throw new Error(`no role ${roleType}`);
  const current = obj(obj((await adminApi(token, `/users-permissions/roles/${role.id}`)).body).role);
  const permissions = obj(current.permissions);
  obj(obj(obj(obj(permissions[api]).controllers)[controller])[action]).enabled = enabled;
  const response = await adminApi(token, `/users-permissions/roles/${role.id}`, 'PUT', {
    name: current.name,
    description: current.description,
    permissions,
  });
  if (response.status !== 200) throw new Error(`role update failed: ${response.status} ${JSON.stringify(response.body)}`);
}

/**
 * A new admin account with one of the admin roles (by name: 'Editor', 'Author', 'Hoofdredacteur'),
 * invited by the super admin and registered as the invitation link does; returns its session.
 */
export async function createAdminAccount(roleName: string): Promise<{ token: string; id: number }> {
  const superAdmin = await adminLogin();
  const roles = (obj((await adminApi(superAdmin, '/admin/roles')).body).data as JsonObject[]).map(obj);
  const role = roles.find((candidate) => candidate.name === roleName);
  if (!role) throw new Error(`no admin role ${roleName}`);
  const email = `${roleName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
  const invited = await adminApi(superAdmin, '/admin/users', 'POST', { firstname: roleName, lastname: 'Test', email, roles: [role.id] });
  if (invited.status !== 201) throw new Error(`admin invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  const user = obj(obj(invited.body).data);
  const registered = await fetch(`${inject('cmsUrl')}/admin/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ registrationToken: user.registrationToken, userInfo: { firstname: roleName, lastname: 'Test', password: 'Doorloopjes!Test2026' } }),
  });
  if (registered.status !== 200) throw new Error(`admin registration failed: ${registered.status} ${await registered.text()}`);
  return { token: String(obj(obj((await registered.json()) as Json).data).token), id: Number(user.id) };
}
