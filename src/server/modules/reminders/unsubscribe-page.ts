import { escapeUTF8 as escapeHtml } from 'entities';
import type { Language } from '../../../shared/languages.ts';
import { REMINDER_TEXTS } from '../../platform/i18n/reminder-messages.ts';

/**
 * The page behind the unsubscribe link. Opening it changes nothing (mail scanners open links);
 * its button posts the same link, as mail clients' one-click unsubscribe does (RFC 8058). A plain
 * form, because the content security policy allows no inline script.
 */
export function unsubscribePage(
  language: Language,
  view: { kind: 'confirm'; action: string } | { kind: 'done' } | { kind: 'invalid'; message: string },
): string {
  const t = REMINDER_TEXTS[language];
  const body =
    view.kind === 'confirm'
      ? `<p>${escapeHtml(t.unsubscribeQuestion)}</p>
<form method="post" action="${escapeHtml(view.action)}"><button type="submit">${escapeHtml(t.unsubscribeButton)}</button></form>`
      : `<p>${escapeHtml(view.kind === 'done' ? t.unsubscribeDone : view.message)}</p>`;
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Ritualia · ${escapeHtml(t.unsubscribeTitle)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3fb;font-family:Helvetica,Arial,sans-serif;color:#2b2238;line-height:1.5">
<main style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px;color:#5b3a8c">${escapeHtml(t.unsubscribeTitle)}</h1>
${body}
</main>
</body>
</html>
`;
}
