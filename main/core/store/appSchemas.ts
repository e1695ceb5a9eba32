import { z } from 'zod';

/*
 * The shapes of the app's store files. Reviews and sessions reuse the
 * contract's schemas, so what is saved is what the UI is shown. A change to
 * those schemas that old files would fail needs a version bump and a
 * migration in main/core/appStores.ts; otherwise the entries that fail are dropped (and
 * the old file copied aside) at the next start.
 */

// The settings' shape is the contract's: what the Settings view sends is what is kept.
export { SettingsSchema, type Settings } from '../../../shared/contract';

const RegexSource = z
  .string()
  .max(1000)
  .refine(compiles, { message: 'not a valid regular expression' });

/** A profile the user defined: the data part of an AgentProfile (patterns as regex source). */
export const CustomProfileSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lowercase letters, digits and dashes'),
  name: z.string().trim().min(1).max(100),
  description: z.string().max(500).default(''),
  command: z.string().trim().min(1).max(4096),
  args: z.array(z.string().max(4096)).max(100).default([]),
  env: z.record(z.string(), z.string()).default({}),
  submit: z.enum(['paste', 'stdin']).default('paste'),
  /** The screen shows this when the program waits for input. */
  readyPattern: RegexSource.optional(),
  /** A line with the cost: first group US dollars, or named groups input/output tokens. */
  costPattern: RegexSource.optional(),
  /** Priced for the estimate when the program prints no cost. */
  model: z.string().max(100).optional(),
});
export type CustomProfile = z.infer<typeof CustomProfileSchema>;

function compiles(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}
