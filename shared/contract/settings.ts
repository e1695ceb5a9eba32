import { z } from 'zod';
import { defineCommands, defineEvents, emptyInput } from './define';
import { ApprovalGateSchema, DEFAULT_APPROVAL_GATE } from './findings';
import { EffortSchema } from './reviewModel';
import { ROUND_LIMIT } from './reviewRules';

/*
 * The user's settings: one schema validates what the Settings view sends,
 * what the core keeps in settings.json and what it reads back. Every field
 * has a default, so an older file missing new fields still loads. A refusal
 * says what the value must be ("at most 20"); whoever shows it puts the
 * field's name before it.
 */

/** A command an unattended agent may run, as a prefix ("npm run e2e"). */
const AllowedCommand = z
  .string()
  .trim()
  .min(1, 'an allowed command cannot be empty')
  .max(1000)
  .regex(/^[^\n\r]*$/, 'an allowed command is one line');

/** What an environment variable's name may be, and how the Settings view says so. */
export const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const ENV_NAME_RULE = 'letters, digits and _ only, not starting with a digit';

const EnvName = z.string().regex(ENV_NAME, ENV_NAME_RULE);

/** The prices a profile's tokens may be given, each named as the Settings view names it. */
export const priceFields = {
  inputPerMTok: 'Input price',
  outputPerMTok: 'Output price',
  cacheReadPerMTok: 'Cache-read price',
  cacheWritePerMTok: 'Cache-write price',
} as const;
export type PriceField = keyof typeof priceFields;

/** US dollars per million tokens. */
function pricePerMTok() {
  return z
    .number({ error: 'a number of US dollars per million tokens' })
    .min(0, 'cannot be negative')
    .max(10_000, 'at most $10,000 per million tokens');
}

/**
 * A profile's own prices, over the built-in table field by field: a field
 * left out is the table's price for the model the agent records.
 */
export const PriceSettingsSchema = z
  .object({
    inputPerMTok: pricePerMTok().optional(),
    outputPerMTok: pricePerMTok().optional(),
    cacheReadPerMTok: pricePerMTok().optional(),
    cacheWritePerMTok: pricePerMTok().optional(),
  })
  .strict();
export type PriceSettings = z.infer<typeof PriceSettingsSchema>;

/** What the user changed of one agent profile; unset fields keep the profile's own. */
export const ProfileSettingsSchema = z
  .object({
    /** The program to run instead of the profile's (a name on PATH or a path). */
    command: z.string().trim().min(1, 'the command cannot be empty').max(4096).optional(),
    /** Replace the profile's own arguments. */
    args: z.array(z.string().max(4096)).max(100).optional(),
    /** Added to the environment the program starts with. */
    env: z.record(EnvName, z.string().max(32_768)).default({}),
    /** The model its cost is estimated for, when the program reports none. */
    model: z.string().trim().min(1, 'the model cannot be empty').max(100).optional(),
    /** What its tokens cost, over the built-in table; read at each priced turn. */
    prices: PriceSettingsSchema.optional(),
    /** What it may run unattended, beyond the project's checks and read-only git. */
    allowedCommands: z.array(AllowedCommand).max(200).default([]),
  })
  .strict();
export type ProfileSettings = z.infer<typeof ProfileSettingsSchema>;

export const themeChoices = ['system', 'light', 'dark'] as const;
export const ThemeChoiceSchema = z.enum(themeChoices);
export type ThemeChoice = z.infer<typeof ThemeChoiceSchema>;

/**
 * What a terminal starts with until the user says otherwise: its font size in
 * pixels (every open terminal takes a change at once), and the lines of
 * scrollback it keeps (a session started after a change keeps that many for
 * when its terminal is shown again).
 */
export const TERMINAL_DEFAULTS = { fontSize: 13, scrollback: 10_000 } as const;
export type TerminalSettings = { readonly fontSize: number; readonly scrollback: number };

export const SettingsSchema = z
  .object({
    /** The Request Agent Review form starts from these. */
    review: z
      .object({
        /** The profile whose session is preselected as reviewer; empty for none. */
        reviewerProfileId: z.string().max(100).default(''),
        maxRounds: z
          .int({ error: `a whole number from 1 to ${ROUND_LIMIT}` })
          .min(1, 'at least 1')
          .max(ROUND_LIMIT, `at most ${ROUND_LIMIT}`)
          .default(3),
        autoIterate: z.boolean().default(true),
        effort: EffortSchema.default('medium'),
        /** The approval gate reviews start with (see findings.ts). */
        gate: ApprovalGateSchema.default(DEFAULT_APPROVAL_GATE),
        /** US dollars per review; null for no ceiling. */
        costCeiling: z
          .number()
          .positive('above zero, or none')
          .max(10_000, 'at most $10,000')
          .nullable()
          // No ceiling unless the user sets one, as the request form always started.
          .default(null),
      })
      .strict()
      .prefault({}),
    /** Changes to the agent profiles, by profile id; read when a session starts. */
    profiles: z.record(z.string().min(1).max(100), ProfileSettingsSchema).default({}),
    /**
     * The review standards file, relative to the workspace (or absolute);
     * empty: the first of .parley/standards.md, AGENTS.md, CLAUDE.md.
     */
    standardsFile: z.string().trim().max(4096, 'at most 4,096 characters').default(''),
    theme: ThemeChoiceSchema.default('system'),
    editor: z
      .object({
        /**
         * How "Open in editor" runs: a command line, with {file} and {line} where
         * they go (else the editor's own way of saying file and line); empty:
         * $VISUAL / $EDITOR, else the system's default application.
         */
        command: z.string().trim().max(4096, 'at most 4,096 characters').default(''),
      })
      .strict()
      .prefault({}),
    /** How terminals look and how much they keep (see TerminalSettings). */
    terminal: z
      .object({
        fontSize: z
          .int({ error: 'a whole number from 8 to 40' })
          .min(8, 'at least 8')
          .max(40, 'at most 40')
          .default(TERMINAL_DEFAULTS.fontSize),
        scrollback: z
          .int({ error: 'a whole number of lines from 100 to 100,000' })
          .min(100, 'at least 100 lines')
          .max(100_000, 'at most 100,000 lines')
          .default(TERMINAL_DEFAULTS.scrollback),
      })
      .strict()
      .prefault({}),
  })
  .strict();
export type Settings = z.infer<typeof SettingsSchema>;

/** Where the standards of a review in this folder come from, and whether that file is there. */
export const StandardsInUseSchema = z.object({
  /** The file as the setting or the search names it; null when none was found. */
  source: z.string().nullable(),
  /** The absolute path, when there is one. */
  path: z.string().nullable(),
  /** True when the setting names a file that does not exist or is empty. */
  missing: z.boolean(),
});
export type StandardsInUse = z.infer<typeof StandardsInUseSchema>;

/** US dollars per million tokens, each kind of token. */
export const PriceFiguresSchema = z.object({
  inputPerMTok: z.number(),
  outputPerMTok: z.number(),
  cacheReadPerMTok: z.number(),
  cacheWritePerMTok: z.number(),
});
export type PriceFigures = z.infer<typeof PriceFiguresSchema>;

/** The price table's row for a program that calls no model (free), and for a model it does not list. */
export const NO_MODEL_PRICE_ROW = 'no model';
export const DEFAULT_PRICE_ROW = 'default';

/** The built-in table's prices for a profile's model: what a blank price field stands for. */
export const TablePricesSchema = z.object({
  /** The model they are for: Settings' model for the profile, else the profile's own. */
  model: z.string(),
  /** The table row that matched, e.g. "claude-sonnet" ("default" for a model it does not know). */
  row: z.string(),
  /** The day the table was last checked against the providers' price lists. */
  asOf: z.string(),
  prices: PriceFiguresSchema,
});
export type TablePrices = z.infer<typeof TablePricesSchema>;

export const settingsCommands = defineCommands({
  'settings:get': { input: emptyInput, output: SettingsSchema },
  /** Replaces the settings whole; applied at once, kept across restarts. */
  'settings:set': { input: SettingsSchema, output: SettingsSchema },
  /** The standards file reviews in the workspace would use now. */
  'settings:standards': { input: emptyInput, output: StandardsInUseSchema },
  /** The built-in table's prices for a profile, as its model is set now. */
  'settings:table-prices': {
    input: z.object({ profileId: z.string().min(1).max(100) }).strict(),
    output: TablePricesSchema,
  },
});

export const settingsEvents = defineEvents({
  'settings:did-change': SettingsSchema,
});
