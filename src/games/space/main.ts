/**
 * Space Words (the active-vocabulary game) arrives with its own issue. Until then its page says
 * so and offers Word Candy Match; it already speaks the shell's protocol for Home.
 */
import { ShellBridge } from '../common/bridge.ts';

export function startGame(parent: HTMLElement): void {
  const bridge = new ShellBridge('space');
  parent.querySelector('[data-action="homepage"]')?.addEventListener('click', () => {
    if (bridge.embedded) bridge.send({ type: 'homepage', data: null });
    else window.location.assign('/');
  });
  const candy = parent.querySelector<HTMLAnchorElement>('[data-action="candy"]');
  // Inside the site, switch games through the site's own route so its frame and header stay.
  if (candy && bridge.embedded)
    candy.addEventListener('click', (event) => {
      event.preventDefault();
      window.top?.location.assign('/game/candy');
    });
}

const parent = document.getElementById('game');
if (parent) startGame(parent);
