import { describe, expect, it } from 'vitest';
import { backTarget, href, matchRoute } from './routes.ts';

describe('matchRoute', () => {
  it.each([
    ['/', 'home'],
    ['/index.html', 'homeIndexHtml'],
    ['/how-to', 'howTo'],
    ['/ielts-vocabularies', 'ieltsVocabularies'],
    ['/ielts-vocabulary/7', 'ieltsBand'],
    ['/ielts-vocabulary/7/3', 'ieltsBandPage'],
    ['/google-translate', 'googleTranslate'],
    ['/career', 'career'],
    ['/career/4', 'careerEpisode'],
    ['/play/19/3-1%3A%20Science%20and%20Technology%201', 'play'],
    ['/play/1001/Weather%20words', 'play'],
    ['/tracks', 'tracks'],
    ['/tracks/designers', 'tracksDesigners'],
    ['/tracks/user/7', 'tracksUser'],
    ['/tracks/1001', 'track'],
    ['/game/candy', 'game'],
    ['/game/space', 'game'],
    ['/sign-in', 'signIn'],
    ['/settings', 'settings'],
    ['/progress', 'progress'],
    ['/settings/', 'settings'],
    ['/pricing', 'pricing'],
    ['/privacy', 'privacy'],
    ['/admin/reports', 'adminReports'],
  ])('%s is %s', (path, name) => {
    expect(matchRoute(path)).toBe(name);
  });

  it.each([
    '/nope',
    '/ielts-vocabulary/4',
    '/ielts-vocabulary/10',
    '/ielts-vocabulary/7/0',
    '/ielts-vocabulary/7/x',
    '/ielts-vocabulary/7/3/1',
    '/game/chess',
    '/career/10',
    '/career/0',
    '/play/19',
    '/play/x/1-1',
    '/play/19/1-1/more',
    '/tracks/x',
    '/tracks/user/x',
    '/tracks/user',
    '/tracks/1001/more',
    '/admin/users',
    '/admin/reports/x',
    '/constructor',
    '/__proto__',
  ])('%s is not a route', (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe('href', () => {
  it('gives page 1 of a band as the band address', () => {
    expect(href.ieltsBand(6)).toBe('/ielts-vocabulary/6');
    expect(href.ieltsBand(6, 1)).toBe('/ielts-vocabulary/6');
    expect(href.ieltsBand(6, 2)).toBe('/ielts-vocabulary/6/2');
  });
  it('links a stage as /play/{trackId}/{episode}-{stage}: {name}, encoded as one segment', () => {
    const link = href.play(19, 3, 1, 'Science and Technology 1');
    expect(link).toBe('/play/19/3-1%3A%20Science%20and%20Technology%201');
    expect(decodeURIComponent(link.split('/')[3] ?? '')).toBe('3-1: Science and Technology 1');
    expect(matchRoute(link)).toBe('play');
  });
});

describe('backTarget', () => {
  it('has no back button on the home page', () => {
    expect(backTarget('/')).toEqual({ kind: 'none' });
    expect(backTarget('/index.html')).toEqual({ kind: 'none' });
  });
  it('sends band pages to the band list', () => {
    expect(backTarget('/ielts-vocabulary/5')).toEqual({ kind: 'link', to: '/ielts-vocabularies' });
    expect(backTarget('/ielts-vocabulary/9/12')).toEqual({ kind: 'link', to: '/ielts-vocabularies' });
  });
  it('sends the band list, how-to and settings home', () => {
    for (const path of ['/ielts-vocabularies', '/how-to', '/settings']) {
      expect(backTarget(path)).toEqual({ kind: 'link', to: '/' });
    }
  });
  it('uses history elsewhere', () => {
    for (const path of ['/pricing', '/privacy', '/google-translate', '/game/candy', '/nope']) {
      expect(backTarget(path)).toEqual({ kind: 'history' });
    }
  });
});
