import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  /** http://127.0.0.1:<port> */
  base: string;
  /** How many requests each instance was sent, in the order given. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A load balancer for tests: each request goes to the next instance in turn, on a keep-alive
 * connection of its own to that instance, with the client's address appended to X-Forwarded-For
 * as a real proxy does (the app trusts 127.0.0.1: TRUST_PROXY). An instance that cannot be
 * reached answers 502.
 */
export async function startRoundRobinProxy(instances: string[]): Promise<RoundRobinProxy> {
  const targets = instances.map((base) => ({ url: new URL(base), agent: new http.Agent({ keepAlive: true }) }));
  const served = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % targets.length;
    served[index]! += 1;
    const { url, agent } = targets[index]!;
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      { host: url.hostname, port: url.port, method: request.method, path: request.url, agent, headers: { ...request.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    served,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const { agent } of targets) agent.destroy();
    },
  };
}
