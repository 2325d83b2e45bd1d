import { badInput } from '../domain/errors.ts';

export const MIN_PASSWORD_LENGTH = 10;
const MAX_PASSWORD_LENGTH = 200;

/**
 * Passwords seen most often in breaches that are long enough to pass the length rule (the shorter ones already fail
 * it), compared without case, spaces and trailing digits or symbols.
 */
const COMMON = new Set([
  'password', 'passwordpassword', 'qwertyuiop', 'qwertyuiopasdfghjkl', 'qwertyqwerty', 'asdfghjkl', 'asdfasdfasdf', 'zxcvbnm',
  'iloveyou', 'sunshine', 'princess', 'football', 'baseball', 'basketball', 'superman', 'batman', 'starwars', 'trustno1',
  'letmein', 'welcome', 'welcometo', 'administrator', 'admin', 'changeme', 'whatever', 'dragon', 'monkey', 'master',
  'shadow', 'michael', 'jennifer', 'charlie', 'computer', 'internet', 'tapescript', 'interview', 'transcript',
  'abcdefghij', 'abcdefghijk', 'abcdefghijkl', 'aaaaaaaaaa', 'abc', 'qwerty', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  '1q2w3e4r5t', '1qaz2wsx3edc', 'qazwsxedc', 'zaq12wsx', 'correcthorsebatterystaple', 'mypassword', 'secret', 'opensesame',
]);

/** Why a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email = ''): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `A password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `A password may have at most ${MAX_PASSWORD_LENGTH} characters.`;
  const core = password.toLowerCase().replace(/\s+/g, '').replace(/[\d!@#$%^&*.?_-]+$/, '');
  if (/^\d+$/.test(password) || new Set(password).size < 4 || COMMON.has(core) || COMMON.has(password.toLowerCase())) {
    return 'That password is too common; choose another.';
  }
  const local = email.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && core === local) return 'A password must not be your email address.';
  return null;
}

/** Throws BAD_USER_INPUT when the password is refused. */
export function checkPassword(password: string, email?: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw badInput(problem);
}
