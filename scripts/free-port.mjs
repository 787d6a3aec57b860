import net from 'node:net';

/** A TCP port nothing listens on now, on 127.0.0.1: the system picks it for a probe that closes at once. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
