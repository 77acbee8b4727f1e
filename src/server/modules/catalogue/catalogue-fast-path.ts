import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { isLanguage } from '../../../shared/languages.ts';
import { pickEncoding } from '../../platform/http/encoded-body.ts';
import type { Metrics } from '../../platform/http/metrics.ts';
import { requestIdFor } from '../../platform/http/request-id.ts';
import { logRequest } from '../../platform/http/request-log.ts';
import { securityHeaderList } from '../../platform/http/security-headers.ts';
import { negotiateLanguage } from '../../platform/i18n/messages.ts';
import type { Logger } from '../../platform/logger.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { wholeListAnswer } from './whole-list.ts';

// The most asked answer, the whole catalogue in one language, is bytes already in memory; going
// through Hono's adapter and the middleware chain cost two thirds of its time. This answers it
// straight from node:http with what the chain would add (docs/decisions/0019-catalogue-fast-path.md)
// and leaves every other request, and any case it does not recognise, to the app.

/** Answers the request and returns true, or returns false having touched nothing. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

const PATH = '/api/v1/rituals';
/** The pattern the app's metrics and logs name this route by (request-log.ts's routePattern). */
export const WHOLE_LIST_ROUTE = PATH;

/** `?lang=xx` with one of the four languages, or no query: the other cases are the app's. */
function queryLanguage(url: string): string | undefined | false {
  if (url === PATH) return undefined;
  if (!url.startsWith(`${PATH}?lang=`)) return false;
  const lang = url.slice(PATH.length + '?lang='.length);
  return isLanguage(lang) ? lang : false;
}

export function catalogueFastPath(options: {
  catalogue: CatalogueService;
  https: boolean;
  logger: Logger;
  metrics: Metrics;
}): FastPath {
  const { catalogue, logger, metrics } = options;
  const security = Object.fromEntries(
    securityHeaderList({ https: options.https }).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return (req, res) => {
    if (req.method !== 'GET' || !req.url?.startsWith(PATH)) return false;
    const lang = queryLanguage(req.url);
    if (lang === false) return false;
    const list = catalogue.loadedList(negotiateLanguage(lang, req.headers['accept-language']));
    const acceptEncoding = req.headers['accept-encoding'];
    // Without br or gzip the app's generic compression may still deflate the identity copy.
    if (!list || pickEncoding(acceptEncoding) === 'identity') return false;
    const start = performance.now();
    const answer = wholeListAnswer(list, acceptEncoding, req.headers['if-none-match']);
    const given = req.headers['x-request-id'];
    const reqId = requestIdFor(typeof given === 'string' ? given : undefined);
    // After the other 'request' listeners (graceful shutdown's Connection: close) have run.
    queueMicrotask(() => {
      const length = answer.body ? { 'content-length': answer.body.byteLength } : {};
      res.writeHead(answer.status, { 'x-request-id': reqId, ...answer.headers, ...length, ...security });
      res.end(answer.body);
      logRequest(logger, { reqId, method: 'GET', route: WHOLE_LIST_ROUTE, status: answer.status, start });
      metrics.record('GET', WHOLE_LIST_ROUTE, answer.status, start);
    });
    return true;
  };
}

/** node:http's createServer with the fast path before the app's own listener. */
export function createServerWith(fastPath: FastPath): typeof createServer {
  return ((options: object, listener: RequestListener) =>
    createServer(options, (req, res) => {
      if (!fastPath(req, res)) listener(req, res);
    })) as typeof createServer;
}
