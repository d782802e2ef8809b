import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readNotice } from '#shared/auth-messages.ts';
import './notice-toast.css';

/**
 * Shows the message a redirect left in `?notice=` (the guards' alerts of docs/product.md §6, and a few
 * confirmations), rendered with the page so it works without JavaScript. Once shown, the
 * parameter leaves the address bar so a reload or a shared link does not repeat it.
 */
export function NoticeToast() {
  const location = useLocation();
  const notice = readNotice(new URLSearchParams(location.search).get('notice'));
  const [dismissed, setDismissed] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const url = new URL(window.location.href);
    if (!url.searchParams.has('notice')) return;
    url.searchParams.delete('notice');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [notice]);

  if (!notice || dismissed === location.key) return null;
  return (
    <div className={`notice-toast notice-toast--${notice.tone}`} role={notice.tone}>
      <p className="notice-toast__text">{notice.text}</p>
      <button
        type="button"
        className="notice-toast__close"
        aria-label="Dismiss message"
        onClick={() => setDismissed(location.key)}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
