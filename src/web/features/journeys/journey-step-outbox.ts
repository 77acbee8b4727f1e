import { uiLanguage } from '#web/i18n/ui-language.ts';
import { request } from '#web/lib/api-client.ts';
import type { Outcome } from '#web/lib/offline/action-kind.ts';
import { outbox } from '#web/lib/offline/page-outbox.ts';
import { sendResultOf } from '#web/lib/offline/send-result.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { notifyRefusedAction } from '#web/pwa/pwa-texts.ts';
import { SESSION_QUERY_KEY } from '../auth/session.ts';
import { progressKeys } from '../progress/keys.ts';
import { journeyStepKind, journeyStepRequest, type JourneyStepAction } from './journey-step-action.ts';

// Journey steps in the page's outbox. Loaded by the journey page, which marks them, and by the app
// once the page is idle (pwa/after-load.tsx), so steps kept on an earlier visit are sent.

// The schema (and zod) load beside the request, not with the page.
const enrolmentSchema = () => import('#shared/api/journeys.ts').then((m) => m.enrolmentResponseSchema);

outbox.register(
  journeyStepKind({
    send: (action) => {
      const { method, url, body } = journeyStepRequest(action);
      return sendResultOf(() =>
        request(url, { method, body, language: uiLanguage(), schema: enrolmentSchema }),
      );
    },
    // The enrolment is read again from the server, which now has the step; a finish may have
    // unlocked achievements and changed the progress figures (the enrolments are progress data).
    onSent: () => void queryClient.invalidateQueries({ queryKey: progressKeys.all }),
    // The person who is waiting for this answer is told by the page they marked it on.
    onRefused: (_action, reason, awaited) => {
      if (!awaited) notifyRefusedAction(reason);
    },
    onUnauthenticated: () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  }),
);

/**
 * Marks a step: kept on this device first, made when the person tapped, then sent. The outcome
 * says whether the server has it (its body the enrolment it answered), keeps it for later, or
 * refused it (in the person's language).
 */
export function markJourneyStep(slug: string, day: number, owner: string): Promise<Outcome> {
  const action: JourneyStepAction = { kind: 'journey-step', owner, slug, day };
  return outbox.add(action, { awaited: true });
}
