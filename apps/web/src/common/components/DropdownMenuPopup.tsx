import { Dropdown, type MenuProps } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import type { MenuEntry } from './DropdownMenu';

function entryContent(entry: MenuEntry): ReactNode {
  const text = (
    <>
      <span className="dropdown-menu__label">{entry.label}</span>
      {entry.note ? <small className="dropdown-menu__note">{entry.note}</small> : null}
    </>
  );
  if (entry.disabled) {
    return text;
  }
  // Real links, so that a link can be opened in a new tab or copied like any other.
  if (entry.to) {
    return (
      <Link className="dropdown-menu__link" to={entry.to}>
        {text}
      </Link>
    );
  }
  if (entry.href) {
    return (
      <a
        className="dropdown-menu__link"
        href={entry.href}
        download={entry.download}
        target={entry.download ? undefined : '_blank'}
        rel={entry.download ? undefined : 'noopener noreferrer'}
      >
        {text}
      </a>
    );
  }
  return text;
}

interface DropdownMenuPopupProps {
  entries: readonly MenuEntry[];
  align: 'start' | 'end';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger button. */
  children: ReactElement;
}

/**
 * The menu of a DropdownMenu: antd's Dropdown, which brings the keyboard handling (opened from the keyboard, the
 * first entry takes the focus; arrows move, Escape closes it back onto the button, Tab leaves).
 */
export default function DropdownMenuPopup({
  entries,
  align,
  open,
  onOpenChange,
  children,
}: DropdownMenuPopupProps) {
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    const entry = entries.find((candidate) => candidate.key === key);
    if (!entry) {
      return;
    }
    // A mouse click has reached the link itself; Enter on a focused entry reaches only the menu item, so the
    // entry's link is clicked here (that click comes back through this handler as a mouse click would).
    const link =
      domEvent.type === 'keydown'
        ? (domEvent.target as HTMLElement)
            .closest('[role="menuitem"]')
            ?.querySelector<HTMLAnchorElement>('a.dropdown-menu__link')
        : null;
    if (link) {
      link.click();
      return;
    }
    entry.onSelect?.();
  };
  const items: MenuProps['items'] = entries.map((entry) => ({
    key: entry.key,
    disabled: entry.disabled,
    label: entryContent(entry),
  }));
  return (
    <Dropdown
      menu={{ items, onClick }}
      trigger={['click']}
      placement={align === 'start' ? 'bottomLeft' : 'bottomRight'}
      autoFocus
      open={open}
      onOpenChange={onOpenChange}
    >
      {children}
    </Dropdown>
  );
}
