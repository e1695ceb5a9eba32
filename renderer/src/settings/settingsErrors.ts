import { priceFields, SettingsSchema, type Settings } from '../../../shared/contract';

/**
 * What is wrong with the Settings form, by the field that shows it: its path
 * in the settings (`review.maxRounds`, `profiles.<id>.env`,
 * `profiles.<id>.prices.outputPerMTok`, `editor.command`). Each message names
 * the field as its label does: "Default max rounds: at most 20".
 */
export type SettingsErrors = Readonly<Record<string, string>>;

/** A profile's field that can be wrong: a ProfileForm field, or one of its prices. */
export type ProfileFieldName =
  'command' | 'args' | 'env' | 'model' | 'allowedCommands' | `prices.${keyof typeof priceFields}`;

const LABELS: Readonly<Record<string, string>> = {
  'review.reviewerProfileId': 'Default reviewer',
  'review.effort': 'Default effort',
  'review.gate': 'Default approval gate',
  'review.maxRounds': 'Default max rounds',
  'review.costCeiling': 'Default cost ceiling',
  standardsFile: 'Standards file',
  'editor.command': 'Editor command',
  theme: 'Theme',
  'terminal.fontSize': 'Font size',
  'terminal.scrollback': 'Scrollback lines',
};

const PROFILE_LABELS: Readonly<Record<ProfileFieldName, string>> = {
  command: 'Command',
  args: 'Arguments',
  env: 'Environment',
  model: 'Model',
  allowedCommands: 'Allowed commands',
  'prices.inputPerMTok': priceFields.inputPerMTok,
  'prices.outputPerMTok': priceFields.outputPerMTok,
  'prices.cacheReadPerMTok': priceFields.cacheReadPerMTok,
  'prices.cacheWritePerMTok': priceFields.cacheWritePerMTok,
};

export function profileFieldKey(profileId: string, field: ProfileFieldName): string {
  return `profiles.${profileId}.${field}`;
}

/** The message a field shows: its label, then what is wrong in lower case, no full stop. */
export function atField(key: string, problem: string): string {
  const what = problem.trim().replace(/\.$/, '');
  return `${labelOf(key)}: ${/^[A-Z](?![A-Z])/.test(what) ? what[0]!.toLowerCase() + what.slice(1) : what}`;
}

/** What the contract refuses in `settings`, the first refusal of each field. */
export function contractErrors(settings: Settings): Record<string, string> {
  const checked = SettingsSchema.safeParse(settings);
  const errors: Record<string, string> = {};
  for (const issue of checked.error?.issues ?? []) {
    const key = fieldKey(issue.path.map(String));
    errors[key] ??= atField(key, issue.message);
  }
  return errors;
}

/** The profiles (by id) that have a field to fix. */
export function profilesWithErrors(errors: SettingsErrors): string[] {
  const ids = Object.keys(errors).flatMap((key) => {
    const [root, id] = key.split('.');
    return root === 'profiles' && id !== undefined ? [id] : [];
  });
  return [...new Set(ids)];
}

/** The field a refusal belongs to: a profile's field (or price), else the setting's own. */
function fieldKey(path: readonly string[]): string {
  if (path[0] === 'profiles') return path.slice(0, path[2] === 'prices' ? 4 : 3).join('.');
  return path.slice(0, 2).join('.');
}

function labelOf(key: string): string {
  const [root, , ...field] = key.split('.');
  if (root === 'profiles') return PROFILE_LABELS[field.join('.') as ProfileFieldName] ?? key;
  return LABELS[key] ?? key;
}
