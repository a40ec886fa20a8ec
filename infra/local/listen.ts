import type { Server } from 'node:http';

/** Starts `server` on `host` (the port 0 picks a free one) and answers its base URL and a close. */
export async function listenLocal(server: Server, host: string, port = 0): Promise<{ endpoint: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    endpoint: `http://${host}:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
