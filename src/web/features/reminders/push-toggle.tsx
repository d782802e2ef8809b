import { useEffect, useState } from 'react';
import { siteWorkerUrl } from '#shared/site-worker.ts';

type State = 'unsupported' | 'loading' | 'off' | 'on' | 'busy' | 'denied' | 'failed';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Turns push reminders on or off in this browser: the browser's permission, a push subscription
 * made with the site's VAPID key, and that subscription handed to /api/reminders. Without
 * JavaScript, or in a browser without Web Push, it says so instead.
 */
export function PushToggle({ vapidPublicKey }: { vapidPublicKey: string }) {
  const [state, setState] = useState<State>('unsupported');

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return;
    if (Notification.permission === 'denied') {
      setState('denied');
      return;
    }
    setState('loading');
    currentSubscription().then(
      (subscription) => setState(subscription ? 'on' : 'off'),
      () => setState('off'),
    );
  }, []);

  const turnOn = async () => {
    setState('busy');
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        setState('denied');
        return;
      }
      // Every page registers the site's worker once it has loaded, which shows the reminders
      // (public/push-worker.js, imported by it); asked again here in case that has not happened yet.
      await navigator.serviceWorker.register(siteWorkerUrl);
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(vapidPublicKey),
      });
      const response = await fetch('/api/reminders/push-subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(subscription),
      });
      setState(response.ok ? 'on' : 'failed');
    } catch {
      setState('failed');
    }
  };

  const turnOff = async () => {
    setState('busy');
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await fetch('/api/reminders/push-subscriptions', {
          method: 'DELETE',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ endpoint: subscription.endpoint }),
        });
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="push-toggle" aria-live="polite">
      <h3>On this device</h3>
      {state === 'unsupported' && (
        <p className="muted">
          Reminders on this device need JavaScript and a browser that shows notifications.
        </p>
      )}
      {state === 'denied' && (
        <p className="muted">
          This browser blocks notifications from Pitwall. Allow them in its site settings first.
        </p>
      )}
      {state === 'failed' && <p className="field__error">That did not work. Try again in a moment.</p>}
      {(state === 'off' || state === 'failed') && (
        <button type="button" className="button button--outline" onClick={turnOn}>
          Remind me on this device
        </button>
      )}
      {state === 'on' && (
        <>
          <p>This device gets your reminders.</p>
          <button type="button" className="button button--outline" onClick={turnOff}>
            Stop reminders on this device
          </button>
        </>
      )}
      {(state === 'loading' || state === 'busy') && <p className="muted">One moment…</p>}
    </div>
  );
}
