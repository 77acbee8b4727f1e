import { uiLanguage } from '../../i18n/ui-language.ts';

/** A failed account request: HTTP status (0 when the network failed), the server's code and message. */
export class AuthRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  /** Seconds to wait, from Retry-After, when the status is 429. */
  readonly retryAfter: number | undefined;
  constructor(status: number, code?: string, serverMessage?: string, retryAfter?: number) {
    super(`${status} ${code ?? ''}`.trim());
    this.name = 'AuthRequestError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.retryAfter = retryAfter;
  }
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  error?: { code?: unknown; message?: unknown };
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * A JSON request to our API or better-auth's. It carries the interface language (?lang=) so the
 * server answers, and writes e-mails, in the language the person is reading. The session travels
 * only in the httpOnly cookie the browser sends by itself.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'POST', body }: { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; body?: unknown } = {},
): Promise<T> {
  const url = `${path}${path.includes('?') ? '&' : '?'}lang=${uiLanguage()}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new AuthRequestError(0, 'NETWORK');
  }
  const payload = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) {
    const error = (payload ?? {}) as ErrorBody;
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new AuthRequestError(
      response.status,
      text(error.error?.code) ?? text(error.code),
      text(error.error?.message) ?? text(error.message),
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return payload as T;
}
