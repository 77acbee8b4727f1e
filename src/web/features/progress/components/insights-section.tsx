import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Insights } from '#shared/api/insights.ts';
import { currentLocale } from '#web/i18n/language.ts';
import type { TFunction } from '#web/i18n/translation-types.ts';
import { useTranslation } from '#web/i18n/use-translation.ts';
import { JOURNAL_QUERY_KEY } from '../../journal/keys.ts';
import { insightsQuery, refreshInsights } from '../api.ts';
import { InsightsChart } from './insights-chart.tsx';
import { InsightsTable } from './insights-table.tsx';
import { CardSection } from '#web/ui/card-section.tsx';

/** The sentence under the chart: only what the weeks show (docs/product-rules.md, Insights). */
function findingText(finding: Insights['finding'], t: TFunction<'progress'>, language: string): string[] {
  if (finding.kind === 'notEnough' || finding.kind === 'similar')
    return [t(`insights.finding.${finding.kind}`)];
  const difference = new Intl.NumberFormat(currentLocale(language), { maximumFractionDigits: 1 }).format(
    finding.difference,
  );
  return [
    t(`insights.finding.${finding.kind}`),
    t('insights.finding.basis', {
      practice: finding.practice_weeks,
      other: finding.other_weeks,
      difference,
    }),
  ];
}

/** A mood saved or deleted in the journal changes the weeks: read them again. */
function useRefreshOnJournalChange() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const key = event.query.queryKey;
        const journal = JOURNAL_QUERY_KEY.every((part, i) => key[i] === part);
        if (journal && event.type === 'updated' && event.action.type === 'invalidate') {
          void refreshInsights(queryClient);
        }
      }),
    [queryClient],
  );
}

/** "How practice feels": the last 12 weeks as a picture, a sentence when the data holds one, a table. */
export function InsightsSection() {
  const { t, i18n } = useTranslation('progress');
  const query = useQuery(insightsQuery());
  useRefreshOnJournalChange();
  const insights = query.data;
  if (!insights) return null;
  const [sentence, basis] = findingText(insights.finding, t, i18n.language);
  return (
    <CardSection headingId="insights-heading" title={t('insights.title')}>
      <p id="insights-description" className="mt-1 text-sm text-ink-muted">
        {t('insights.description')}
      </p>
      <p id="insights-chart-label" className="sr-only">
        {t('insights.chartLabel')}
      </p>
      <div className="mt-5 lg:max-w-4xl">
        <InsightsChart
          weeks={insights.weeks}
          labelledBy="insights-chart-label"
          describedBy="insights-finding"
        />
      </div>
      <div id="insights-finding" className="mt-4 rounded-xl bg-primary-soft/60 px-4 py-3">
        <p className="font-medium">{sentence}</p>
        {basis && <p className="mt-1 text-sm text-ink-muted">{basis}</p>}
      </div>
      <InsightsTable weeks={insights.weeks} />
    </CardSection>
  );
}
