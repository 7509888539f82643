import { useEffect } from 'react';

/** Marks the script this hook adds, so a test or a person can find it. */
export const CHAT_WIDGET_ATTRIBUTE = 'data-chat-widget';

/**
 * Nodes of the app itself, never removed: what React renders (it puts a `__reactFiber$…` key on
 * every element, portals included) and the app's own files that Vite adds to <head> when a page's
 * code loads (`<link rel="modulepreload">`, stylesheets), which may happen while /contact is open.
 */
function belongsToApp(node: Element): boolean {
  if (Object.keys(node).some((key) => key.startsWith('__reactFiber$') || key.startsWith('__reactContainer$'))) return true;
  const address = node.getAttribute('href') ?? node.getAttribute('src');
  if (address === null) return false;
  try {
    return new URL(address, document.baseURI).origin === window.location.origin;
  } catch {
    return false;
  }
}

function collect(records: MutationRecord[], into: Set<Node>): void {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof Element && !belongsToApp(node)) into.add(node);
    }
  }
}

/**
 * Loads the external chat widget (spec §2: "loaded while /contact is open and removed on leaving"):
 * adds `<script src async>` to the body on mount. On unmount it removes the script and whatever
 * the widget added to <body> and <head> meanwhile (its launcher, iframes, styles), leaving alone
 * anything React rendered. Only an https address is loaded; the CSP allows that exact origin.
 */
export function useChatWidget(src: string | null | undefined): void {
  useEffect(() => {
    if (!src?.startsWith('https://')) return;
    const added = new Set<Node>();
    const observer = new MutationObserver((records) => {
      collect(records, added);
    });
    observer.observe(document.body, { childList: true });
    observer.observe(document.head, { childList: true });

    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.setAttribute(CHAT_WIDGET_ATTRIBUTE, '');
    document.body.appendChild(script);

    return () => {
      // Take the records not delivered yet, so a node added just before leaving goes too.
      collect(observer.takeRecords(), added);
      observer.disconnect();
      script.remove();
      for (const node of added) if (node.isConnected) node.parentNode?.removeChild(node);
    };
  }, [src]);
}
