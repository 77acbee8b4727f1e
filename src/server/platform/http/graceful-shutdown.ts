import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { Logger } from '../logger.ts';

interface Tracked {
  /** Requests still being answered. */
  active: number;
  /** When it last had no request running (its connection, or its last answer). */
  idleSince: number;
}

/** A connection silent this long once shutdown began is in use by no one: it is closed. */
const SILENT_CONNECTION_MS = 2_000;

export interface ShutdownOptions {
  /** How long to keep accepting (readiness already failing) so load balancers stop sending. */
  drainMs: number;
  /** The most time in-flight requests get to finish once the listener is closed. */
  graceMs: number;
  logger: Logger;
}

/**
 * Tracks the server's connections so shutdown can be gentle: every answer from then on says
 * `Connection: close` and its connection closes after it; a connection idle at that moment is
 * closed only once it has stayed silent for SILENT_CONNECTION_MS. A proxy may be sending on it
 * right then (nginx reuses its kept connections until our listener refuses it), and a POST cut
 * that way is a 502 it cannot retry; one that stays silent that long is not in use.
 * Returns the function that runs the shutdown; it resolves true when everything finished.
 */
export function gracefulShutdown(server: Server, { drainMs, graceMs, logger }: ShutdownOptions) {
  const sockets = new Map<Socket, Tracked>();
  let closing = false;
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { active: 0, idleSince: Date.now() });
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('request', (req, res) => {
    const tracked = sockets.get(req.socket);
    if (tracked) {
      tracked.active += 1;
      res.on('close', () => {
        tracked.active -= 1;
        tracked.idleSince = Date.now();
        if (closing && tracked.active === 0) req.socket.destroySoon();
      });
    }
    if (closing) res.setHeader('Connection', 'close');
  });
  const closeIdle = (silentBefore: number) => {
    for (const [socket, tracked] of sockets) {
      if (tracked.active === 0 && tracked.idleSince < silentBefore) socket.destroySoon();
    }
  };

  return async function shutdown(): Promise<boolean> {
    closing = true;
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
