'use strict';

const path = require('path');
const { privateFile } = require('../src/utils/private-file');

/** @param {{ env: any }} helpers */
module.exports = ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    const url = env('DATABASE_URL', '');
    const ssl = env.bool('DATABASE_SSL', false)
      ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
      : false;
    return {
      connection: {
        client: 'postgres',
        connection: url
          ? { connectionString: url, ssl, schema: env('DATABASE_SCHEMA', 'public') }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'doorloopjes'),
              user: env('DATABASE_USERNAME', 'doorloopjes'),
              password: env('DATABASE_PASSWORD', ''),
              ssl,
              schema: env('DATABASE_SCHEMA', 'public'),
            },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }

  if (client !== 'sqlite') {
    throw new Error(`Unsupported DATABASE_CLIENT "${client}" (use sqlite or postgres).`);
  }

  // Relative paths are resolved against the app root; the tests pass an absolute temp file.
  const filename = path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db'));
  // Accounts and encrypted tokens live in it: owner-only, as SQLite then keeps its journal too.
  privateFile(filename);
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename,
      },
      useNullAsDefault: true,
    },
  };
};
