import { type RefObject, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export type Disclosure = {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  /** Closes and moves focus back to the button. */
  close: () => void;
  panelId: string;
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
};

/**
 * A button that shows and hides a panel (the WAI-ARIA disclosure pattern): Escape closes it and
 * returns focus to the button; a click elsewhere, focus leaving it, or a navigation closes it.
 * `onKeyDown` sees every other key pressed inside the root.
 */
export function useDisclosure(onKeyDown?: (event: KeyboardEvent) => void): Disclosure {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const keyHandler = useRef(onKeyDown);
  keyHandler.current = onKeyDown;

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  // A followed link closes the panel (the key changes on every navigation, even to the same path).
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const keydown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && root.querySelector('[aria-expanded="true"]')) {
        event.preventDefault();
        close();
        return;
      }
      keyHandler.current?.(event);
    };
    root.addEventListener('keydown', keydown);
    return () => root.removeEventListener('keydown', keydown);
  }, [close]);

  // Listening from the commit that opens the panel: a Tab pressed right after the click must
  // already close it; a plain effect may run only after the next paint.
  useLayoutEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      const root = rootRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  return { open, setOpen, toggle: () => setOpen((value) => !value), close, panelId, rootRef, buttonRef };
}
