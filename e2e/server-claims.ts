import net from 'node:net';

/*
 * Which browser-test file uses which app. Global setup (e2e/global-setup.ts) starts one app per
 * worker and hands them out from here; a file claims one before its first page and holds it for
 * as long as its process lives (a connection to this hand-out), so two files running side by side
 * never share an app, its database or its outbox, and a file that crashes frees its app with its
 * process.
 *
 * Vitest's own worker number (VITEST_POOL_ID) cannot do this: in Vitest 4.1 a project in a later
 * group (the e2e project's groupOrder 1) can have two files running with the same number at once
 * (the pool gives every number back when a group starts, and the earlier group's last worker hands
 * its number back again afterwards). That is how one file's lists appeared in another's (issue #34).
 */

export interface ServerClaims {
  /** Where the workers ask (127.0.0.1). */
  port: number;
  /** How many files are waiting for an app, for tests. */
  waiting(): number;
  close(): Promise<void>;
}

export interface ServerClaim {
  /** The app's index in global setup's list. */
  index: number;
  /** Hands the app back before the process ends (a test; a file's process just ends). */
  release(): void;
}

/** Hands out `count` apps, one file at a time each, in the order the files ask. */
export async function startServerClaims(count: number): Promise<ServerClaims> {
  const free = Array.from({ length: count }, (_, index) => index);
  const waiting: net.Socket[] = [];
  const open = new Set<net.Socket>();
  const handOut = () => {
    while (free.length > 0 && waiting.length > 0) {
      const socket = waiting.shift()!;
      const index = free.shift()!;
      socket.once('close', () => {
        free.push(index);
        free.sort((a, b) => a - b);
        handOut();
      });
      socket.write(`${String(index)}\n`);
    }
  };
  const server = net.createServer((socket) => {
    open.add(socket);
    waiting.push(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      open.delete(socket);
      const at = waiting.indexOf(socket);
      if (at !== -1) waiting.splice(at, 1);
    });
    handOut();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    waiting: () => waiting.length,
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Waits for an app of its own (as long as the other files hold theirs) and keeps it. */
export function claimServer(port: number): Promise<ServerClaim> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (!answer.endsWith('\n')) return;
      // Held, but never what keeps the process alive.
      socket.unref();
      resolve({ index: Number(answer.trim()), release: () => socket.destroy() });
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error('the browser tests’ global setup closed before an app was free')));
  });
}
