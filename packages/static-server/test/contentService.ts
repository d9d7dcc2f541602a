// A stand-in for the content service's registry and the remotes' manifests on a free port: the
// server asks them over HTTP per request, as in production.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOrigin {
  url: string;
  /** The JSON documents it answers, by path; change them between requests. */
  documents: Map<string, unknown>;
  close: () => Promise<void>;
}

export async function startJsonOrigin(): Promise<FakeOrigin> {
  const documents = new Map<string, unknown>();
  const server: Server = createServer((request, response) => {
    const document = documents.get(request.url ?? '');
    response.writeHead(document === undefined ? 404 : 200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(document ?? null));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, documents, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A remote version's mf-manifest.json: its entry and one exposed module's files. */
export const manifestOf = (version: string) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'Dashboard', assets: { js: { sync: [`static/js/dashboard.${version}.js`] }, css: { sync: [`static/css/dashboard.${version}.css`] } } },
    { name: 'Other', assets: { js: { sync: ['static/js/other.js'] }, css: { sync: [] } } },
  ],
});
