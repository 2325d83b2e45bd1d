// Anything that could end the header (CR/LF), end the quoted string (", \) or name a path (/), and the
// bidi controls that can make "…cod.exe" read as "…exe.docx".
const UNSAFE = /[\u0000-\u001f\u007f-\u009f"\\/\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** RFC 5987 attr-chars are letters, digits and !#$&+-.^_`|~; encodeURIComponent also leaves '()* alone. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Old clients only read `filename`, so it gets a plain-ASCII approximation: accents dropped ("Café" ->
 * "Cafe"), other non-ASCII and "%" (some browsers percent-decode it) replaced by "_".
 */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|%/g, '_');
}

/**
 * A Content-Disposition header value that downloads `filename` under its own name (RFC 6266): a quoted
 * ASCII `filename` plus `filename*=UTF-8''…` for the exact name. Every byte of the result is printable
 * ASCII, so no title can inject a header or a path.
 */
export function contentDisposition(filename: string): string {
  const cleaned = filename.toWellFormed().replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  // A name that is empty or only an extension (".docx") would be hidden or nameless once saved.
  const name = !cleaned ? 'download' : cleaned.startsWith('.') ? `download${cleaned}` : cleaned;
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
