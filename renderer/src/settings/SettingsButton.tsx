import { Icon } from '../ui/Icon';

/** Opens Settings: beside the theme toggle in the sidebar's header. */
export function SettingsButton({ onOpen }: { onOpen: () => void }) {
  return (
    <button
      type="button"
      className="icon-button settings-button"
      aria-label="Settings"
      title="Settings"
      onClick={onOpen}
    >
      <Icon name="settings" />
    </button>
  );
}
