'use strict';

/**
 * What a boot may seed. Demo content, demo accounts and registry entries pointing at
 * `http://localhost:300x` are for development: under NODE_ENV=production nothing is seeded
 * unless asked for explicitly (SEED_ON_BOOT, REMOTE_REGISTRY_SEED=true).
 * @param {NodeJS.ProcessEnv} [env]
 */
function seedPolicy(env = process.env) {
  const production = env.NODE_ENV === 'production';
  return {
    /** "auto" seeds an empty database, "always" on every boot, "never" not at all. */
    mode: env.SEED_ON_BOOT || (production ? 'never' : 'auto'),
    registry: env.REMOTE_REGISTRY_SEED ? env.REMOTE_REGISTRY_SEED === 'true' : !production,
  };
}

module.exports = { seedPolicy };
