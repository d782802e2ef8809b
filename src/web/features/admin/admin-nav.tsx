import { NavLink, type UIMatch } from 'react-router';
import type { PageHandle } from '#shared/page-query.ts';

const links = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/season-events', label: 'Season events' },
  { to: '/admin/driver-editor', label: 'Drivers' },
  { to: '/admin/team-editor', label: 'Teams' },
  { to: '/update-teams', label: 'Line-ups' },
  { to: '/admin/test', label: 'Diagnostics' },
];

/**
 * An admin page's handle: its query (PageHandle) and the heading the admin layout shows above the
 * menu, or, for a module that serves several pages, the heading of the page its match is.
 */
export type AdminPageHandle = PageHandle & { title: string | ((match: UIMatch) => string) };

/** The admin pages' own menu, under each page's heading. */
export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label="Admin">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
