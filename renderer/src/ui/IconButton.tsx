import { Icon, type IconName } from './Icon';

interface IconButtonProps {
  readonly icon: IconName;
  /** What the button does, for screen readers. */
  readonly label: string;
  /** The tooltip, e.g. with its shortcut; the label when not given. */
  readonly title?: string;
  readonly iconSize?: number;
  readonly onClick: () => void;
}

/** A button that shows only an icon, labelled for people who cannot see it. */
export function IconButton({ icon, label, title, iconSize, onClick }: IconButtonProps) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={title ?? label}
      onClick={onClick}
    >
      <Icon name={icon} {...(iconSize ? { size: iconSize } : {})} />
    </button>
  );
}
