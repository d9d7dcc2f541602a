#!/usr/bin/env node
// `pnpm cluster restart cms|assistant`: replaces the running `pnpm start:cluster`'s instances of
// one service in turn (drained in nginx, stopped when its requests are done, started, healthy,
// back in nginx, then the next), so no request fails. Prints the progress as it goes.
import http from 'node:http';
import { fail, UsageError } from './lib/backup-options.mjs';
import { CONTROL_SOCKET } from './lib/cluster-control.mjs';

const USAGE = 'Gebruik: pnpm cluster restart cms|assistant';

async function main() {
  const [command, service, ...rest] = process.argv.slice(2);
  if (command !== 'restart' || !service || rest.length > 0) throw new UsageError(USAGE);
  await new Promise((resolve, reject) => {
    const request = http.request({ socketPath: CONTROL_SOCKET, path: `/restart/${service}`, method: 'POST' }, (response) => {
      let last = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        process.stdout.write(chunk);
        last = `${last}${chunk}`.slice(-500);
      });
      response.on('end', () => {
        if (response.statusCode === 404) reject(new UsageError(USAGE));
        else if (response.statusCode !== 200 || !last.trimEnd().endsWith('klaar')) reject(new Error('De herstart is niet gelukt (zie hierboven).'));
        else resolve(undefined);
      });
    });
    request.on('error', () => reject(new Error('Er draait geen pnpm start:cluster om te herstarten.')));
    request.end();
  });
}

main().catch(fail);
