import type { PushSubscriptionInput } from '#shared/api/reminders.ts';
import { addPushSubscription, pushPublicKey, removePushSubscription } from './api.ts';

// This device's push subscription: what the browser can do, and subscribing it with the
// server's VAPID key.

export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** The VAPID key as the bytes PushManager wants (it comes base64url-encoded). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission, subscribes this browser and tells the server. Resolves to the support
 * state: 'supported' when the device is subscribed.
 */
export async function subscribeThisDevice(): Promise<PushSupport> {
  if (pushSupport() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'supported';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(await pushPublicKey()),
    }));
  await addPushSubscription(subscription.toJSON() as PushSubscriptionInput);
  return 'supported';
}

/** Stops push on this device, here and on the server. */
export async function unsubscribeThisDevice(): Promise<void> {
  if (pushSupport() === 'unsupported') return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await removePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
