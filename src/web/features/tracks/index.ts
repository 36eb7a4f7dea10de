/**
 * The tracks feature's public entry: a track as /play plays it (a career stage or a community
 * track, GET /api/tracks/{id}), a community track's start, and publishing a learner's own sheet
 * list as a community track (the form, and unpublishing), beside the tracks it makes. A light
 * entry, api/track-list.ts, gives a visitor's progress the tracks they played.
 */
export { useTrack } from './api/get-track.ts';
export { postTrackStarted } from './api/post-track-started.ts';
export { useUnpublish } from './api/publish.ts';
export { PublishForm } from './publish-form.tsx';
