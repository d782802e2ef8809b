import { Form, useLocation } from 'react-router';

/**
 * Sign out: a plain form post that reloads the page (docs/product.md §2), so every part of it renders signed
 * out; it works without JavaScript too.
 */
export function SignOutForm({
  className,
  buttonClassName,
  menuItem = false,
}: {
  className?: string;
  buttonClassName?: string;
  /** Inside a DisclosureMenu: the arrow keys reach the button like the menu's links. */
  menuItem?: boolean;
}) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.delete('notice');
  const here = `${location.pathname}${search.size > 0 ? `?${search}` : ''}`;
  return (
    <Form method="post" action="/logout" reloadDocument className={className}>
      <input type="hidden" name="redirectTo" value={here} />
      <button type="submit" className={buttonClassName} data-menu-item={menuItem ? '' : undefined}>
        Sign out
      </button>
    </Form>
  );
}
