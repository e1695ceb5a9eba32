import fs from 'node:fs';
import type { AgentReview } from '../../../../shared/contract';
import { currentRound } from '../../../../shared/contract';
import { transcriptFile } from './transcript';

/**
 * Whether an interrupted phase's prompt reached its agent though its
 * delivery was never recorded (the process died between the paste and that
 * record): the phase's transcript holds output past what it held when the
 * paste began (the agent echoing it, or working), or the prompt's nonce.
 */
export function promptArrived(dataDir: string, review: AgentReview): boolean {
  const sending = review.promptSending;
  if (!sending || !review.phase || review.promptDelivered) return false;
  const file = transcriptFile({
    dataDir,
    reviewId: review.id,
    round: currentRound(review),
    phase: review.phase,
  });
  let text: Buffer;
  try {
    text = fs.readFileSync(file);
  } catch {
    return false;
  }
  return text.length > sending.transcriptBytes || text.includes(sending.nonce);
}
