/** hh:mm:ss, seconds truncated: as the server's quote exports write a quote's time. */
export function quoteTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}

/** `"…" — Speaker, Title (00:12:34)`: what "Copy as quote" puts on the clipboard, as the exports cite a quote (README "Quotes"). */
export function citation(quote: { quote: string; speaker: string; start: number; transcript: { title: string } }): string {
  return `"${quote.quote}" — ${quote.speaker}, ${quote.transcript.title} (${quoteTime(quote.start)})`;
}
