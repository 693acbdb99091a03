/** How the boot code begins: tests that hydrate the app themselves run the state script without it. */
export const BOOT_SCRIPT_START = '(function(entry,chunks){';

/**
 * The inline code that starts the browser app, appended to the server's bootstrap script (after the page
 * state it reads). It fetches the entry module and the page's chunks only after the first frame has been
 * painted: the page is complete and usable without JavaScript, so the HTML, the stylesheet and the first
 * paint get the connection and the main thread to themselves, and hydration follows. The chunks are
 * preloaded together so they arrive in parallel rather than as an import waterfall.
 *
 * A hidden tab (opened in the background, or prerendered) paints nothing until shown, so it loads at once.
 * Self-contained (it runs before any bundle), and free of "<" (it sits inside <script>).
 */
export function bootScript(entry: string, chunks: readonly string[]): string {
  return `${BOOT_SCRIPT_START}function load(){chunks.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link)});import(entry)}if(document.visibilityState==='hidden')load();else requestAnimationFrame(function(){setTimeout(load,0)})})(${JSON.stringify(entry)},${JSON.stringify(chunks)});`;
}
