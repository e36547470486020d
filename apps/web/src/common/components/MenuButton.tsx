import { DownOutlined } from '@ant-design/icons';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

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

interface MenuButtonProps {
  label: ReactNode;
  icon?: ReactNode;
  entries: readonly MenuEntry[];
  className?: string;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  disabled?: boolean;
  /** Extra accessible name when the visible label may be hidden on small screens. */
  ariaLabel?: string;
}

function focusables(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')] : [];
}

/** A small disclosure menu (button + list of links/actions), keyboard operable, closed by Escape or outside click. */
export function MenuButton({
  label,
  icon,
  entries,
  className,
  align = 'end',
  disabled = false,
  ariaLabel,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const closeOnOutside = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', closeOnOutside);
    focusables(menuRef.current)[0]?.focus();
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = focusables(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const renderEntry = (entry: MenuEntry) => {
    const content = (
      <>
        <span className="menu-button__label">{entry.label}</span>
        {entry.note ? <small className="menu-button__note">{entry.note}</small> : null}
      </>
    );
    if (entry.disabled) {
      return (
        <span
          role="menuitem"
          tabIndex={-1}
          aria-disabled="true"
          className="menu-button__item menu-button__item--disabled"
        >
          {content}
        </span>
      );
    }
    const select = () => {
      setOpen(false);
      entry.onSelect?.();
    };
    if (entry.to) {
      return (
        <Link role="menuitem" className="menu-button__item" to={entry.to} onClick={select}>
          {content}
        </Link>
      );
    }
    if (entry.href) {
      return (
        <a
          role="menuitem"
          className="menu-button__item"
          href={entry.href}
          download={entry.download}
          target={entry.download ? undefined : '_blank'}
          rel={entry.download ? undefined : 'noopener noreferrer'}
          onClick={select}
        >
          {content}
        </a>
      );
    }
    return (
      <button type="button" role="menuitem" className="menu-button__item" onClick={select}>
        {content}
      </button>
    );
  };

  return (
    <div ref={rootRef} className={['menu-button', className].filter(Boolean).join(' ')}>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        {icon ? <span className="menu-button__icon">{icon}</span> : null}
        <span className="menu-button__text">{label}</span>
        <DownOutlined className="menu-button__caret" aria-hidden />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          className={`menu-button__menu menu-button__menu--${align}`}
          onKeyDown={onMenuKeyDown}
        >
          {entries.map((entry) => (
            <div key={entry.key} role="none">
              {renderEntry(entry)}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
