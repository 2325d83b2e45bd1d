/** The title a new upload starts with: the file name before its first dot, underscores as spaces. */
export function titleFromFileName(fileName: string): string {
  return fileName.split('.')[0].replace(/_/g, ' ');
}

export const TITLE_REQUIRED = 'Title is required';

/** The title field's message, or null when the title may be sent. */
export function validateTitle(title: string): string | null {
  return title.trim() ? null : TITLE_REQUIRED;
}
