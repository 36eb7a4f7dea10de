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
    ['/game/candy', 'game'],
    ['/game/space', 'game'],
    ['/sign-in', 'signIn'],
    ['/settings', 'settings'],
    ['/progress', 'progress'],
    ['/settings/', 'settings'],
    ['/pricing', 'pricing'],
    ['/privacy', 'privacy'],
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
