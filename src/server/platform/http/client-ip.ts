import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set for every request by app.ts from the configured resolver. */
    clientIp: string | undefined;
  }
}

/** Finds the address of the client that sent a request; undefined when it cannot be known. */
export type ClientIpResolver = (c: Context) => string | undefined;

/**
 * The header through which we hand the resolved address to better-auth (for the session's
 * ip_address). Whatever a client sends under this name is replaced before better-auth sees it.
 */
export const CLIENT_IP_HEADER = 'x-ritualia-client-ip';

function normalize(ip: string): string {
  return ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/**
 * The socket's peer address. X-Forwarded-For is read only when TRUST_PROXY says how many
 * proxies of ours stand in front: each appends the address it received the request from, so
 * the client is the entry the outermost of them wrote; anything further left is client-made.
 */
export function socketClientIp(trustedProxies: number): ClientIpResolver {
  return (c) => {
    if (trustedProxies > 0) {
      const chain = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((hop) => hop.trim())
        .filter(Boolean);
      const client = chain[chain.length - trustedProxies];
      if (client) return normalize(client);
    }
    try {
      const address = getConnInfo(c).remote.address;
      return address ? normalize(address) : undefined;
    } catch {
      // No Node socket behind this request (e.g. app.request() in a test).
      return undefined;
    }
  };
}
