/**
 * Whether an operator's `acceptedPattern` may be published (docs/decisions/046): it must compile
 * as a `u`-flag regular expression (what ajv and the browser both build), be at most 500
 * characters, and be safe from catastrophic backtracking. Safety is safe-regex2's star-height
 * check (the one Fastify's router uses on route patterns): no repetition inside a repetition and
 * at most 25 repetitions. Conservative: it also refuses some linear patterns (an id of the
 * pattern table covers those), and it cannot see overlapping alternatives such as (a|a)*, which
 * the gateway's length cut (one character past the field's maximum, at most 256) keeps small.
 */
import safeRegex from 'safe-regex2';

export const acceptedPatternLimit = 500;

export type PatternVerdict = 'ok' | 'too-long' | 'invalid' | 'unsafe';

/** "*" (any text) is always fine; anything else must compile, fit and be linear. */
export function acceptedPatternVerdict(source: string): PatternVerdict {
  if (source === '*') return 'ok';
  if (source.length > acceptedPatternLimit) return 'too-long';
  try {
    new RegExp(source, 'u');
  } catch {
    return 'invalid';
  }
  return safeRegex(source) ? 'ok' : 'unsafe';
}
