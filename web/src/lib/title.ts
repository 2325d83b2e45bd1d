/** The title a new upload starts with: the file name before its first dot, underscores as spaces. */
export function titleFromFileName(fileName: string): string {
  return fileName.split('.')[0].replace(/_/g, ' ');
}

export const TITLE_REQUIRED = 'Title is required';
/** The server's limit (server/domain/title.ts), checked here before a file is sent. */
export const TITLE_MAX_CHARS = 200;
export const TITLE_TOO_LONG = `Title must be at most ${TITLE_MAX_CHARS} characters`;

/** The title field's message, or null when the title may be sent. */
export function validateTitle(title: string): string | null {
  if (!title.trim()) return TITLE_REQUIRED;
  return title.trim().length > TITLE_MAX_CHARS ? TITLE_TOO_LONG : null;
}
