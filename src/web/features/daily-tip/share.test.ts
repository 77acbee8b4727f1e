import { describe, expect, it } from 'vitest';
import { shareText, shareTip } from './share.ts';

const INPUT = { title: 'Consejo mágico de hoy', content: 'Enciende una vela.' };
const TEXT = 'Consejo mágico de hoy\n\nEnciende una vela.\n\n— Ritualia';

describe('shareTip', () => {
  it('writes the title, the tip and the product name', () => {
    expect(shareText(INPUT)).toBe(TEXT);
  });

  it('uses the share sheet when there is one', async () => {
    const shared: ShareData[] = [];
    const outcome = await shareTip(INPUT, {
      share: async (data) => void shared.push(data),
      writeText: async () => {
        throw new Error('not used');
      },
    });
    expect(outcome).toBe('shared');
    expect(shared).toEqual([{ title: 'Consejo mágico de hoy', text: TEXT }]);
  });

  it('treats closing the share sheet as a choice', async () => {
    const outcome = await shareTip(INPUT, {
      share: async () => {
        throw new DOMException('cancelled', 'AbortError');
      },
    });
    expect(outcome).toBe('cancelled');
  });

  it('copies to the clipboard without a share sheet, or when sharing fails', async () => {
    const copied: string[] = [];
    const writeText = async (text: string) => void copied.push(text);
    expect(await shareTip(INPUT, { writeText })).toBe('copied');
    expect(
      await shareTip(INPUT, {
        share: async () => {
          throw new DOMException('no', 'NotAllowedError');
        },
        writeText,
      }),
    ).toBe('copied');
    expect(await shareTip(INPUT, { share: async () => undefined, canShare: () => false, writeText })).toBe(
      'copied',
    );
    expect(copied).toEqual([TEXT, TEXT, TEXT]);
  });

  it('reports a failure instead of throwing', async () => {
    expect(await shareTip(INPUT, {})).toBe('failed');
    expect(
      await shareTip(INPUT, {
        writeText: async () => {
          throw new Error('denied');
        },
      }),
    ).toBe('failed');
  });
});
