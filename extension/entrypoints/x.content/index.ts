import { defineContentScript } from 'wxt/utils/define-content-script';
import { createShadowRootUi } from 'wxt/utils/content-script-ui/shadow-root';
import { handleFromUrl } from '../../lib/handle';
import { ProfileButton } from './profile-button';
import './style.css';

/**
 * On X's profile pages: the floating 'Add to Rollcall' button (profile-button.ts). The handle is
 * read from the address only; X changes pages without loading them, so the button follows
 * `wxt:locationchange`. Its UI lives in a closed shadow root (X's styles and scripts do not reach
 * it) whose key presses do not reach X's keyboard shortcuts.
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
    ui.mounted?.showFor(handleFromUrl(location.href));
    // Fired as a navigation starts (Navigation API): the new address is the event's, not yet location's.
    ctx.addEventListener(window, 'wxt:locationchange', ({ newUrl }) => ui.mounted?.showFor(handleFromUrl(newUrl.href)));
  },
});
