import { notify } from '../../../components/Toaster.tsx';

/** The page's address with `?t=` at `seconds` (tenths), which useSeekFromUrl seeks to when the link is opened. */
export function momentLink(href: string, seconds: number): string {
  const url = new URL(href);
  url.hash = '';
  url.searchParams.set('t', String(Math.max(0, Math.round(seconds * 10) / 10)));
  return url.toString();
}

/** Puts a link to the playhead's moment on the clipboard and says so. */
export async function copyMomentLink(seconds: number): Promise<void> {
  try {
    await navigator.clipboard.writeText(momentLink(window.location.href, seconds));
    notify('success', 'Link copied', 'Whoever opens it starts at this moment.');
  } catch (error) {
    notify('error', 'Could not copy the link', (error as Error).message);
  }
}
