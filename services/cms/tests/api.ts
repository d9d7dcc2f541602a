import { inject } from 'vitest';

export const DEMO = { email: 'demo@doorloopjes.nl', password: 'Doorloopjes!2026' } as const;
export const SECOND = { email: 'tweede@doorloopjes.nl', password: 'Doorloopjes!2026' } as const;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface ApiResponse {
  status: number;
  body: Json;
  headers: Headers;
}

/** Calls the test Strapi. `path` starts with /api/...; brackets in query strings are sent as-is. */
export async function api(
  path: string,
  options: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${inject('cmsUrl')}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await response.text();
  let body: Json = null;
  try {
    body = text ? (JSON.parse(text) as Json) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body, headers: response.headers };
}

export function obj(value: Json | undefined): JsonObject {
  if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`Expected an object, got ${JSON.stringify(value)?.slice(0, 300)}`);
  }
  return value;
}

export function arr(value: Json | undefined): Json[] {
  if (!Array.isArray(value)) throw new Error(`Expected an array, got ${JSON.stringify(value)?.slice(0, 300)}`);
  return value;
}

/** `data` of a Strapi list response, as objects. */
export function list(response: ApiResponse): JsonObject[] {
  return arr(obj(response.body).data).map(obj);
}

/** A login: the access token (`jwt`) and the session's refresh token. */
export async function login(identifier: string, password: string): Promise<{ jwt: string; refreshToken: string; user: JsonObject }> {
  const response = await api('/api/auth/local', { method: 'POST', body: { identifier, password } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  const body = obj(response.body);
  return { jwt: String(body.jwt), refreshToken: String(body.refreshToken), user: obj(body.user) };
}

/** POST /api/auth/refresh with a refresh token (no access token: it may have expired). */
export function refresh(refreshToken: string): Promise<ApiResponse> {
  return api('/api/auth/refresh', { method: 'POST', body: { refreshToken } });
}

export async function me(token: string, query = ''): Promise<JsonObject> {
  const response = await api(`/api/users/me${query}`, { token });
  if (response.status !== 200) throw new Error(`me failed: ${response.status}`);
  return obj(response.body);
}

let counter = 0;
/** A unique address per call, so tests never collide with each other or earlier runs. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.nl`;
}

export interface Mail {
  subject: string;
  html: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
}

/** Every mail MailDev received for `to` matching `subject`, newest first. */
export async function mailsTo(to: string, subject: RegExp): Promise<Mail[]> {
  const response = await fetch(`${inject('mailUrl')}/email`);
  const mails = (await response.json()) as Mail[];
  return mails.reverse().filter((mail) => mail.to.some((r) => r.address === to) && subject.test(mail.subject));
}

/** Waits until MailDev received `count` mails (default one) for `to` matching `subject`; returns the newest. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000, count = 1): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const matches = await mailsTo(to, subject);
    if (matches.length >= count) return matches[0];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${count} mail(s) for ${to} matching ${subject}`);
}

/** Registers a fresh account with the payload and returns the payload. */
export function registrationPayload(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    username: email,
    email,
    password: 'Geheim!2026',
    fullName: 'Test Leerkracht',
    educationRole: 'leraar',
    educationRoleOther: '',
    educationSector: 'VO',
    isStudent: false,
    schoolName: 'Testschool',
    city: 'Amersfoort',
    ...overrides,
  };
}

/** Registers, confirms through the real mail link, and logs in. */
export async function createConfirmedUser(prefix: string): Promise<{ email: string; password: string; jwt: string; refreshToken: string; id: number }> {
  const email = uniqueEmail(prefix);
  const payload = registrationPayload(email);
  const registered = await api('/api/auth/local/register', { method: 'POST', body: payload });
  if (registered.status !== 200) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const mail = await waitForMail(email, /Bevestig/);
  const code = /verify-email\?confirmation=([a-f0-9]+)/.exec(mail.html)?.[1];
  if (!code) throw new Error('no confirmation code in mail');
  const confirmed = await api(`/api/auth/email-confirmation?confirmation=${code}`);
  if (confirmed.status !== 302) throw new Error(`confirmation failed: ${confirmed.status}`);
  const session = await login(email, String(payload.password));
  return { email, password: String(payload.password), jwt: session.jwt, refreshToken: session.refreshToken, id: Number(session.user.id) };
}
