/** Marks a button whose click before hydration is kept and carried out once React has taken it over. */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';

/**
 * The page's inline recorder, run as its HTML is read, before the button can be clicked: a click on
 * a marked button that is still not ready (`aria-disabled`) is noted by the button's name on the
 * window (see useEarlyClick). On a slow phone the page's script can take seconds to arrive, and a
 * tap on Apply that did nothing would look broken. Clicks on a ready button are the button's own.
 */
export const EARLY_CLICK_SCRIPT =
  `window.shigotoEarlyClicks=new Set();addEventListener('click',function(e){` +
  `var b=e.target instanceof Element&&e.target.closest('[${EARLY_CLICK_ATTRIBUTE}][aria-disabled]');` +
  `if(b)shigotoEarlyClicks.add(b.getAttribute('${EARLY_CLICK_ATTRIBUTE}'))},true)`;
