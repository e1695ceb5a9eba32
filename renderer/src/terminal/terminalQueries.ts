import type { IDisposable, IParser } from '@xterm/xterm';

/** XTWINOPS (`CSI Ps t`) values that ask for a report; the others change state or do nothing. */
const WINDOW_REPORTS = new Set([11, 13, 14, 15, 16, 18, 19, 20, 21]);

/** OSC colour commands that answer when asked with `?` (palette, foreground, background, cursor). */
const COLOUR_OSCS = [4, 10, 11, 12];

const swallow = () => true;

/**
 * Exactly one side answers a program's terminal queries: the main side's
 * headless terminal, which sees the same bytes. The visible terminal must stay
 * silent, or the program reads every answer twice (a stray `ESC[24;1R` typed
 * into Claude Code's prompt box). These handlers run before xterm's own and
 * return true for queries, so xterm never reaches the code that replies.
 */
export function silenceTerminalQueries(parser: IParser): IDisposable {
  const handlers = [
    parser.registerCsiHandler({ final: 'c' }, swallow), // DA1: primary device attributes
    parser.registerCsiHandler({ prefix: '>', final: 'c' }, swallow), // DA2: secondary
    parser.registerCsiHandler({ prefix: '=', final: 'c' }, swallow), // DA3: tertiary
    parser.registerCsiHandler({ final: 'n' }, swallow), // DSR: 5 n status, 6 n cursor position
    parser.registerCsiHandler({ prefix: '?', final: 'n' }, swallow), // DEC DSR (DECXCPR and friends)
    parser.registerCsiHandler({ intermediates: '$', final: 'p' }, swallow), // DECRQM, ANSI modes
    parser.registerCsiHandler({ prefix: '?', intermediates: '$', final: 'p' }, swallow), // DECRQM, DEC modes
    parser.registerCsiHandler({ prefix: '>', final: 'q' }, swallow), // XTVERSION
    parser.registerCsiHandler({ prefix: '?', final: 'u' }, swallow), // kitty keyboard flags query
    parser.registerCsiHandler({ final: 't' }, (params) => WINDOW_REPORTS.has(Number(params[0]))),
    parser.registerDcsHandler({ intermediates: '$', final: 'q' }, swallow), // DECRQSS
    parser.registerDcsHandler({ intermediates: '+', final: 'q' }, swallow), // XTGETTCAP
    // Setting a colour is not a query: only `?` asks for an answer.
    ...COLOUR_OSCS.map((id) => parser.registerOscHandler(id, (data) => data.includes('?'))),
  ];
  return { dispose: () => handlers.forEach((handler) => handler.dispose()) };
}
