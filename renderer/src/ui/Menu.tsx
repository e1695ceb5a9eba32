import { useEffect, useRef, type KeyboardEvent } from 'react';

export interface MenuItem {
  readonly label: string;
  readonly onSelect: () => void;
  readonly danger?: boolean;
}

interface MenuProps {
  readonly label: string;
  readonly items: readonly MenuItem[];
  /** Viewport coordinates of the menu's top-left corner. */
  readonly at: { readonly x: number; readonly y: number };
  readonly onClose: () => void;
}

/** A small popup menu: arrow keys move, Enter picks, Esc or a click elsewhere closes. */
export function Menu({ label, items, at, onClose }: MenuProps) {
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const menu = menuRef.current;
    menu?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!menu?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [onClose]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [
      ...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []),
    ];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      buttons[(index + step + buttons.length) % buttons.length]?.focus();
    }
  }

  // Keep the menu inside the window whatever the click position.
  const style = {
    left: Math.min(at.x, window.innerWidth - 180),
    top: Math.min(at.y, window.innerHeight - 40 * items.length - 16),
  };

  return (
    <div
      ref={menuRef}
      className="menu"
      role="menu"
      aria-label={label}
      style={style}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <button
          key={item.label}
          type="button"
          role="menuitem"
          className={item.danger ? 'menu-item danger' : 'menu-item'}
          onClick={() => {
            onClose();
            item.onSelect();
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
