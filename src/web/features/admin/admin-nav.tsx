import { NavLink } from 'react-router';
import '#web/components/ui/field.css';

const links = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/season-events', label: 'Season events' },
  { to: '/admin/driver-editor', label: 'Drivers' },
  { to: '/admin/team-editor', label: 'Teams' },
  { to: '/update-teams', label: 'Line-ups' },
  { to: '/admin/test', label: 'Diagnostics' },
];

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
