import { randomInt } from 'node:crypto';
import { sameSecret } from './presented.ts';

/** Letters and digits that cannot be read as one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const WRONG_GUESSES = 5;

/**
 * The one-time code that makes the first owner on the first-run page (POST /setup). Printed in the server's log
 * at start-up while no account exists: whoever reads the log runs the server. (A loopback check would not do:
 * behind a proxy on the same host every request comes from loopback.) After a few wrong guesses it is replaced
 * by a new one, printed again; once used it is gone.
 */
export class SetupCode {
  private code: string | null = null;
  private wrong = 0;

  constructor(private readonly log: (message: string) => void) {}

  /** Makes and prints a new code. */
  issue(): void {
    const groups = Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''));
    this.code = groups.join('-');
    this.wrong = 0;
    this.log(`No one can sign in yet. Open /setup in the browser and give this one-time setup code to make the first owner: ${this.code}`);
    this.log('  (or run "npm run users -- add --role owner EMAIL" on this machine)');
  }

  get active(): boolean {
    return this.code !== null;
  }

  /** Whether `given` is the code (spaces, dashes and case aside). */
  check(given: string): boolean {
    if (!this.code) return false;
    const normal = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
    if (sameSecret(normal(given), normal(this.code))) return true;
    if (++this.wrong >= WRONG_GUESSES) {
      this.log('The setup code was guessed wrong several times, so it was replaced:');
      this.issue();
    }
    return false;
  }

  /** The first owner exists: no code any more. */
  retire(): void {
    this.code = null;
  }
}
