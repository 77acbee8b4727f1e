import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../auth/session.ts';
import { walletQuery } from './keys.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the palettes and frames, wherever they apply
import './cosmetics.css';

/**
 * Puts the signed-in user's applied palette and frame on <html>, where cosmetics.css turns them
 * into colours and an avatar frame; signing out (or a default choice) takes them off.
 */
export function AppliedCosmetics() {
  const { user } = useSession();
  const wallet = useQuery({ ...walletQuery, enabled: user !== null });
  const applied = user ? wallet.data?.applied : undefined;
  const palette = applied?.palette ?? null;
  const frame = applied?.frame ?? null;
  useEffect(() => {
    const root = document.documentElement;
    if (palette) root.dataset['palette'] = palette;
    else delete root.dataset['palette'];
    if (frame) root.dataset['frame'] = frame;
    else delete root.dataset['frame'];
  }, [palette, frame]);
  return null;
}
