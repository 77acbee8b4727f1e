import type { Language } from '../../shared/languages.ts';
import { MAIL_TEXTS, type MailKind } from './mail-texts.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** One message in plain text and in simple, inline-styled HTML (mail clients ignore <style>). */
export function renderMail(kind: MailKind, language: Language, name: string, link: string): RenderedMail {
  const common = MAIL_TEXTS[language];
  const t = common.kinds[kind];
  const greeting = common.greeting(name);
  const text = [
    greeting,
    '',
    ...t.intro,
    '',
    `${t.action}: ${link}`,
    '',
    ...t.after,
    '',
    common.signature,
    '',
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3fb;font-family:Helvetica,Arial,sans-serif;color:#2b2238;line-height:1.5">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#5b3a8c">Ritualia</p>
${p(greeting)}
${t.intro.map(p).join('\n')}
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:#5b3a8c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(t.action)}</a></p>
${t.after.map(p).join('\n')}
<p style="margin:24px 0 8px;font-size:13px;color:#6b6478">${escapeHtml(common.fallback)}</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${href}" style="color:#5b3a8c">${href}</a></p>
${p(common.signature)}
</div>
</body>
</html>
`;
  return { subject: t.subject, text, html };
}
