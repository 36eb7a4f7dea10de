/**
 * Space Words' modes (docs/decisions/017-game-modes.md): the upgrade wave of Paraphrase mode, where an enemy carries a
 * plain band 5-6 word and the player types a stronger band 7-9 paraphrase the band lists give it
 * (any of them, with the usual forgiving rules), and the dictation wave, where an enemy carries
 * a sound and the spelling is strict.
 */
import type { ParaphraseEntry } from '../../shared/game-modes.ts';
import type { WordCard } from '../../shared/game-protocol.ts';
import { lookupKey } from '../../shared/paraphrases.ts';
import { entriesByKey, type ModeCard } from '../common/modes.ts';
import { answerTexts } from './answer.ts';

/**
 * One enemy per list word that takes part in an upgrade: it shows the plain word and accepts
 * every stronger paraphrase the lists give it ("conclusion": decision / determination). The
 * round reports the list's word. Two list words with the same plain word make one enemy.
 */
export function upgradeCards(
  cards: readonly WordCard[],
  entries: readonly ParaphraseEntry[] | undefined,
): ModeCard[] {
  const byKey = entriesByKey(entries);
  const prompts = new Set<string>();
  const out: ModeCard[] = [];
  for (const card of cards) {
    const entry = byKey.get(lookupKey(card.front));
    // Never a word for itself ("skill" for "skill"): the stronger words differ from the prompt.
    const upgrade = entry?.upgrades
      .map((item) => ({
        plain: item.plain,
        stronger: item.stronger.filter((word) => lookupKey(word) !== lookupKey(item.plain)),
      }))
      .find((item) => item.stronger.length > 0 && !prompts.has(lookupKey(item.plain)));
    if (!upgrade) continue;
    prompts.add(lookupKey(upgrade.plain));
    const first = upgrade.stronger[0] ?? '';
    out.push({
      front: upgrade.stronger.join(' / '),
      back: upgrade.plain,
      hint: `A band 7-9 word for “${upgrade.plain}”, starting “${first.slice(0, 2)}”`,
      recordAs: card.front,
    });
  }
  return out;
}

/** What the game says aloud for a dictation card: its first spelling, without notes. */
export function dictationText(card: WordCard): string {
  return answerTexts(card.front)[0] ?? card.front;
}
