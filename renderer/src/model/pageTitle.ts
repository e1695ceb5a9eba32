/** The page title with how many reviews wait to be looked at, as mail and chat apps do: "(2) Parley". */
export function pageTitle(unseen: number): string {
  return unseen > 0 ? `(${unseen}) Parley` : 'Parley';
}
