import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_DIR } from '../scripts/lib/strapi-process.mjs';
import { CONTENT_TYPES } from '../src/content-types.js';
import { PUBLIC_ACTIONS, AUTHENTICATED_ACTIONS } from '../src/bootstrap/permissions.js';
import { cacheableRoute } from '../src/cache/routes.js';

/**
 * Folders under src/api that are not content: the remote registry's and health's own records,
 * the deploy tokens' scopes, the analytics sink, the log of data requests, and the account routes
 * (no content type).
 */
const NOT_CONTENT = new Set(['analytics-event', 'data-request', 'account', 'deploy-token']);
const isContent = (name: string) => !name.startsWith('remote-') && !NOT_CONTENT.has(name);
const isCacheable = (method: string, path: string) => cacheableRoute(method, path) !== null;

describe('content type catalogue', () => {
  it('names every content type under src/api, so a new one cannot be left without permissions', () => {
    const onDisk = fs.readdirSync(path.join(APP_DIR, 'src', 'api')).filter(isContent);
    expect(CONTENT_TYPES.map((type) => type.name).sort()).toEqual(onDisk.sort());
  });

  it('grants a logged-in user every read and a visitor only the landing page and its feed', () => {
    expect(AUTHENTICATED_ACTIONS).toEqual(expect.arrayContaining(['api::auteur.auteur.findOne', 'api::doorloopje-van-de-maand.doorloopje-van-de-maand.find']));
    expect(AUTHENTICATED_ACTIONS).not.toContain('api::global-setting.global-setting.findOne');
    expect([...PUBLIC_ACTIONS].sort()).toEqual([
      'api::artikel.artikel.find',
      'api::contact-pagina.contact-pagina.find',
      'api::digidate.digidate.find',
      'api::global-setting.global-setting.find',
      'api::landingpage.landingpage.find',
      'api::landingpage.landingpage.findOne',
      'api::nieuws-item.nieuws-item.find',
      'api::privacyverklaring.privacyverklaring.find',
      'plugin::users-permissions.auth.refresh',
    ]);
  });

  it('lets the response cache answer collections by their plural and single types by their singular name', () => {
    expect(isCacheable('GET', '/api/whies')).toBe(true);
    expect(isCacheable('GET', '/api/doorloopjes/abc123')).toBe(true);
    expect(isCacheable('GET', '/api/doorloopje-van-de-maand')).toBe(true);
    expect(isCacheable('GET', '/api/auteurs')).toBe(false);
    expect(isCacheable('GET', '/api/users/me')).toBe(false);
  });
});
