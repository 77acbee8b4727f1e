import * as z from 'zod/mini';
import { LANGUAGES } from '../languages.ts';
import { CULTURES, DIFFICULTIES, HAZARDS, INTENTIONS, MOMENTS, RITUAL_TYPES } from '../taxonomy.ts';
import { successSchema } from './envelope.ts';

// The catalogue API: GET /api/v1/rituals and GET /api/v1/rituals/:id.

/** A ritual id: a positive whole number of up to nine digits. */
export const ritualIdSchema = z.int().check(z.positive(), z.maximum(999_999_999));
/** The same id in a path: digits only, no sign or leading zero. */
export const ritualIdParamSchema = z.pipe(
  z.pipe(z.string().check(z.regex(/^[1-9]\d{0,8}$/)), z.transform(Number)),
  ritualIdSchema,
);

/** A ritual as the API sends it, in one language. */
export const ritualSchema = z.object({
  id: ritualIdSchema,
  slug: z.string(),
  title: z.string(),
  type: z.enum(RITUAL_TYPES),
  intention: z.enum(INTENTIONS),
  culture: z.enum(CULTURES),
  moment: z.enum(MOMENTS),
  objects: z.array(z.string()),
  steps: z.array(z.string()),
  benefits: z.array(z.string()),
  duration_minutes: z.number(),
  difficulty: z.enum(DIFFICULTIES),
  popularity_score: z.number(),
  is_featured: z.boolean(),
  origin_explanation: z.string(),
  safety_notes: z.array(z.string()),
  hazards: z.array(z.enum(HAZARDS)),
  language: z.enum(LANGUAGES),
  is_active: z.boolean(),
});
export type Ritual = z.infer<typeof ritualSchema>;

/** Per filter group, how many of the current results have each value (values with none left out). */
export const catalogueFacetsSchema = z.object({
  intention: z.partialRecord(z.enum(INTENTIONS), z.int()),
  type: z.partialRecord(z.enum(RITUAL_TYPES), z.int()),
  culture: z.partialRecord(z.enum(CULTURES), z.int()),
  moment: z.partialRecord(z.enum(MOMENTS), z.int()),
});
export type CatalogueFacets = z.infer<typeof catalogueFacetsSchema>;

/** Results per page when a page is asked for without a limit, and the most one page may hold. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** The longest search text and the most ritual ids (`id=`) one query may carry. */
export const MAX_QUERY_LENGTH = 200;
export const MAX_QUERY_IDS = 1000;

/** `?page=`: 1 or more. */
export const pageParamSchema = z.pipe(
  z.pipe(z.string().check(z.regex(/^[1-9]\d{0,5}$/)), z.transform(Number)),
  z.int(),
);
/** `?limit=`: 1 to MAX_PAGE_SIZE. */
export const limitParamSchema = z.pipe(
  z.pipe(z.string().check(z.regex(/^[1-9]\d{0,2}$/)), z.transform(Number)),
  z.int().check(z.maximum(MAX_PAGE_SIZE)),
);

/**
 * GET /api/v1/rituals: the active rituals in the language that match the search and filters, exact
 * results first (`exact` of them), then related ones; without `page` or `limit` all of them.
 */
export const ritualListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ritualSchema),
  page: z.int(),
  limit: z.int(),
  total: z.int(),
  exact: z.int(),
  facets: catalogueFacetsSchema,
});
export type RitualListResponse = z.infer<typeof ritualListResponseSchema>;
/** GET /api/v1/rituals/:id. */
export const ritualResponseSchema = successSchema(ritualSchema);
/** GET /api/v1/rituals/:id/related: the rituals most like it (src/shared/related-rituals.ts). */
export const relatedRitualsResponseSchema = successSchema(z.array(ritualSchema));
