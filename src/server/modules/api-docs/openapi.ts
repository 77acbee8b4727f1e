import * as z from 'zod/mini';
import { authErrorBodySchema } from '../../../shared/api/auth.ts';
import { errorBodySchema } from '../../../shared/api/envelope.ts';
import type { ApiRoute, ErrorCode } from '../../platform/http/api-route.ts';

// The OpenAPI 3.1 document, generated from the routes' descriptions and their zod schemas (whose
// JSON Schema dialect, 2020-12, is OpenAPI 3.1's own).

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  // Transforms (a path id read as a number) are described by what the client sends.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest;
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** Our error body, its code narrowed to the ones the route may send with that status. */
function errorSchema(route: ApiRoute, codes: readonly ErrorCode[]): JsonSchema {
  if (route.path.startsWith('/api/auth/')) return jsonSchema(authErrorBodySchema, 'output');
  const body = jsonSchema(errorBodySchema, 'output') as { properties: { error: { properties: JsonSchema } } };
  body.properties.error.properties['code'] = { type: 'string', enum: [...codes] };
  return body;
}

/** Errors any route may answer: a cross-site write, and a failure on our side. */
function commonErrors(route: ApiRoute): Partial<Record<number, ErrorCode[]>> {
  const errors: Partial<Record<number, ErrorCode[]>> = { 500: ['internal'] };
  if (route.method !== 'get') errors[403] = ['cross_site_request'];
  return errors;
}

function responses(route: ApiRoute) {
  const out: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(route.answers)) {
    out[status] = {
      description: answer.description,
      ...(answer.headers
        ? {
            headers: Object.fromEntries(
              Object.entries(answer.headers).map(([name, description]) => [
                name,
                { description, schema: { type: 'string' } },
              ]),
            ),
          }
        : {}),
      ...(answer.schema ? { content: json(jsonSchema(answer.schema, 'output')) } : {}),
    };
  }
  const errors: Partial<Record<number, ErrorCode[]>> = commonErrors(route);
  for (const [status, codes] of Object.entries(route.errors)) {
    const key = Number(status);
    errors[key] = [...new Set([...(errors[key] ?? []), ...codes])];
  }
  for (const [status, codes] of Object.entries(errors)) {
    if (!codes) continue;
    out[status] = { description: codes.join(', '), content: json(errorSchema(route, codes)) };
  }
  return out;
}

function parameterList(where: 'path' | 'query', params: ApiRoute['params']) {
  return Object.entries(params ?? {}).map(([name, param]) => ({
    name,
    in: where,
    required: where === 'path' || param.required === true,
    description: param.description,
    schema: jsonSchema(param.schema, 'input'),
  }));
}

const parameters = (route: ApiRoute) => [
  ...parameterList('path', route.params),
  ...parameterList('query', route.query),
];

const operationId = (route: ApiRoute) =>
  route.method +
  route.path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');

const SECURITY = { none: [], optional: [{}, { session: [] }], required: [{ session: [] }] };

export function openApiDocument(routes: readonly ApiRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const params = parameters(route);
    (paths[route.path] ??= {})[route.method] = {
      operationId: operationId(route),
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      security: SECURITY[route.session],
      ...(params.length > 0 ? { parameters: params } : {}),
      ...(route.body
        ? {
            requestBody: {
              required: route.body.required,
              content: json(jsonSchema(route.body.schema, 'input')),
            },
          }
        : {}),
      responses: responses(route),
    };
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Ritualia API',
      version: '1',
      description: [
        'Answers are `{ "success": true, "data": … }`; failures are `{ "error": { "code", "message" } }` with a stable code and a message in the request’s language.',
        'Language: `?lang=` (es, en, fr, pt) when given, else the Accept-Language header, else es; an unknown `?lang=` is a 400.',
        'Signed-in routes read the session only from its httpOnly cookie; state-changing requests must come from the site itself (Origin).',
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'ritualia.session_token',
          description: 'Set by signing in; `__Secure-` prefixed over HTTPS.',
        },
      },
    },
    paths,
  };
}
export type OpenApiDocument = ReturnType<typeof openApiDocument>;
