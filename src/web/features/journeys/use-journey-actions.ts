import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { EnrolmentView } from '#shared/api/journeys.ts';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { useUiLanguage } from '#web/i18n/ui-language.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '../auth/session.ts';
import { progressKeys } from '../progress/keys.ts';
import { joinJourney, leaveJourney } from './api.ts';
import { journeyKeys } from './keys.ts';
import { markJourneyStep } from './journey-step-outbox.ts';

export interface JourneyNotice {
  tone: 'success' | 'error';
  text: string;
}

type Action = { kind: 'join' | 'restart' | 'leave' } | { kind: 'mark'; day: number };

/** How an action ended: what the page stores and says. */
type Done =
  /** The server's enrolment as it now stands (null once left); a mark without it reads the list again. */
  | { kind: 'answered'; enrolment?: EnrolmentView | null }
  /** A step kept on this device, to be sent once the server can take it. */
  | { kind: 'kept' }
  /** A step the server refused for good, and why in the person's language. */
  | { kind: 'refused'; message: string };

/** Joining, restarting, leaving and marking a written practice done, with one notice for the page. */
export function useJourneyActions(slug: string) {
  const { t } = useTranslation('journeys');
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [notice, setNotice] = useState<JourneyNotice | null>(null);

  // The answer is the enrolment as it now stands: the list is updated in place, no second read.
  const store = (enrolment: EnrolmentView | null) =>
    queryClient.setQueryData<EnrolmentView[]>(journeyKeys.mine, (list = []) => {
      const others = list.filter((one) => one.slug !== slug);
      return enrolment ? [...others, enrolment] : others;
    });

  // A step goes the way of every action kept on the device: stored first, made at the tap, then
  // sent, so a mark offline or one the server fails to take is the same step, sent once.
  const mark = async (day: number): Promise<Done> => {
    // The button shows only to someone enrolled; a session gone meanwhile is a generic failure.
    if (!user) throw new Error('No one is signed in to mark a step');
    const outcome = await markJourneyStep(slug, day, user.id);
    if (outcome.kind === 'refused') return outcome;
    if (outcome.kind !== 'synced') return { kind: 'kept' };
    const answer = outcome.body as { data?: EnrolmentView } | undefined;
    return { kind: 'answered', ...(answer?.data ? { enrolment: answer.data } : {}) };
  };

  const action = useMutation({
    mutationFn: async (what: Action): Promise<Done> => {
      if (what.kind === 'mark') return mark(what.day);
      if (what.kind === 'leave') {
        await leaveJourney(slug);
        return { kind: 'answered', enrolment: null };
      }
      return { kind: 'answered', enrolment: await joinJourney(slug, language, what.kind === 'restart') };
    },
    onSuccess: (done, what) => {
      const day = what.kind === 'mark' ? what.day : 0;
      if (done.kind === 'kept') {
        setNotice({ tone: 'success', text: t('kept', { day }) });
        return;
      }
      if (done.kind === 'refused') {
        setNotice({ tone: 'error', text: done.message || t('errors.generic') });
        return;
      }
      if (done.enrolment !== undefined) store(done.enrolment);
      else void queryClient.invalidateQueries({ queryKey: journeyKeys.mine });
      // A step done may finish the journey and unlock achievements: the toasts that celebrate
      // every unlock read what the server has not shown yet, and the progress figures change. The
      // enrolments, progress data too, are the answer just stored.
      if (what.kind === 'mark') {
        const enrolments = hashKey(journeyKeys.mine);
        void queryClient.invalidateQueries({
          queryKey: progressKeys.all,
          predicate: (query) => query.queryHash !== enrolments,
        });
      }
      const text =
        what.kind === 'mark'
          ? t('marked', { day })
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
    dismiss: () => setNotice(null),
    join: () => run({ kind: 'join' }),
    restart: () => run({ kind: 'restart' }),
    leave: () => run({ kind: 'leave' }),
    markDone: (day: number) => run({ kind: 'mark', day }),
  };
}
