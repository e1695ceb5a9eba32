/**
 * US dollars for people: cents, or hundredths of a cent when less than one
 * ("$0.0050"); `fine` asks for hundredths of a cent whatever the amount, so
 * amounts shown side by side read alike.
 */
export function usdText(usd: number, fine = usd > 0 && usd < 0.01): string {
  return `$${usd.toFixed(fine ? 4 : 2)}`;
}

/** Whether amounts shown together need hundredths of a cent: one of them is under a cent. */
export function needsFineUsd(amounts: readonly number[]): boolean {
  return amounts.some((usd) => usd > 0 && usd < 0.01);
}
