// `node packages/static-server/dist/serve-static.js --dir <build> --port <port> [...]`: serves one
// built app (server.ts) until SIGINT or SIGTERM. `pnpm start` starts one per app.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from './server';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string' },
    overlay: { type: 'string' },
    releases: { type: 'string' },
    shell: { type: 'boolean', default: false },
    host: { type: 'string', default: '127.0.0.1' },
    // The shell's landing page server render (shell/dist-prerender/renderLanding.js).
    prerender: { type: 'string' },
    // The shell's server render of the logged-in frame's skeleton (shell/dist-prerender/renderFrameSkeleton.js).
    frame: { type: 'string' },
  },
});

const server = createStaticServer(values);
server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${[values.overlay, values.dir].filter((folder) => folder !== undefined).map((folder) => resolve(folder)).join(' + ')} on http://localhost:${values.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
