import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { EnrolmentView } from '#shared/api/journeys.ts';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { useUiLanguage } from '#web/i18n/ui-language.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useOutbox } from '#web/lib/offline/page-outbox.ts';
import { worthQueuing } from '#web/lib/offline/send-result.ts';
import { useSession } from '../auth/session.ts';
import { progressKeys } from '../progress/keys.ts';
import { joinJourney, leaveJourney, markPracticeDone } from './api.ts';
import { journeyKeys } from './keys.ts';
import { queuedJourneySteps } from './journey-step-action.ts';
import { keepJourneyStep } from './journey-step-outbox.ts';

export interface JourneyNotice {
  tone: 'success' | 'error';
  text: string;
}

type Action = { kind: 'join' | 'restart' | 'leave' } | { kind: 'mark'; day: number };

/** What marking answers when the step was kept on the device instead. */
const KEPT = 'kept';
const NONE: ReadonlySet<number> = new Set();

/** Joining, restarting, leaving and marking a written practice done, with one notice for the page. */
export function useJourneyActions(slug: string) {
  const { t } = useTranslation('journeys');
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [notice, setNotice] = useState<JourneyNotice | null>(null);
  // Steps marked without the server (offline, or it failing): done here, sent once it is back.
  const queue = useOutbox().actions;
  const waiting = user ? queuedJourneySteps(queue, user.id, slug) : NONE;

  // The answer is the enrolment as it now stands: the list is updated in place, no second read.
  const store = (enrolment: EnrolmentView | null) =>
    queryClient.setQueryData<EnrolmentView[]>(journeyKeys.mine, (list = []) => {
      const others = list.filter((one) => one.slug !== slug);
      return enrolment ? [...others, enrolment] : others;
    });

  /** A step marked now, or kept on the device when the server cannot take it now. */
  const mark = async (day: number): Promise<EnrolmentView | typeof KEPT> => {
    try {
      return await markPracticeDone(slug, day, language);
    } catch (error) {
      if (!user || !worthQueuing(error)) throw error;
      keepJourneyStep(slug, day, user.id);
      return KEPT;
    }
  };

  const action = useMutation({
    mutationFn: async (what: Action): Promise<EnrolmentView | null | typeof KEPT> => {
      if (what.kind === 'leave') {
        await leaveJourney(slug);
        return null;
      }
      if (what.kind === 'mark') return mark(what.day);
      return joinJourney(slug, language, what.kind === 'restart');
    },
    onSuccess: (enrolment, what) => {
      if (enrolment === KEPT) {
        setNotice({ tone: 'success', text: t('kept', { day: what.kind === 'mark' ? what.day : 0 }) });
        return;
      }
      store(enrolment);
      // A step done may finish the journey and unlock achievements: the toasts that celebrate
      // every unlock read what the server has not shown yet, and the progress figures change.
      if (what.kind === 'mark') void queryClient.invalidateQueries({ queryKey: progressKeys.all });
      const text =
        what.kind === 'mark'
          ? t('marked', { day: what.day })
          : t(what.kind === 'join' ? 'joined' : what.kind === 'restart' ? 'restarted' : 'left');
      setNotice({ tone: 'success', text });
    },
    onError: (error) => {
      const text =
        error instanceof ApiError && error.status === 0
          ? t('errors.offline')
          : error instanceof ApiError && error.message
            ? error.message
            : t('errors.generic');
      setNotice({ tone: 'error', text });
    },
  });

  const run = (what: Action) => {
    setNotice(null);
    action.mutate(what);
  };
  return {
    notice,
    busy: action.isPending,
    /** Days marked done here and still waiting to be sent. */
    waiting,
    dismiss: () => setNotice(null),
    join: () => run({ kind: 'join' }),
    restart: () => run({ kind: 'restart' }),
    leave: () => run({ kind: 'leave' }),
    markDone: (day: number) => run({ kind: 'mark', day }),
  };
}
