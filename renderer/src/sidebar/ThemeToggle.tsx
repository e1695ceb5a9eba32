import { useDispatcher } from '../store/StoreContext';
import { Icon } from '../ui/Icon';
import { toggleTheme, useThemeInUse } from '../ui/theme';

/** Light or dark, saved in the settings. */
export function ThemeToggle() {
  const dispatcher = useDispatcher();
  const theme = useThemeInUse();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={() => toggleTheme(dispatcher.chooseTheme)}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
