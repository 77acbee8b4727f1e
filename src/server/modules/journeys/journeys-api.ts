import { emptySuccessSchema } from '../../../shared/api/envelope.ts';
import {
  enrolmentListResponseSchema,
  enrolmentResponseSchema,
  journeyDayParamSchema,
  journeyListResponseSchema,
  journeyMarkRequestSchema,
  journeyResponseSchema,
  journeyRestartSchema,
  journeySlugSchema,
} from '../../../shared/api/journeys.ts';
import { apiTag } from '../../platform/http/api-route.ts';
import { LANG_QUERY } from '../../platform/http/request.ts';

// The journey routes as the API document describes them; handlers answer through `ok` with these.

const route = apiTag('Journeys');
const SLUG = {
  slug: { schema: journeySlugSchema, description: 'The journey’s slug.', required: true },
} as const;
const ENROLMENT = 'The enrolment, with today’s step in the user’s time zone.';

export const journeysApi = {
  list: route.open({
    method: 'get',
    path: '/api/v1/journeys',
    summary: 'The journeys, in listing order',
    query: { lang: LANG_QUERY },
    answers: { 200: { description: 'Every journey, without its days.', schema: journeyListResponseSchema } },
  }),
  get: route.open({
    method: 'get',
    path: '/api/v1/journeys/{slug}',
    summary: 'One journey with its days',
    description:
      'Each day is a ritual of the catalogue (its id and slug) or a written practice, with a journal prompt and a line on why the step comes now.',
    params: SLUG,
    query: { lang: LANG_QUERY },
    answers: { 200: { description: 'The journey.', schema: journeyResponseSchema } },
    errors: { 404: ['journey_not_found'] },
  }),
  mine: route.signedIn({
    method: 'get',
    path: '/api/v1/me/journeys',
    summary: 'The journeys the user follows, with today’s step',
    description:
      'A missed day pauses a journey (today.paused); it never fails. On the lunar journey today’s step is the step of tonight’s moon phase in the user’s time zone.',
    query: { lang: LANG_QUERY },
    answers: {
      200: {
        description:
          'The enrolments, oldest first; today.prompt and today.next.prompt are the journal prompts of today’s and the next step.',
        schema: enrolmentListResponseSchema,
      },
    },
  }),
  join: route.signedIn({
    method: 'put',
    path: '/api/v1/me/journeys/{slug}',
    summary: 'Join a journey, or restart one already followed',
    description:
      'Idempotent: the first join answers 201, a repeat 200 with the same enrolment. At most 3 unfinished journeys at once. restart=1 begins a followed journey again from now with no step done.',
    params: SLUG,
    query: {
      lang: LANG_QUERY,
      restart: { schema: journeyRestartSchema, description: '1 to restart a journey already followed.' },
    },
    answers: {
      201: { description: `Joined. ${ENROLMENT}`, schema: enrolmentResponseSchema },
      200: { description: `Already followed (or restarted). ${ENROLMENT}`, schema: enrolmentResponseSchema },
    },
    errors: {
      400: ['invalid_journey_restart'],
      404: ['journey_not_found'],
      409: ['too_many_journeys'],
    },
  }),
  leave: route.signedIn({
    method: 'delete',
    path: '/api/v1/me/journeys/{slug}',
    summary: 'Leave a journey',
    description: 'Removes the enrolment and its steps. A finished journey still counts for achievements.',
    params: SLUG,
    answers: { 200: { description: 'Left.', schema: emptySuccessSchema } },
    errors: { 404: ['journey_not_found', 'journey_not_joined'] },
  }),
  markDay: route.signedIn({
    method: 'post',
    path: '/api/v1/me/journeys/{slug}/days/{day}',
    summary: 'Mark today’s written practice done',
    description:
      'Only the written practice of the step due today; a ritual’s step is done by completing the ritual. A repeat answers the same enrolment. A mark kept on the device names when it was made (made_at): it is judged and stored as of then, in the user’s time zone, within the 7 days commitments have; without a body it is made now.',
    params: {
      ...SLUG,
      day: { schema: journeyDayParamSchema, description: 'The day number.', required: true },
    },
    query: { lang: LANG_QUERY },
    body: {
      schema: journeyMarkRequestSchema,
      required: false,
      description: 'Optional: { made_at } for a mark kept on the device (ISO 8601 with a zone).',
    },
    answers: { 200: { description: ENROLMENT, schema: enrolmentResponseSchema } },
    errors: {
      400: [
        'invalid_journey_day',
        'invalid_journey_mark',
        'journey_invalid_made_at',
        'journey_made_at_in_future',
        'journey_step_too_old',
      ],
      404: ['journey_not_found', 'journey_not_joined'],
      409: ['journey_day_has_ritual', 'journey_day_not_today'],
    },
  }),
};
