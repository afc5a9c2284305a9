/**
 * Copies a text; where the Clipboard API is missing or refused (plain http, an old browser) it
 * falls back to the legacy selection copy, as spec 02 section 8 says.
 */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
      document.execCommand?.('copy');
    } finally {
      area.remove();
    }
  }
}
