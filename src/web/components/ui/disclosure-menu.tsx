import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useDisclosure } from './use-disclosure.ts';
import { useHydrated } from './use-hydrated.ts';
import './disclosure-menu.css';

export type MenuLink = { to: string; label: string };

type Props = {
  /** The button's content; its text is the accessible name unless `buttonLabel` is given. */
  trigger: ReactNode;
  buttonLabel?: string;
  items: readonly MenuLink[];
  /** Extra entries after the links (e.g. a sign-out button). */
  footer?: ReactNode;
  align?: 'start' | 'end';
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
};

/**
 * A navigation menu behind a button: a disclosure (button with aria-expanded controlling a list of
 * links), so it works with Tab alone; ArrowDown/ArrowUp also move between its links. Until the page
 * has hydrated (and without JavaScript) it is a `<details>` element, which opens without script.
 */
export function DisclosureMenu(props: Props) {
  return useHydrated() ? <ScriptedMenu {...props} /> : <NativeMenu {...props} />;
}

/** The no-script form: `<details>` opens and closes by itself; `name` keeps one menu open at a time. */
function NativeMenu({
  trigger,
  buttonLabel,
  items,
  footer,
  align = 'start',
  className,
  buttonClassName,
  panelClassName,
}: Props) {
  return (
    <details name="menu" className={['menu', className].filter(Boolean).join(' ')}>
      <summary
        className={['menu__button', buttonClassName].filter(Boolean).join(' ')}
        aria-label={buttonLabel}
      >
        {trigger}
      </summary>
      <MenuPanel items={items} footer={footer} className={panelClasses(align, panelClassName)} />
    </details>
  );
}

const panelClasses = (align: 'start' | 'end', extra?: string) =>
  ['menu__panel', `menu__panel--${align}`, extra].filter(Boolean).join(' ');

function MenuPanel({
  items,
  footer,
  id,
  hidden,
  className,
}: Pick<Props, 'items' | 'footer'> & { id?: string; hidden?: boolean; className: string }) {
  return (
    <div id={id} className={className} hidden={hidden}>
      <ul className="menu__list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} prefetch="intent" className="menu__item" data-menu-item="">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      {footer}
    </div>
  );
}

function ScriptedMenu({
  trigger,
  buttonLabel,
  items,
  footer,
  align = 'start',
  className,
  buttonClassName,
  panelClassName,
}: Props) {
  // ArrowDown/ArrowUp open the menu and move between its links, wrapping around.
  const menu = useDisclosure((event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = () => [...(menu.rootRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [])];
    const count = items().length;
    if (count === 0) return;
    const at = items().indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = at === -1 ? (step === 1 ? 0 : count - 1) : (at + step + count) % count;
    const focusNext = () => items()[next]?.focus();
    // An open panel's links take focus at once, so quick presses each move one step; a closed
    // panel is only shown once React has committed it.
    if (menu.open) focusNext();
    else {
      menu.setOpen(true);
      requestAnimationFrame(focusNext);
    }
  });

  return (
    <div ref={menu.rootRef} className={['menu', className].filter(Boolean).join(' ')}>
      <button
        ref={menu.buttonRef}
        type="button"
        className={['menu__button', buttonClassName].filter(Boolean).join(' ')}
        aria-expanded={menu.open}
        aria-controls={menu.panelId}
        aria-label={buttonLabel}
        onClick={menu.toggle}
      >
        {trigger}
      </button>
      <MenuPanel
        id={menu.panelId}
        items={items}
        footer={footer}
        className={panelClasses(align, panelClassName)}
        hidden={!menu.open}
      />
    </div>
  );
}
