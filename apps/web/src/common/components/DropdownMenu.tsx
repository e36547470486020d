import { DownOutlined } from '@ant-design/icons';
import { lazy, type ReactNode, Suspense, useState } from 'react';

export interface MenuEntry {
  key: string;
  label: ReactNode;
  /** In-app destination. */
  to?: string;
  /** Outside destination (opens in a new tab) or a download address. */
  href?: string;
  download?: string;
  onSelect?: () => void;
  disabled?: boolean;
  /** A line of explanation under the label (e.g. why the entry is disabled). */
  note?: string;
}

interface DropdownMenuProps {
  label: ReactNode;
  icon?: ReactNode;
  entries: readonly MenuEntry[];
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  disabled?: boolean;
  /** Extra accessible name when the visible label may be hidden on small screens. */
  ariaLabel?: string;
}

/*
 * antd's Dropdown and Menu weigh about 20 kB gzip, and the header is on every page: in the first download they
 * would break the page-weight budget (bench/RESULTS.md, 'Web app'). The button is plain; the menu loads when a
 * pointer comes near or the button takes the focus, and at the latest on the first click.
 */
const loadPopup = () => import('./DropdownMenuPopup');
const DropdownMenuPopup = lazy(loadPopup);

/** A button opening a menu of links and actions (header menus, cite all). */
export function DropdownMenu({
  label,
  icon,
  entries,
  align = 'end',
  disabled = false,
  ariaLabel,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = (
    <button
      type="button"
      className="dropdown-menu__trigger"
      aria-haspopup="menu"
      aria-expanded={open}
      aria-label={ariaLabel}
      disabled={disabled}
      onPointerEnter={() => void loadPopup()}
      onFocus={() => void loadPopup()}
      onClick={
        wanted
          ? undefined
          : () => {
              // The first click only mounts the menu, opened; from then on antd's Dropdown handles the clicks.
              setWanted(true);
              setOpen(true);
            }
      }
    >
      {icon ? <span className="dropdown-menu__icon">{icon}</span> : null}
      <span className="dropdown-menu__text">{label}</span>
      <DownOutlined className="dropdown-menu__caret" aria-hidden />
    </button>
  );
  if (!wanted || disabled) {
    return button;
  }
  return (
    <Suspense fallback={button}>
      <DropdownMenuPopup entries={entries} align={align} open={open} onOpenChange={setOpen}>
        {button}
      </DropdownMenuPopup>
    </Suspense>
  );
}
