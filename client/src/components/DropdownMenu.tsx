import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

interface DropdownMenuProps {
  /** The toggle button's id (the menu is labelled by it). */
  id: string;
  label: ReactNode;
  /** The toggle's Bootstrap button classes, e.g. 'btn-outline-light btn-sm'. */
  toggleClassName: string;
  /** 'end': the menu's right edge under the toggle's. */
  align?: 'end';
  /** 'up': the menu opens above the toggle. */
  drop?: 'up';
  /** Items: MenuLink, MenuButton, MenuText, MenuDivider. */
  children: ReactNode;
}

/** The items a keyboard moves through. */
const ITEMS = '.dropdown-item:not(:disabled)';

/**
 * A button that opens a list of links and actions, in Bootstrap's dropdown markup and styles
 * (the menu placed by CSS, `data-bs-popper="static"`): react-bootstrap's Dropdown brought Popper
 * and its positioning to every signed-in page (10 KB) for two menus that never need to flip.
 * Opens with a click, Enter, Space or ↓; ↑/↓ move between items; Escape closes it and returns
 * to the toggle; choosing an item, clicking elsewhere or tabbing away closes it. Rendered from
 * its first opening on, as react-bootstrap did.
 */
export function DropdownMenu({ id, label, toggleClassName, align, drop, children }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  /** Focus the first item once the menu has rendered (opened from the keyboard). */
  const focusFirst = useRef(false);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) root.current?.querySelector<HTMLElement>(ITEMS)?.focus();
    focusFirst.current = false;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const show = (fromKeyboard: boolean) => {
    focusFirst.current = fromKeyboard;
    setShown(true);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  };

  const keys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return show(true);
      const items = [...(root.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
      const at = items.indexOf(document.activeElement as HTMLElement);
      const next = event.key === 'ArrowDown' ? (at + 1) % items.length : (at <= 0 ? items.length : at) - 1;
      items[next]?.focus();
    }
  };
  // Focus leaving the menu and its toggle (Tab) closes it.
  const blur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  // An item chosen closes the menu; one that must keep it open stops the click (MenuButton keepOpen).
  const chosen = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('.dropdown-item')) setOpen(false);
  };

  return (
    // The toggle and the items are the controls; the wrapper only hears their keys and focus.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={root} className={drop === 'up' ? 'dropup' : 'dropdown'} onKeyDown={keys} onBlur={blur}>
      <button
        ref={toggle}
        id={id}
        type="button"
        className={`dropdown-toggle btn ${toggleClassName}${open ? ' show' : ''}`}
        aria-expanded={open}
        onClick={(event) => (open ? close(false) : show(event.detail === 0))}
      >
        {label}
      </button>
      {shown && (
        // Not a widget of its own: the keys are handled by the wrapper, the clicks by the items.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div
          className={`dropdown-menu${align === 'end' ? ' dropdown-menu-end' : ''}${open ? ' show' : ''}`}
          aria-labelledby={id}
          data-bs-popper="static"
          onClick={chosen}
        >
          {children}
        </div>
      )}
    </div>
  );
}

/** An action in a menu. `keepOpen`: the menu stays open after it (it shows its own result there). */
export function MenuButton({
  onClick,
  keepOpen = false,
  title,
  className,
  children,
}: {
  onClick: () => void;
  keepOpen?: boolean;
  title?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className ? `dropdown-item ${className}` : 'dropdown-item'}
      title={title}
      onClick={(event) => {
        if (keepOpen) event.stopPropagation();
        onClick();
      }}
    >
      {children}
    </button>
  );
}

/** Text in a menu that is not an item (the signed-in role). */
export const MenuText = ({ children }: { children: ReactNode }) => (
  <span className="dropdown-item-text">{children}</span>
);

export const MenuDivider = () => <hr className="dropdown-divider" />;
