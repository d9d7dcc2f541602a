import http from 'node:http';
import { inject } from 'vitest';

/**
 * POST /api/auth/local over a connection from another loopback address (127.0.0.2): a peer
 * that is not a configured proxy, whatever X-Forwarded-For it sends.
 */
export function loginFromPeer(
  localAddress: string,
  body: { identifier: string; password: string },
  headers: Record<string, string> = {},
): Promise<{ status: number; retryAfter: string | undefined }> {
  const url = new URL('/api/auth/local', inject('cmsUrl'));
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({ status: response.statusCode ?? 0, retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
