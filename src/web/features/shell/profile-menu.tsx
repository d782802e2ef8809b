import type { ShellUser } from '#server/features/shell/shell-user.server.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { DisclosureMenu } from '#web/components/ui/disclosure-menu.tsx';
import { SignOutForm } from '#web/components/ui/sign-out-form.tsx';
import './profile-menu.css';

const accountLinks = [
  { to: '/profile', label: 'Profile' },
  { to: '/update-profile', label: 'Update profile' },
] as const;

/** The signed-in visitor's badge in the navbar (docs/product.md §2): Profile, Update profile, Sign out. */
export function ProfileMenu({ user }: { user: ShellUser }) {
  return (
    <DisclosureMenu
      trigger={<Avatar name={user.displayName} photoUrl={user.photoUrl} size={36} />}
      buttonLabel={`Account: ${user.displayName}`}
      items={accountLinks}
      align="end"
      buttonClassName="navbar__badge"
      panelClassName="navbar__account-panel"
      footer={
        <>
          <p className="navbar__account-email">{user.email}</p>
          <SignOutForm buttonClassName="menu__item navbar__sign-out" menuItem />
        </>
      }
    />
  );
}
