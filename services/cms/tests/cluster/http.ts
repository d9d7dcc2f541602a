/** The JSON calls the cluster tests make against whichever instance or proxy they name. */
export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

export async function json<T>(url: string, init: RequestInit = {}): Promise<Answer<T>> {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

/** A JSON body with `method` (POST unless told), and a bearer token when given. */
export const send = (body: unknown, { method = 'POST', token }: { method?: string; token?: string } = {}): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

export const bearer = (token: string): RequestInit => ({ headers: { Authorization: `Bearer ${token}` } });

export const ADMIN = { email: 'admin@doorloopjes.nl', password: 'Doorloopjes!Admin2026' };
export const DEMO = { identifier: 'demo@doorloopjes.nl', password: 'Doorloopjes!2026' };
