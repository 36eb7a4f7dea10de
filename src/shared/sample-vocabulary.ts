import type { WordCard } from './game-protocol.ts';

/** The name the games show for the built-in list (spec section 3: the default entry). */
export const SAMPLE_VOCABULARY_NAME = 'Test Vocabulary';

/**
 * The built-in Test Vocabulary: sixteen everyday English words with French translations and a
 * hint each. The games play it when no sheet has been loaded, or when opened on their own.
 */
export const SAMPLE_VOCABULARY: readonly WordCard[] = [
  { front: 'apple', back: 'pomme', hint: 'A round fruit, red or green, that grows on trees.' },
  { front: 'river', back: 'rivière', hint: 'Water that flows across the land to the sea.' },
  { front: 'city', back: 'ville', hint: 'A large town where many people live and work.' },
  { front: 'house', back: 'maison', hint: 'A building where a family lives.' },
  { front: 'book', back: 'livre', hint: 'Pages with words, bound together to read.' },
  { front: 'water', back: 'eau', hint: 'You drink it; rain and the sea are made of it.' },
  { front: 'friend', back: 'ami', hint: 'Someone you like and trust.' },
  { front: 'bread', back: 'pain', hint: 'Baked from flour; you make sandwiches with it.' },
  { front: 'window', back: 'fenêtre', hint: 'Glass in a wall that lets light in.' },
  { front: 'morning', back: 'matin', hint: 'The early part of the day, before noon.' },
  { front: 'journey', back: 'voyage', hint: 'Travelling from one place to another.' },
  { front: 'kitchen', back: 'cuisine', hint: 'The room where food is cooked.' },
  { front: 'weather', back: 'météo', hint: 'Sun, rain, wind or snow today.' },
  { front: 'library', back: 'bibliothèque', hint: 'A place where you can borrow books.' },
  { front: 'umbrella', back: 'parapluie', hint: 'You open it over your head when it rains.' },
  { front: 'breakfast', back: 'petit-déjeuner', hint: 'The first meal of the day.' },
];

/** The sample's languages, for speech: English words, French translations. */
export const SAMPLE_LANGUAGES = { learn: 'en', native: 'fr' } as const;
