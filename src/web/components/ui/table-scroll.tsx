import type { ReactNode } from 'react';
import './table-scroll.css';

type Props = {
  /** What the box holds, for screen readers: a caption's or heading's id, or the words themselves. */
  name: { labelledBy: string } | { label: string };
  className?: string;
  children: ReactNode;
};

/**
 * A box a table scrolls sideways in when it is wider than the screen, never the page. A shadow on
 * each edge with more beyond it shows there is more (CSS alone, so without JavaScript too); it is a
 * named region in the tab order, so a keyboard scrolls it with the arrow keys.
 */
export function TableScroll({ name, className, children }: Props) {
  return (
    // A named section: a region landmark, which screen readers announce with its name on focus.
    <section
      className={className ? `table-scroll ${className}` : 'table-scroll'}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take focus to scroll by keyboard
      tabIndex={0}
      aria-labelledby={'labelledBy' in name ? name.labelledBy : undefined}
      aria-label={'label' in name ? name.label : undefined}
    >
      {children}
    </section>
  );
}
