import { uiLanguage } from '#web/i18n/ui-language.ts';
import { request } from '#web/lib/api-client.ts';
import { outbox } from '#web/lib/offline/page-outbox.ts';
import { sendResultOf } from '#web/lib/offline/send-result.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { notifyRefusedAction } from '#web/pwa/pwa-texts.ts';
import { SESSION_QUERY_KEY } from '../auth/session.ts';
import { progressKeys } from '../progress/keys.ts';
import { journeyKeys } from './keys.ts';
import { journeyStepKind, journeyStepRequest, type JourneyStepAction } from './journey-step-action.ts';

// Journey steps in the page's outbox. Loaded by the journey page, which keeps them, and by the app
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
    // unlocked achievements and changed the progress figures.
    onSent: () => {
      void queryClient.invalidateQueries({ queryKey: journeyKeys.mine });
      void queryClient.invalidateQueries({ queryKey: progressKeys.all });
    },
    onRefused: (_action, reason) => notifyRefusedAction(reason),
    onUnauthenticated: () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  }),
);

/** Keeps a step the server could not take now, to send it later with when it was made. */
export function keepJourneyStep(slug: string, day: number, owner: string): void {
  const action: JourneyStepAction = { kind: 'journey-step', owner, slug, day };
  void outbox.add(action);
}
