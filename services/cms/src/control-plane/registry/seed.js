'use strict';

const { seedPolicy } = require('../../bootstrap/seed-policy');
const { ENVIRONMENTS, ENVIRONMENT_UID, OVERRIDES_BY_DEFAULT, RELEASE_UID, REMOTES, STATE_UID, platform } = require('./contract');

/**
 * Where `pnpm start` serves a remote's current build (its fixed port in the platform contract).
 * @param {import('./contract').RemoteName} remote
 */
const localManifest = (remote) => `http://localhost:${platform.remotes[remote].port}/mf-manifest.json`;
/** The version name of a remote's current local build, before any `pnpm release`. */
const LOCAL_VERSION = 'local';

/**
 * Creates the environments, and (outside production, or with REMOTE_REGISTRY_SEED=true) points every remote of every environment that has no state yet at the current local
 * build, so a fresh clone comes up exactly as it does with /remotes.json. Existing states are
 * never touched: a product owner's choice survives restarts.
 * @param {any} strapi
 */
async function seedRemoteRegistry(strapi) {
  for (const name of ENVIRONMENTS) {
    const existing = await strapi.db.query(ENVIRONMENT_UID).findOne({ where: { name } });
    if (!existing) {
      await strapi.documents(ENVIRONMENT_UID).create({ data: { name, allowOverrides: OVERRIDES_BY_DEFAULT[/** @type {keyof typeof OVERRIDES_BY_DEFAULT} */ (name)] } });
    }
  }
  if (!seedPolicy().registry) return;

  for (const remote of REMOTES) {
    let release = await strapi.db.query(RELEASE_UID).findOne({ where: { remote, version: LOCAL_VERSION } });
    if (!release) {
      release = await strapi.documents(RELEASE_UID).create({
        data: { label: `${remote} ${LOCAL_VERSION}`, remote, version: LOCAL_VERSION, manifest: localManifest(remote), registeredBy: 'pnpm start' },
      });
    }
    for (const environment of ENVIRONMENTS) {
      const state = await strapi.db.query(STATE_UID).findOne({ where: { environment, remote } });
      if (!state) await strapi.documents(STATE_UID).create({ data: { environment, remote, enabled: true, release: release.id } });
    }
  }
}

module.exports = { seedRemoteRegistry, LOCAL_VERSION };
