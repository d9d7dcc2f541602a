// @ts-check
// How `pnpm cluster restart cms|assistant` reaches the running `pnpm start:cluster`: a Unix socket
// only this user can open (the profile owns the instances; the command only asks). One profile
// runs at a time (it holds the fixed ports), so the socket has one fixed place.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

export const CONTROL_SOCKET = path.join(os.tmpdir(), 'doorloopjes-cluster.sock');

/**
 * Serves the rolling restarts; each answer streams the restart's progress lines.
 * @param {Record<string, (log: (line: string) => void) => Promise<void>>} restarts by service name
 * @returns {Promise<() => void>} closes the socket
 */
export async function serveClusterControl(restarts) {
  fs.rmSync(CONTROL_SOCKET, { force: true });
  let busy = false;
  const server = http.createServer((request, response) => {
    const service = /^\/restart\/(\w+)$/.exec(request.url ?? '')?.[1] ?? '';
    const restart = restarts[service];
    if (request.method !== 'POST' || !restart) {
      response.writeHead(404).end(`Onbekende dienst '${service}': kies ${Object.keys(restarts).join(' of ')}.\n`);
      return;
    }
    if (busy) {
      response.writeHead(409).end('Er loopt al een herstart; wacht tot die klaar is.\n');
      return;
    }
    busy = true;
    response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
    restart((line) => {
      console.log(`[cluster] ${line}`);
      response.write(`${line}\n`);
    })
      .then(() => response.end('klaar\n'))
      .catch((/** @type {unknown} */ error) => response.end(`mislukt: ${error instanceof Error ? error.message : String(error)}\n`))
      .finally(() => {
        busy = false;
      });
  });
  await new Promise((resolve) => server.listen(CONTROL_SOCKET, () => resolve(undefined)));
  fs.chmodSync(CONTROL_SOCKET, 0o600);
  return () => {
    server.close();
    fs.rmSync(CONTROL_SOCKET, { force: true });
  };
}
