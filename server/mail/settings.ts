/** Where mail goes: an SMTP server, from TAPESCRIPT_SMTP_URL. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (smtps://, usually port 465); otherwise STARTTLS (see smtp.ts). */
  secure: boolean;
  /** Given together or not at all. */
  user?: string;
  password?: string;
}

/** Mail delivery as configured (TAPESCRIPT_SMTP_URL, TAPESCRIPT_MAIL_FROM). */
export interface MailSettings {
  smtp: SmtpSettings;
  /** The sender, "Name <address>" or an address. */
  from: string;
}
