import type {
  ApprovalGate,
  Effort,
  ProfileSettings,
  Settings,
  ThemeChoice,
} from '../../../shared/contract';
import { ENV_NAME, ENV_NAME_RULE } from '../../../shared/contract';
import { shellWords } from '../../../shared/shellWords';
import { parseCostCeiling } from '../model/requestForm';
import { emptyPriceEntry, fromPriceEntry, toPriceEntry, type PriceEntry } from './priceEntry';
import {
  atField,
  contractErrors,
  profileFieldKey,
  type ProfileFieldName,
  type SettingsErrors,
} from './settingsErrors';

/** One profile's settings as typed: each list as text, one item a line. */
export interface ProfileForm {
  readonly command: string;
  /** Quoted as in a shell; empty keeps the profile's own arguments. */
  readonly args: string;
  /** NAME=value, one a line. */
  readonly env: string;
  readonly model: string;
  readonly allowedCommands: string;
  readonly prices: PriceEntry;
}

/** The Settings form as typed. */
export interface SettingsForm {
  readonly reviewerProfileId: string;
  readonly effort: Effort;
  readonly gate: ApprovalGate;
  readonly maxRounds: string;
  readonly autoIterate: boolean;
  readonly costCeiling: string;
  readonly profiles: Readonly<Record<string, ProfileForm>>;
  readonly standardsFile: string;
  readonly theme: ThemeChoice;
  readonly editorCommand: string;
  readonly terminalFontSize: string;
  readonly terminalScrollback: string;
}

export const emptyProfileForm: ProfileForm = {
  command: '',
  args: '',
  env: '',
  model: '',
  allowedCommands: '',
  prices: emptyPriceEntry,
};

export function toSettingsForm(settings: Settings): SettingsForm {
  const { review } = settings;
  return {
    reviewerProfileId: review.reviewerProfileId,
    effort: review.effort,
    gate: review.gate,
    maxRounds: String(review.maxRounds),
    autoIterate: review.autoIterate,
    costCeiling: review.costCeiling === null ? '' : String(review.costCeiling),
    profiles: Object.fromEntries(
      Object.entries(settings.profiles).map(([id, profile]) => [id, toProfileForm(profile)]),
    ),
    standardsFile: settings.standardsFile,
    theme: settings.theme,
    editorCommand: settings.editor.command,
    terminalFontSize: String(settings.terminal.fontSize),
    terminalScrollback: String(settings.terminal.scrollback),
  };
}

function toProfileForm(profile: ProfileSettings): ProfileForm {
  return {
    command: profile.command ?? '',
    args: profile.args?.map(quoteWord).join(' ') ?? '',
    env: Object.entries(profile.env)
      .map(([name, value]) => `${name}=${value}`)
      .join('\n'),
    model: profile.model ?? '',
    allowedCommands: profile.allowedCommands.join('\n'),
    prices: toPriceEntry(profile.prices),
  };
}

/** A word as shellWords reads it back: quoted only when it needs to be. */
function quoteWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

export type SettingsResult =
  | { readonly ok: true; readonly settings: Settings }
  | { readonly ok: false; readonly errors: SettingsErrors };

/**
 * The settings the form stands for, on top of `base` (the parts the form
 * does not show), or every wrong field at once: what text alone cannot say
 * (quoting, NAME=value lines, the ceiling) is checked here, every value
 * against the contract the core will check it with.
 */
export function fromSettingsForm(form: SettingsForm, base: Settings): SettingsResult {
  const errors: Record<string, string> = {};
  const ceiling = parseCostCeiling(form.costCeiling);
  if (ceiling !== null && typeof ceiling === 'object') {
    errors['review.costCeiling'] = atField('review.costCeiling', ceiling.error);
  }
  const profiles: Record<string, ProfileSettings> = {};
  for (const [id, profile] of Object.entries(form.profiles)) {
    const parsed = fromProfileForm(profile);
    for (const [field, problem] of Object.entries(parsed.problems)) {
      const key = profileFieldKey(id, field as ProfileFieldName);
      errors[key] = atField(key, problem);
    }
    if (parsed.settings) profiles[id] = parsed.settings;
  }
  const settings: Settings = {
    ...base,
    review: {
      reviewerProfileId: form.reviewerProfileId,
      effort: form.effort,
      gate: form.gate,
      maxRounds: typedNumber(form.maxRounds),
      autoIterate: form.autoIterate,
      costCeiling: typeof ceiling === 'number' ? ceiling : null,
    },
    profiles,
    standardsFile: form.standardsFile.trim(),
    theme: form.theme,
    editor: { command: form.editorCommand.trim() },
    terminal: {
      fontSize: typedNumber(form.terminalFontSize),
      scrollback: typedNumber(form.terminalScrollback),
    },
  };
  const all = { ...contractErrors(settings), ...errors };
  return Object.keys(all).length === 0 ? { ok: true, settings } : { ok: false, errors: all };
}

/**
 * A number as typed, thousands separators ("10,000") aside. Not a number (or
 * nothing) goes to the contract as NaN, which says what the value must be.
 */
function typedNumber(text: string): number {
  const typed = text.trim();
  if (typed === '') return Number.NaN;
  return Number(/^\d{1,3}(?:[, _]\d{3})+$/.test(typed) ? typed.replace(/[, _]/g, '') : typed);
}

interface ParsedProfile {
  /** Null when nothing is changed. */
  readonly settings: ProfileSettings | null;
  /** What is wrong with the text of a field. */
  readonly problems: Partial<Record<ProfileFieldName, string>>;
}

function fromProfileForm(form: ProfileForm): ParsedProfile {
  const problems: Partial<Record<ProfileFieldName, string>> = {};
  let args: string[] | undefined;
  try {
    args = form.args.trim() ? shellWords(form.args) : undefined;
  } catch (error) {
    problems.args = error instanceof Error ? error.message : String(error);
  }
  const env: Record<string, string> = {};
  // Numbered as typed: blank lines count, though they set nothing.
  const envLines = form.env
    .split('\n')
    .map((line, i) => ({ line: line.trim(), i }))
    .filter(({ line }) => line !== '');
  for (const { line, i } of envLines) {
    const equals = line.indexOf('=');
    const name = line.slice(0, Math.max(equals, 0)).trim();
    if (equals <= 0) problems.env ??= `line ${i + 1}: write NAME=value`;
    else if (!ENV_NAME.test(name)) problems.env ??= `line ${i + 1}: "${name}": ${ENV_NAME_RULE}`;
    else env[name] = line.slice(equals + 1);
  }
  const allowedCommands = lines(form.allowedCommands);
  const command = form.command.trim();
  const model = form.model.trim();
  const prices = fromPriceEntry(form.prices);
  const unchanged = !command && !args && envLines.length === 0 && !model;
  if (unchanged && allowedCommands.length === 0 && !prices) return { settings: null, problems };
  return {
    settings: {
      ...(command ? { command } : {}),
      ...(args ? { args } : {}),
      env,
      ...(model ? { model } : {}),
      allowedCommands,
      ...(prices ? { prices } : {}),
    },
    problems,
  };
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
