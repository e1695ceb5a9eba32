/**
 * parley-agent's turn end: after each turn's answer (and its usage line and
 * prompt) it writes `ESC ] 6973 ; turn-end ; <token> BEL` to its terminal.
 * The token comes from the session's environment, fresh per session, so a
 * diff or a file the agent quotes can never end a turn early. Terminals
 * ignore OSC numbers they do not know, so the sequence shows nowhere; the
 * agent writes it only when the token is set (not in a person's terminal).
 */
import { randomBytes } from 'node:crypto';
import type { OutputMarkerSignal } from './turnSignal';

/** An OSC number no terminal uses (xterm.js, VTE, iTerm2, kitty and VS Code's 633 all differ). */
export const TURN_END_OSC = 6973;
/** The variable that hands the program its token; the program writes the marker only with it. */
export const TURN_END_TOKEN_ENV = 'PARLEY_TURN_END_TOKEN';

/** What the program writes after its answer. */
export function turnEndSequence(token: string): string {
  return `\x1b]${TURN_END_OSC};${turnEndPayload(token)}\x07`;
}

export function createTurnEndMarker(): OutputMarkerSignal {
  const token = randomBytes(16).toString('hex');
  return {
    kind: 'output-marker',
    args: [],
    env: { [TURN_END_TOKEN_ENV]: token },
    osc: TURN_END_OSC,
    payload: turnEndPayload(token),
    dispose: () => undefined,
  };
}

function turnEndPayload(token: string): string {
  return `turn-end;${token}`;
}
