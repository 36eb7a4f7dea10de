/**
 * The career feature's public entry, for the track player (features/play): the career's data and its query key, the
 * episode picture, and the career's styles.
 */
import './career.css';

export { careerQueries, useCareer } from './api/get-career.ts';
export { EpisodePicture } from './episode-picture.tsx';
