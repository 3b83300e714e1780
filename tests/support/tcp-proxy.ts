// A TCP relay between the app and a real Postgres server, so a test can make "the database" go down,
// come back, drop every connection (a restart) or stall, without touching the server others use.
import net from "node:net";

export type TcpProxy = {
  port: number;
  /** Refuse new connections and cut the open ones: the database is down. */
  down(): Promise<void>;
  /** Listen again on the same port: the database is back. */
  up(): Promise<void>;
  /** Cut the open connections but keep accepting new ones: a restart as clients see it. */
  dropConnections(): void;
  /** Hold every byte in both directions, sockets open: a stalled database or network. */
  stall(): void;
  resume(): void;
  /** Bytes the app has sent towards the database so far: zero more means not one query. */
  bytesFromClients(): number;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let stalled = false;
  let fromClients = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on("data", (chunk) => {
        if (!stalled) to.write(chunk); // a stalled link loses what it held, as a dead network would
      });
    client.on("data", (chunk: Buffer) => (fromClients += chunk.length));
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  const listen = (p: number) =>
    new Promise<void>((resolve, reject) => server.once("error", reject).listen(p, "127.0.0.1", () => resolve()));
  await listen(port);
  const actualPort = (server.address() as net.AddressInfo).port;
  const dropConnections = () => {
    for (const [a, b] of pairs) {
      a.destroy();
      b.destroy();
    }
    pairs.clear();
  };
  const down = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    dropConnections();
    await closed;
  };
  return {
    port: actualPort,
    down,
    up: () => listen(actualPort),
    dropConnections,
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
    },
    bytesFromClients: () => fromClients,
    async close() {
      if (server.listening) await down();
    },
  };
}
