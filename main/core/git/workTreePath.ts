import path from 'node:path';

/**
 * Whether `target` lies inside the folder `root` (not `root` itself), as
 * paths go: links are not followed ("..x" is a name inside, "../x" is not).
 */
export function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return (
    relative !== '' &&
    !relative.startsWith(`..${path.sep}`) &&
    relative !== '..' &&
    !path.isAbsolute(relative)
  );
}
