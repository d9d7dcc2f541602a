// @ts-check
/** The benchmark instances' settings and the demo login, shared by the single and the cluster bench. */

const DEMO = { identifier: 'demo@doorloopjes.nl', password: 'Doorloopjes!2026' };
export const BENCH_ADMIN = { email: 'admin@bench.local', password: 'Bench!Admin2026' };
export const BENCH_ENV = {
  NODE_ENV: 'production',
  // Production mode seeds nothing unless asked: the bench measures the demo catalogue.
  SEED_ON_BOOT: 'auto',
  REMOTE_REGISTRY_SEED: 'true',
  AUTH_RATE_LIMIT: 'true',
  MAILDEV: 'false',
  // production mode needs real secrets; these are throwaway values for this temporary instance
  APP_KEYS: 'benchA,benchB', ADMIN_JWT_SECRET: 'bench', API_TOKEN_SALT: 'bench', TRANSFER_TOKEN_SALT: 'bench',
  ENCRYPTION_KEY: 'bench', JWT_SECRET: 'bench', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password,
};

/** @param {string} baseUrl */
export async function loginDemo(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/local`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DEMO) });
  const { jwt } = /** @type {{ jwt?: string }} */ (await response.json());
  if (!jwt) throw new Error(`login failed with status ${response.status}`);
  return jwt;
}

