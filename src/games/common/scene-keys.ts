/** The scenes of each game, in the order they run. */
export const SCENES = {
  boot: 'boot',
  preload: 'preload',
  menu: 'menu',
  play: 'play',
  result: 'result',
} as const;

export type SceneKey = (typeof SCENES)[keyof typeof SCENES];
