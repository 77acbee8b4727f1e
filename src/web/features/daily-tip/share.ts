// docs/product-rules.md, Daily tip: share through the device's share sheet ('Consejo mágico de hoy', the tip
// and the
// product name); otherwise copy the same text to the clipboard. Never throws: a failure is an
// outcome the page words kindly (a failed share or copy is not an error).

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareInput {
  /** 'Consejo mágico de hoy' in the interface language. */
  title: string;
  content: string;
}

export function shareText({ title, content }: ShareInput): string {
  return `${title}\n\n${content}\n\n— Ritualia`;
}

interface ShareEnvironment {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  writeText?: (text: string) => Promise<void>;
}

function browserEnvironment(): ShareEnvironment {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    ...(typeof nav?.share === 'function' ? { share: (data: ShareData) => nav.share(data) } : {}),
    ...(typeof nav?.canShare === 'function' ? { canShare: (data: ShareData) => nav.canShare(data) } : {}),
    ...(typeof nav?.clipboard?.writeText === 'function'
      ? { writeText: (text: string) => nav.clipboard.writeText(text) }
      : {}),
  };
}

export async function shareTip(
  input: ShareInput,
  env: ShareEnvironment = browserEnvironment(),
): Promise<ShareOutcome> {
  const text = shareText(input);
  const data: ShareData = { title: input.title, text };
  if (env.share && (env.canShare?.(data) ?? true)) {
    try {
      await env.share(data);
      return 'shared';
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Anything else (no share target, not allowed): the clipboard is the way.
    }
  }
  if (env.writeText) {
    try {
      await env.writeText(text);
      return 'copied';
    } catch {
      return 'failed';
    }
  }
  return 'failed';
}
