/**
 * What git's file modes say a path is, in words, for the Review Panel and the
 * reviewer's prompt alike: a mode shown as a number tells a person little, and
 * a symbolic link's or a submodule's "content" is no code.
 */

type PathKind = 'file' | 'executable file' | 'symbolic link' | 'submodule';

function kindOf(mode: string): PathKind {
  if (mode === '120000') return 'symbolic link';
  if (mode === '160000') return 'submodule';
  return mode === '100755' ? 'executable file' : 'file';
}

/** The kind of a path whose mode this is, when it is no plain file: its content is no code. */
export function specialKind(mode: string | null): 'symbolic link' | 'submodule' | null {
  const kind = mode === null ? null : kindOf(mode);
  return kind === 'symbolic link' || kind === 'submodule' ? kind : null;
}

/**
 * How a file's mode changed, or null when it did not: its type ("file →
 * symbolic link"), or its mode bits ("100644 → 100755, now executable").
 */
export function modeChange(
  oldMode: string | null,
  newMode: string | null,
): { readonly typeChanged: boolean; readonly text: string } | null {
  if (oldMode === null || newMode === null || oldMode === newMode) return null;
  const [before, after] = [kindOf(oldMode), kindOf(newMode)];
  const isFile = (kind: PathKind) => kind === 'file' || kind === 'executable file';
  if (!isFile(before) || !isFile(after)) return { typeChanged: true, text: `${before} → ${after}` };
  const now =
    before === after
      ? ''
      : after === 'executable file'
        ? ', now executable'
        : ', no longer executable';
  return { typeChanged: false, text: `${oldMode} → ${newMode}${now}` };
}
