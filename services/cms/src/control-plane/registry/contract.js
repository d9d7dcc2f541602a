'use strict';

/**
 * The platform contract the registry enforces. It is the same file the shell and its tests
 * read (@doorloopjes/platform-contract's platform-contract.json), so the gate and the shell cannot drift.
 */
const platform = require('@doorloopjes/platform-contract/platform-contract.json');
const { VERSION_PATTERN, remoteNameOf } = require('@doorloopjes/platform-rules');

/** @typedef {keyof typeof platform.remotes} RemoteName */

/** @type {RemoteName[]} */
const REMOTES = /** @type {RemoteName[]} */ (Object.keys(platform.remotes));

/** What the gate checks per remote: its scope, the modules it must expose, the shell's singleton majors. */
const contract = {
  scopes: /** @type {Record<RemoteName, string>} */ (Object.fromEntries(REMOTES.map((name) => [name, platform.remotes[name].scope]))),
  exposes: /** @type {Record<RemoteName, string[]>} */ (Object.fromEntries(REMOTES.map((name) => [name, Object.keys(platform.remotes[name].exposes)]))),
  singletonMajors: platform.singletonMajors,
};
const ENVIRONMENTS = ['development', 'test', 'acceptance', 'production'];
/** QA overrides are on where testers work, off where users are, unless the registry says otherwise. */
const OVERRIDES_BY_DEFAULT = { development: true, test: true, acceptance: false, production: false };

const RELEASE_UID = 'api::remote-release.remote-release';
const STATE_UID = 'api::remote-state.remote-state';
const ENVIRONMENT_UID = 'api::remote-environment.remote-environment';
const CHANGE_UID = 'api::remote-registry-change.remote-registry-change';
/** A deploy token's scope: the remotes it may release and the environments it may change. */
const DEPLOY_TOKEN_UID = 'api::deploy-token.deploy-token';

/**
 * 'content' and 'mf-content' both name the remote content; anything else is not a remote.
 * @param {unknown} name
 * @returns {RemoteName | null}
 */
const normalizeRemote = (name) => remoteNameOf(name, REMOTES);

module.exports = {
  platform,
  contract,
  REMOTES,
  ENVIRONMENTS,
  OVERRIDES_BY_DEFAULT,
  RELEASE_UID,
  STATE_UID,
  ENVIRONMENT_UID,
  CHANGE_UID,
  DEPLOY_TOKEN_UID,
  VERSION_PATTERN,
  normalizeRemote,
};
