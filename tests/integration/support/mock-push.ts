import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for a browser vendor's push service. Like the real ones it checks the VAPID
// signature, and like a browser it decrypts the aes128gcm payload (RFC 8291) with the
// subscription's private key, which the test generated (ECDH P-256), so what it records is what
// the user's device would show.

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscription: string;
  payload: { title: string; body: string; url: string; tag: string };
  /** The VAPID public key the request was signed with. */
  vapidKey: string;
  ttl: number;
}

export interface MockPush {
  url: string;
  received: ReceivedPush[];
  /** A subscription as a browser would create one, with its private key kept here. */
  subscribe(): BrowserSubscription;
  /** From now on, answer pushes to this endpoint with this status (410: the user unsubscribed). */
  answer(endpoint: string, status: number): void;
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const sealed = body.subarray(21 + idLength);
  const ikm = hmac(
    hmac(auth, ecdh.computeSecret(serverPublic)),
    Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic, Buffer.from([1])]),
  );
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('bad padding delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` as a push service does; returns the key. */
function checkVapid(header: string | undefined, audience: string): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt = '', key = ''] = match;
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number };
  if (!ok || body.aud !== audience || body.exp * 1000 < Date.now()) throw new Error('bad VAPID token');
  return key;
}

export async function startMockPush(): Promise<MockPush> {
  const subscriptions = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  let url = '';

  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const endpoint = `${url}${req.url ?? ''}`;
      const sub = subscriptions.get(endpoint);
      const status = statuses.get(endpoint) ?? 201;
      if (!sub || req.method !== 'POST') return res.writeHead(404).end();
      if (status !== 201) return res.writeHead(status).end();
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const vapidKey = checkVapid(req.headers.authorization, url);
        const payload = JSON.parse(
          decrypt(Buffer.concat(chunks), sub.ecdh, sub.auth),
        ) as ReceivedPush['payload'];
        received.push({ subscription: endpoint, payload, vapidKey, ttl: Number(req.headers.ttl) });
        res.writeHead(201).end();
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${url}/push/${randomBytes(12).toString('hex')}`;
      subscriptions.set(endpoint, { ecdh, auth });
      return {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answer: (endpoint, status) => void statuses.set(endpoint, status),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
