// Where to go after signing in. A returnUrl comes from the address bar, so anyone can write one:
// only a path on this site is accepted, never another origin (no open redirect).

export const RETURN_URL_MAX_LENGTH = 2048;

/**
 * The value when it is a same-site path ("/progress?tab=week"), else null. Refused: anything not
 * starting with a single "/", protocol-relative "//host" and "/\host" (browsers read "\" as "/"),
 * any backslash or control character (browsers drop tabs and newlines, so "/\t/host" would become
 * "//host"). What remains is a path-absolute reference, which always resolves on this origin.
 */
export function safeReturnUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_URL_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\')) return null;
  // oxlint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}
