// @ts-check
// Ports for throwaway servers (tests, benchmarks, the cluster profile) and for not starting a
// second copy of something that already listens.
import net from 'node:net';

/** @returns {Promise<number>} a loopback port that was free a moment ago */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Whether something accepts connections on the port.
 * @param {number} port @param {string} [host]
 * @returns {Promise<boolean>}
 */
export function isListening(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
