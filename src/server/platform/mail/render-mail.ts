import { escapeUTF8 as escapeHtml } from 'entities';
import type { Language } from '../../../shared/languages.ts';
import { MAIL_TEXTS, type MailKind } from './mail-texts.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What one message says, in order; `footer` is small print after the signature. */
export interface MailContent {
  subject: string;
  greeting: string;
  intro: string[];
  action: string;
  link: string;
  after: string[];
  fallback: string;
  signature: string;
  footer?: { text: string; label: string; link: string };
}

const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;

/** One message in plain text and in simple, inline-styled HTML (mail clients ignore <style>). */
export function renderMessage(language: Language, m: MailContent): RenderedMail {
  const text = [
    m.greeting,
    '',
    ...m.intro,
    '',
    `${m.action}: ${m.link}`,
    '',
    ...m.after,
    '',
    m.signature,
    '',
    ...(m.footer ? [m.footer.text, `${m.footer.label}: ${m.footer.link}`, ''] : []),
  ].join('\n');
  const href = escapeHtml(m.link);
  const footer = m.footer
    ? `<p style="margin:16px 0 0;font-size:12px;color:#6b6478">${escapeHtml(m.footer.text)} <a href="${escapeHtml(m.footer.link)}" style="color:#5b3a8c">${escapeHtml(m.footer.label)}</a></p>\n`
    : '';
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(m.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3fb;font-family:Helvetica,Arial,sans-serif;color:#2b2238;line-height:1.5">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#5b3a8c">Ritualia</p>
${p(m.greeting)}
${m.intro.map(p).join('\n')}
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:#5b3a8c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(m.action)}</a></p>
${m.after.map(p).join('\n')}
<p style="margin:24px 0 8px;font-size:13px;color:#6b6478">${escapeHtml(m.fallback)}</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${href}" style="color:#5b3a8c">${href}</a></p>
${p(m.signature)}
${footer}</div>
</body>
</html>
`;
  return { subject: m.subject, text, html };
}

/** An account message (confirmation, sign-in link, reset…) in the user's language. */
export function renderMail(kind: MailKind, language: Language, name: string, link: string): RenderedMail {
  const common = MAIL_TEXTS[language];
  const t = common.kinds[kind];
  return renderMessage(language, {
    ...t,
    greeting: common.greeting(name),
    link,
    fallback: common.fallback,
    signature: common.signature,
  });
}
