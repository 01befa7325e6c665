/**
 * Frustration: the interviewer must notice it before asking anything else. Signals are the
 * user's own feelings ("I'm frustrated", "this is annoying"), complaints about the interview itself ("too
 * many questions", "I already told you"), requests to stop ("just generate it"), and shouting ("!!", "ugh").
 * Feelings count only in the first person or about "this/it", so a user describing their customers'
 * frustration ("customers are frustrated by invoices") is not mistaken for frustration with Charter.
 */

const FEELING =
  /\b(?:i'?m|i am|i feel|getting|this is|that'?s|it'?s|so|really) (?:so |really |getting |very )?(?:frustrat|annoy|irritat|confus|fed up|sick of|tired of)/i;
const COMPLAINT =
  /\b(?:useless|pointless|ridiculous|waste of (?:my )?time|not helpful|unhelpful|going in circles|(?:already|just) (?:told|said|answered|explained)|stop asking|too many questions|(?:just|please) (?:generate|make|build|write) (?:it|the|my)|give up|ugh+|argh+|wtf|you(?:'re| are) not listening|makes no sense)\b|!{2,}|\?{3,}/i;

/** Whether a message shows frustration with the conversation. @example detectFrustration('Ugh, I already told you!!') // true */
export function detectFrustration(message: string): boolean {
  return FEELING.test(message) || COMPLAINT.test(message);
}
