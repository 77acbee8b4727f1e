import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { Logger } from '../logger.ts';

interface Tracked {
  /** Requests this connection has begun. */
  started: number;
  /** Requests still being answered. */
  active: number;
  connectedAt: number;
}

/** A connection that has sent nothing this long after shutdown began is not going to. */
const SILENT_CONNECTION_MS = 2_000;

export interface ShutdownOptions {
  /** How long to keep accepting (readiness already failing) so load balancers stop sending. */
  drainMs: number;
  /** The most time in-flight requests get to finish once the listener is closed. */
  graceMs: number;
  logger: Logger;
}

/**
 * Tracks the server's connections so shutdown can be gentle: keep-alive connections between
 * requests are closed, a connection that has not sent its request yet gets to send it (and is
 * answered, then closed), and every answer from then on says `Connection: close`.
 * Returns the function that runs the shutdown; it resolves true when everything finished.
 */
export function gracefulShutdown(server: Server, { drainMs, graceMs, logger }: ShutdownOptions) {
  const sockets = new Map<Socket, Tracked>();
  let closing = false;
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { started: 0, active: 0, connectedAt: Date.now() });
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('request', (req, res) => {
    const tracked = sockets.get(req.socket);
    if (tracked) {
      tracked.started += 1;
      tracked.active += 1;
      res.on('close', () => {
        tracked.active -= 1;
        if (closing && tracked.active === 0) req.socket.destroySoon();
      });
    }
    if (closing) res.setHeader('Connection', 'close');
  });
  const closeIdle = (silentBefore: number) => {
    for (const [socket, tracked] of sockets) {
      const idle = tracked.active === 0 && (tracked.started > 0 || tracked.connectedAt < silentBefore);
      if (idle) socket.destroySoon();
    }
  };

  return async function shutdown(): Promise<boolean> {
    closing = true;
    closeIdle(0);
    // Still accepting: whatever the kernel has queued, and clients the balancer sends before it
    // sees readiness fail, are served (with Connection: close) instead of being reset.
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    const stopped = new Promise<void>((resolve) => {
      // net.Server's close: stop listening only. http.Server's would also cut connections that
      // were accepted but have not sent their request yet.
      NetServer.prototype.close.call(server, () => resolve());
    });
    const deadline = Date.now() + graceMs;
    while (sockets.size > 0 && Date.now() < deadline) {
      closeIdle(Date.now() - SILENT_CONNECTION_MS);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const finished = sockets.size === 0;
    if (!finished) {
      logger.warn({ connections: sockets.size }, 'shutdown: requests still running after the grace period');
      for (const socket of sockets.keys()) socket.destroy();
    }
    await stopped;
    return finished;
  };
}
