import { NavLink } from 'react-router';

const LINKS = [
  { to: '/backoffice', label: 'Dashboard', end: true },
  { to: '/backoffice/literature/search', label: 'Literature', end: false },
  { to: '/backoffice/authors/search', label: 'Authors', end: false },
  { to: '/backoffice/tickets', label: 'Tickets', end: false },
  { to: '/backoffice/feedback', label: 'Search feedback', end: false },
] as const;

/** The back office's own sections (it has no collections menu, spec §2.2). */
export function BackofficeNav() {
  return (
    <nav className="backoffice-nav" aria-label="Back office">
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end}
          className={({ isActive }) =>
            isActive ? 'backoffice-nav__link backoffice-nav__link--active' : 'backoffice-nav__link'
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
