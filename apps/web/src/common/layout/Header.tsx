import { QuestionCircleOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useHasBackofficeToken } from '../../backoffice/tokens';
import { SearchBox } from '../../search/components/SearchBox';
import { logoutInProgress } from '../../user/api';
import { useLogoutMutation } from '../../user/mutations';
import { useSessionWatcher } from '../../user/session';
import { useCurrentUser } from '../../user/useCurrentUser';
import { DropdownMenu, type MenuEntry } from '../components/DropdownMenu';
import { SITE_LINKS, useSiteLinks } from '../siteLinks';
import { Logo } from './Logo';

const COLLECTION_LINKS = [
  { to: '/literature', label: 'Literature' },
  { to: '/authors', label: 'Authors' },
  { to: '/jobs', label: 'Jobs' },
  { to: '/seminars', label: 'Seminars' },
  { to: '/conferences', label: 'Conferences' },
] as const;

const MORE_COLLECTIONS: readonly MenuEntry[] = [
  { key: 'institutions', to: '/institutions', label: 'Institutions' },
  { key: 'experiments', to: '/experiments', label: 'Experiments' },
  { key: 'journals', to: '/journals', label: 'Journals' },
];

const SUBMISSIONS: readonly MenuEntry[] = [
  { key: 'literature', to: '/submissions/literature', label: 'Literature' },
  { key: 'author', to: '/submissions/authors', label: 'Author' },
  { key: 'job', to: '/submissions/jobs', label: 'Job' },
  { key: 'seminar', to: '/submissions/seminars', label: 'Seminar' },
  { key: 'conference', to: '/submissions/conferences', label: 'Conference' },
];

const CATALOGER_SUBMISSIONS: readonly MenuEntry[] = [
  { key: 'institution', to: '/submissions/institutions', label: 'Institution' },
  { key: 'experiment', to: '/submissions/experiments', label: 'Experiment' },
  { key: 'journal', to: '/submissions/journals', label: 'Journal' },
];

/** The search box has no place on pages that are themselves a search start or a form. */
export function isSearchBoxHidden(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/submissions') || pathname.startsWith('/backoffice');
}

/** The Help Center is the operator's (HELP_URL): without one there is no entry rather than someone else's. */
export function helpMenuEntries(onTour: () => void, helpCenterUrl: string | null = null): MenuEntry[] {
  const entries: MenuEntry[] = [
    { key: 'tips', to: SITE_LINKS.searchTips, label: 'Search Tips' },
    { key: 'tour', onSelect: onTour, label: 'Take the tour' },
  ];
  return helpCenterUrl ? [...entries, { key: 'center', href: helpCenterUrl, label: 'Help Center' }] : entries;
}

export function submitMenuEntries(cataloger: boolean): readonly MenuEntry[] {
  return cataloger ? [...SUBMISSIONS, ...CATALOGER_SUBMISSIONS] : SUBMISSIONS;
}

/** 'Logout Backoffice' (spec §2.2): while in the back office with its token; it ends only the back-office session. */
function useBackofficeLogoutEntry(): MenuEntry | null {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const hasToken = useHasBackofficeToken();
  if (!pathname.startsWith('/backoffice') || !hasToken) {
    return null;
  }
  return {
    key: 'logout-backoffice',
    label: 'Logout Backoffice',
    onSelect: async () => {
      // The back-office client loads with the back office's pages, not with every page's header.
      const { backofficeLogout } = await import('../../backoffice/api');
      await backofficeLogout();
      await navigate('/backoffice/login');
    },
  };
}

function AccountMenu() {
  const { user, loggedIn } = useCurrentUser();
  const location = useLocation();
  const { mutateAsync: endSession } = useLogoutMutation();
  const navigate = useNavigate();
  const backofficeEntry = useBackofficeLogoutEntry();
  if (!loggedIn || !user) {
    // The back office has its own login: its token can be held without a main-site session.
    if (backofficeEntry) {
      return (
        <DropdownMenu
          label="Account"
          ariaLabel="Account"
          icon={<UserOutlined />}
          entries={[backofficeEntry]}
        />
      );
    }
    return (
      <Link
        to="/user/login"
        className="header-menu__login"
        state={
          location.pathname.startsWith('/user/')
            ? undefined
            : { from: `${location.pathname}${location.search}` }
        }
      >
        <UserOutlined aria-hidden /> Login
      </Link>
    );
  }
  const logout = async () => {
    await endSession(user.csrfToken);
    try {
      await navigate('/');
    } finally {
      logoutInProgress.active = false;
    }
  };
  const profile = user.profileControlNumber;
  const entries: MenuEntry[] = [
    profile
      ? { key: 'profile', to: `/authors/${profile}`, label: 'My profile' }
      : {
          key: 'profile',
          disabled: true,
          label: 'My profile',
          note: 'There is no profile associated to your account.',
        },
    { key: 'settings', to: '/user/settings', label: 'Settings' },
    { key: 'logout', onSelect: logout, label: 'Logout' },
    ...(backofficeEntry ? [backofficeEntry] : []),
  ];
  return <DropdownMenu label="Account" ariaLabel="Account" icon={<UserOutlined />} entries={entries} />;
}

function CollectionsMenu() {
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'collections-bar__link collections-bar__link--active' : 'collections-bar__link';
  return (
    <nav className="collections-bar" aria-label="Collections">
      <div className="collections-bar__inner">
        {COLLECTION_LINKS.map((entry) => (
          <NavLink key={entry.to} to={entry.to} className={linkClass}>
            {entry.label}
          </NavLink>
        ))}
        <NavLink to="/data" className={linkClass}>
          Data <span className="beta-tag">BETA</span>
        </NavLink>
        <DropdownMenu label="More..." entries={MORE_COLLECTIONS} align="start" />
      </div>
    </nav>
  );
}

export function Header({ onTour }: { onTour: () => void }) {
  const { pathname } = useLocation();
  const { isCataloger } = useCurrentUser();
  const sessionNotices = useSessionWatcher();
  const helpCenterUrl = useSiteLinks().helpCenter;
  const inBackoffice = pathname.startsWith('/backoffice');
  return (
    <header className="site-header">
      {sessionNotices}
      <div className="site-header__bar">
        <Link to={inBackoffice ? '/backoffice' : '/'} className="site-header__logo" aria-label="Home">
          <Logo variant={inBackoffice ? 'backoffice' : 'main'} />
        </Link>
        {isSearchBoxHidden(pathname) ? (
          <div className="site-header__spacer" />
        ) : (
          <SearchBox className="site-header__search" />
        )}
        <div className="header-menu">
          <DropdownMenu
            label="Help"
            ariaLabel="Help"
            icon={<QuestionCircleOutlined />}
            entries={helpMenuEntries(onTour, helpCenterUrl)}
          />
          {inBackoffice ? null : (
            <DropdownMenu
              label="Submit"
              ariaLabel="Submit"
              icon={<UploadOutlined />}
              entries={submitMenuEntries(isCataloger)}
            />
          )}
          <AccountMenu />
        </div>
      </div>
      {inBackoffice ? null : <CollectionsMenu />}
    </header>
  );
}
