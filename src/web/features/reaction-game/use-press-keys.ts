import { type RefObject, useEffect } from 'react';

/** Focusable things on which Space or Enter already does something: type, follow, press, open. */
const ownKeys = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="button"]',
  '[role="link"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

const hasOwnKeys = (target: EventTarget | null) =>
  target instanceof Element && target.closest(ownKeys) !== null;

/**
 * Space or Enter presses the pad from anywhere on the page: while the lights run wherever the focus
 * is, otherwise (to start) anywhere but a field, link or other control, where the key has its own job.
 */
export function usePressKeys(press: () => void, running: boolean, pad: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || (event.key !== ' ' && event.key !== 'Enter')) return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (!running && event.target !== pad.current && hasOwnKeys(event.target)) return;
      event.preventDefault();
      press();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [press, running, pad]);
}
