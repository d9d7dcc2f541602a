import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, inject } from 'vitest';
import { adminApi } from './admin';
import { api, arr, obj, uniqueEmail } from './api';

const require = createRequire(import.meta.url);
/** Exactly what a deploy token gets. */
export const { DEPLOY_TOKEN_ACTIONS: DEPLOY_ACTIONS } = require('../src/control-plane/deploy-tokens/development-token.js') as { DEPLOY_TOKEN_ACTIONS: string[] };

/** The development deploy token the service wrote at boot (every environment but production). */
export const localDeployToken = (): string => fs.readFileSync(inject('deployTokenFile'), 'utf8').trim();

/**
 * A team's deploy token, made as the README tells a super admin to: an API token with the deploy
 * actions, and a Deploytoken entry of the same name with its remotes and environments.
 */
export async function teamDeployToken(adminToken: string, scope: { name: string; team: string; remotes: string; environments: string }): Promise<string> {
  const created = await api('/admin/api-tokens', {
    method: 'POST',
    token: adminToken,
    body: { name: scope.name, description: `Pipeline van ${scope.team}`, type: 'custom', lifespan: null, permissions: DEPLOY_ACTIONS },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const entry = await adminApi(adminToken, '/content-manager/collection-types/api::deploy-token.deploy-token', 'POST', {
    tokenName: scope.name,
    team: scope.team,
    remotes: scope.remotes,
    environments: scope.environments,
  });
  expect(entry.status, JSON.stringify(entry.body)).toBe(201);
  return String(obj(obj(created.body).data).accessKey);
}

/** An admin-panel account with one of Strapi's roles (by code), registered and logged in; returns its admin token. */
export async function adminWithRole(superAdminToken: string, roleCode: string): Promise<string> {
  const roles = arr(obj((await adminApi(superAdminToken, '/admin/roles')).body).data).map(obj);
  const role = roles.find((candidate) => candidate.code === roleCode);
  if (!role) throw new Error(`no admin role ${roleCode}`);
  const email = uniqueEmail(roleCode);
  const created = await adminApi(superAdminToken, '/admin/users', 'POST', { firstname: 'Test', lastname: roleCode, email, roles: [role.id] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const registered = await api('/admin/register', {
    method: 'POST',
    body: { registrationToken: String(obj(obj(created.body).data).registrationToken), userInfo: { firstname: 'Test', lastname: roleCode, password: 'Redacteur!2026' } },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  return String(obj(obj(registered.body).data).token);
}
