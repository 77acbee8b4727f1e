import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Cuts every open connection and refuses new ones, as a database server that went away. */
  stop(): Promise<void>;
  /** Accepts connections again on the same port. */
  start(): Promise<void>;
  /**
   * Keeps every connection open and accepts new ones, but relays nothing either way: a server
   * that hangs (stopped process, saturated disk, network black hole) rather than refuses.
   */
  hang(): void;
  /** Ends the hang: the hung connections are cut, new ones are relayed again. */
  unhang(): void;
  close(): Promise<void>;
}

/** A loopback TCP relay to host:port, so a test can make a real server vanish and come back. */
export async function startTcpProxy(host: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const pairs = new Set<[Socket, Socket]>();
  let hanging = false;
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => undefined);
  };
  const server = createServer((client) => {
    track(client);
    // While hanging, a new connection is accepted and then never answered.
    if (hanging) return client.pause();
    const upstream = connect(targetPort, host);
    track(upstream);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
    // A side that is reset (not ended) must not leave the other open and silent, unless hanging.
    client.on('close', () => hanging || upstream.destroy());
    upstream.on('close', () => hanging || client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  const stop = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
  };
  return {
    port,
    stop,
    start: () => listen(port),
    hang() {
      hanging = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    unhang() {
      hanging = false;
      for (const s of sockets) s.destroy();
    },
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
