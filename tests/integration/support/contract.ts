import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { expect } from 'vitest';

// Checks real answers against the OpenAPI document the server publishes: the status must be one
// the operation lists, and the body must match that status's JSON Schema.

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

/** "/api/v1/me/favorites/:ritualId" (Hono) → "/api/v1/me/favorites/{ritualId}" (OpenAPI). */
export const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, '{$1}');

export class ContractChecker {
  readonly checked = new Set<string>();
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  private readonly compiled = new Map<object, ValidateFunction>();
  private readonly doc: OpenApi;

  constructor(doc: OpenApi) {
    this.doc = doc;
  }

  /** Every operation of the document, as "METHOD /path". */
  operations(prefix = '/'): string[] {
    return Object.entries(this.doc.paths)
      .filter(([path]) => path.startsWith(prefix))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
  }

  /** Asserts the answer is documented for the operation, and returns its JSON body (if any). */
  async check(method: string, path: string, res: Response): Promise<unknown> {
    const name = `${method.toUpperCase()} ${path}`;
    const operation = this.doc.paths[path]?.[method.toLowerCase()];
    expect(operation, `${name} is not in the document`).toBeDefined();
    const answer = operation?.responses[String(res.status)];
    expect(answer, `${name} answered ${res.status}, which the document does not list`).toBeDefined();
    const schema = answer?.content?.['application/json']?.schema;
    const text = await res.text();
    this.checked.add(name);
    if (!schema) {
      if (res.status === 304) expect(text, `${name} 304 has a body`).toBe('');
      return undefined;
    }
    const body: unknown = JSON.parse(text);
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.compiled.set(schema, validate);
    }
    expect(validate(body), `${name} ${res.status}: ${this.ajv.errorsText(validate.errors)}`).toBe(true);
    return body;
  }
}
