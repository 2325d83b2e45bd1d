import type { Transporter } from 'nodemailer';
import type { Role } from '../auth/roles.ts';
import type { MailSettings } from './settings.ts';
import { smtpTransport } from './smtp.ts';

const ROLE_WORDS: Record<Role, string> = {
  viewer: 'read, play, export and comment on transcripts',
  editor: 'upload, edit and review transcripts',
  owner: 'manage the team and its transcripts',
};

const when = (date: Date) => date.toUTCString().replace(/:\d\d GMT$/, ' UTC');

/**
 * The account emails: an invitation and a password reset link, each with its link in plain text. Without mail
 * settings there is no mailer, and owners copy the links themselves.
 */
export class AccountMailer {
  constructor(
    private readonly settings: MailSettings,
    private readonly transport: Transporter = smtpTransport(settings.smtp),
  ) {}

  invitation(to: string, { url, inviter, role, expiresAt }: { url: string; inviter: string; role: Role; expiresAt: Date }): Promise<void> {
    return this.send(
      to,
      `${inviter} invited you to Tapescript`,
      [
        `${inviter} invited you to Tapescript, where you can ${ROLE_WORDS[role]} (role: ${role}).`,
        '',
        'Open this link to choose your password and sign in:',
        url,
        '',
        `The link works once, until ${when(expiresAt)}. If you did not expect it, ignore this email.`,
      ].join('\n'),
    );
  }

  passwordReset(to: string, { url, expiresAt }: { url: string; expiresAt: Date }): Promise<void> {
    return this.send(
      to,
      'Set a new Tapescript password',
      [
        'An owner of your Tapescript made a link for you to set a new password:',
        url,
        '',
        `The link works once, until ${when(expiresAt)}. Setting a new password signs you out everywhere else.`,
      ].join('\n'),
    );
  }

  /** Plain UTF-8 text; nodemailer writes the headers (names and subjects in any letters) and the envelope. */
  private async send(to: string, subject: string, text: string): Promise<void> {
    await this.transport.sendMail({ from: this.settings.from, to, subject, text });
  }
}
