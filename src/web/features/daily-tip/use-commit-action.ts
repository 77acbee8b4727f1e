import { useCallback } from 'react';
import { useTranslation } from '#web/i18n/use-translation.ts';
import type { AppTip } from '#shared/daily-tip.ts';
import { notify } from '#web/ui/toast.ts';
import type { CommitOutcome } from './commitments.ts';

/**
 * Commits to today's tip and tells the person how it went (docs/product-rules.md, Daily tip: texts and 3 s
 * notices).
 */
export function useCommitAction(commit: (tip: AppTip) => Promise<CommitOutcome>) {
  const { t } = useTranslation('dailyTip');
  return useCallback(
    async (tip: AppTip): Promise<CommitOutcome> => {
      const outcome = await commit(tip);
      if (outcome.kind === 'synced') notify('success', t('toast.success'));
      else if (outcome.kind === 'queued') notify('info', t('toast.queued'));
      else if (outcome.kind === 'local') notify('info', t('toast.local'));
      else notify('error', t('toast.failure'), outcome.message || undefined);
      return outcome;
    },
    [commit, t],
  );
}
