// @ts-check
/**
 * Confirmed platform accounts made in bulk through the admin API (content manager), for tests and
 * benchmarks that need many different accounts without the registration mail round trip.
 */

const USER_UID = 'plugin::users-permissions.user';

/** @typedef {{ email: string, password: string }} Account */

/**
 * @param {string} baseUrl
 * @param {string} path
 * @param {{ method?: string, token?: string, body?: unknown, headers?: Record<string, string> }} [options]
 */
async function call(baseUrl, path, { method = 'GET', token, body, headers = {} } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  /** @type {any} */
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, json, headers: response.headers };
}

/**
 * An admin panel token (the local default admin unless ADMIN_EMAIL/ADMIN_PASSWORD are set).
 * @param {string} baseUrl
 */
export async function adminToken(baseUrl) {
  const email = process.env.ADMIN_EMAIL || 'admin@doorloopjes.nl';
  const password = process.env.ADMIN_PASSWORD || 'Doorloopjes!Admin2026';
  const { status, json } = await call(baseUrl, '/admin/login', { method: 'POST', body: { email, password } });
  if (status !== 200 || !json?.data?.token) throw new Error(`admin login failed: ${status} ${JSON.stringify(json)}`);
  return /** @type {string} */ (json.data.token);
}

/**
 * Creates `count` confirmed accounts in the authenticated role, `concurrency` at a time.
 * @param {string} baseUrl
 * @param {{ count: number, prefix: string, password?: string, concurrency?: number }} options
 * @returns {Promise<Account[]>}
 */
export async function createConfirmedAccounts(baseUrl, { count, prefix, password = 'Geheim!2026', concurrency = 8 }) {
  const token = await adminToken(baseUrl);
  const roles = await call(baseUrl, '/users-permissions/roles', { token });
  const role = roles.json?.roles?.find((/** @type {{ type: string }} */ r) => r.type === 'authenticated');
  if (!role) throw new Error(`no authenticated role: ${roles.status}`);

  const stamp = `${Date.now()}-${process.pid}`;
  const accounts = Array.from({ length: count }, (_, i) => ({ email: `${prefix}-${stamp}-${i}@example.nl`, password }));
  let next = 0;
  const worker = async () => {
    while (next < accounts.length) {
      const account = accounts[next++];
      const created = await call(baseUrl, `/content-manager/collection-types/${USER_UID}`, {
        method: 'POST',
        token,
        body: {
          username: account.email,
          email: account.email,
          password: account.password,
          confirmed: true,
          blocked: false,
          fullName: 'Test Leerkracht',
          role: { connect: [{ id: role.id }] },
        },
      });
      if (created.status !== 201) throw new Error(`creating ${account.email} failed: ${created.status} ${JSON.stringify(created.json)}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return accounts;
}

/**
 * POST /api/auth/local; `headers` may carry X-Forwarded-For.
 * @param {string} baseUrl
 * @param {string} identifier
 * @param {string} password
 * @param {Record<string, string>} [headers]
 */
export function loginRequest(baseUrl, identifier, password, headers = {}) {
  return call(baseUrl, '/api/auth/local', { method: 'POST', body: { identifier, password }, headers });
}
