import fs from 'node:fs';
import { inject } from 'vitest';
import { DEMO, api, createConfirmedUser, list, obj, type JsonObject } from '../api';
import { adminApi, adminLogin, createAdminAccount, PRODUCT_OWNER } from '../admin';

/**
 * Every kind of caller the access table (access-table.ts) has a column for, in its column order.
 * `otherTeacher` sends the teacher's own requests (her user id, her records): someone else's.
 * `deployTokenOutside` is the development deploy token on an environment outside its scope.
 * `previewThis` holds a preview credential for the draft guide the table's guide routes name,
 * `previewOther` one for another draft.
 */
export const CALLERS = [
  'visitor',
  'teacher',
  'otherTeacher',
  'blockedTeacher',
  'editor',
  'author',
  'chiefEditor',
  'productOwner',
  'superAdmin',
  'deployToken',
  'deployTokenOutside',
  'previewThis',
  'previewOther',
  'assistant',
] as const;
export type Caller = (typeof CALLERS)[number];

export interface Session {
  authorization?: string;
  /** Route parameters this caller's requests use (the environment of a deploy token's scope). */
  params: Record<string, string>;
}

export interface Callers {
  sessions: Record<Caller, Session>;
  /** The documentId of the draft guide `previewThis` was issued for. */
  previewed: string;
  /** The draft `previewOther` was issued for. */
  previewedOther: string;
  /** The teacher's user id (the record `otherTeacher` is not allowed to touch). */
  teacherId: number;
}

const CHIEF_EDITOR = { email: 'hoofdredacteur@doorloopjes.nl', password: 'Doorloopjes!Redactie2026' };
const DOORLOOPJE = 'api::doorloopje.doorloopje';
const USER = 'plugin::users-permissions.user';
const IN_SCOPE = { environment: 'test' };

async function draftGuide(chief: string, name: string): Promise<string> {
  const slug = `toegang-${name}-${Date.now()}`;
  const created = await adminApi(chief, `/content-manager/collection-types/${DOORLOOPJE}`, 'POST', { title: `Toegang ${name}`, slug, book: 3, page: 90 });
  if (created.status !== 201) throw new Error(`draft failed: ${JSON.stringify(created.body)}`);
  return String(obj(obj(created.body).data).documentId);
}

async function previewCredential(chief: string, documentId: string): Promise<string> {
  const link = await adminApi(chief, `/content-manager/preview/url/${DOORLOOPJE}?documentId=${documentId}&status=draft`);
  const url = new URL(String(obj(obj(link.body).data).url));
  return new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
}

async function block(superAdmin: string, email: string): Promise<void> {
  const found = await adminApi(superAdmin, `/content-manager/collection-types/${USER}?filters[$and][0][email][$eq]=${encodeURIComponent(email)}`);
  const documentId = String(obj((obj(found.body).results as JsonObject[])[0]).documentId);
  const blocked = await adminApi(superAdmin, `/content-manager/collection-types/${USER}/${documentId}`, 'PUT', { blocked: true });
  if (blocked.status !== 200) throw new Error(`block failed: ${JSON.stringify(blocked.body)}`);
}

const bearer = (token: string, params: Record<string, string> = IN_SCOPE): Session => ({ authorization: `Bearer ${token}`, params });

/** Logs every kind of caller in (fresh teachers: the table's writes may end their sessions). */
export async function createCallers(): Promise<Callers> {
  const [teacher, other, blocked] = await Promise.all(['toegang-leraar', 'toegang-ander', 'toegang-geblokkeerd'].map((prefix) => createConfirmedUser(prefix)));
  const superAdmin = await adminLogin();
  const chief = await adminLogin(CHIEF_EDITOR);
  await block(superAdmin, blocked.email);
  const [editor, author] = await Promise.all([createAdminAccount('Editor'), createAdminAccount('Author')]);
  const [previewed, another] = [await draftGuide(chief, 'dit'), await draftGuide(chief, 'ander')];
  const deployToken = fs.readFileSync(inject('deployTokenFile'), 'utf8').trim();
  const assistantToken = fs.readFileSync(inject('cmsEnv').ASSISTANT_TOKEN_FILE, 'utf8').trim();
  return {
    previewed,
    previewedOther: another,
    teacherId: teacher.id,
    sessions: {
      visitor: { params: IN_SCOPE },
      teacher: bearer(teacher.jwt),
      otherTeacher: bearer(other.jwt),
      blockedTeacher: bearer(blocked.jwt),
      editor: bearer(editor.token),
      author: bearer(author.token),
      chiefEditor: bearer(chief),
      productOwner: bearer(await adminLogin(PRODUCT_OWNER)),
      superAdmin: bearer(superAdmin),
      deployToken: bearer(deployToken),
      deployTokenOutside: bearer(deployToken, { environment: 'production' }),
      previewThis: { authorization: `Preview ${await previewCredential(chief, previewed)}`, params: IN_SCOPE },
      previewOther: { authorization: `Preview ${await previewCredential(chief, another)}`, params: IN_SCOPE },
      assistant: bearer(assistantToken),
    },
  };
}

/** One published documentId per collection route (`/api/artikels` → its first item), read as the demo teacher. */
export async function publishedIds(paths: string[]): Promise<Record<string, string>> {
  const { jwt } = obj((await api('/api/auth/local', { method: 'POST', body: { identifier: DEMO.email, password: DEMO.password } })).body) as { jwt: string };
  const entries = await Promise.all(
    paths.map(async (path) => {
      const response = await api(`${path}?pagination[pageSize]=1`, { token: jwt });
      return [path, response.status === 200 ? String(list(response)[0]?.documentId ?? '') : ''] as const;
    }),
  );
  return Object.fromEntries(entries);
}
