import { defineContentScript } from 'wxt/utils/define-content-script';
import { createShadowRootUi } from 'wxt/utils/content-script-ui/shadow-root';
import { ProfileButton } from './profile-button';
import './style.css';

/**
 * On X's profile pages: the floating 'Add to Rollcall' button (profile-button.ts). The handle is
 * read from the address only, when the person opens the picker; X changes pages without loading
 * them, so the button follows the address to show itself on profiles only. Its UI lives in a
 * closed shadow root (X's styles and scripts do not reach it) whose key presses do not reach X's
 * keyboard shortcuts.
 */
export default defineContentScript({
  matches: ['https://x.com/*', 'https://twitter.com/*'],
  cssInjectionMode: 'ui',
  async main(ctx) {
    const ui = await createShadowRootUi(ctx, {
      name: 'rollcall-profile-button',
      position: 'inline',
      anchor: 'body',
      append: 'last',
      isolateEvents: true,
      // Closed: X's scripts cannot read the lists or reach the checkboxes.
      mode: 'closed',
      onMount: (container, _shadow, host) => new ProfileButton(container, host),
      onRemove: (button) => button?.destroy(),
    });
    ui.mount();
    const follow = () => ui.mounted?.follow(location.href);
    follow();
    // wxt:locationchange fires as a navigation starts (the Navigation API's navigate event), which
    // the page may still cancel: the address is read from location once the navigation is done.
    // A move back or forward in the page's history also says so with popstate.
    ctx.addEventListener(window, 'wxt:locationchange', () => ctx.setTimeout(follow, 0));
    ctx.addEventListener(window, 'popstate', follow);
  },
});
