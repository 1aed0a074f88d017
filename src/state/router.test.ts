import { afterEach, describe, expect, it } from 'vitest';
import { goBack, openSection, routeStack, setSectionRoot } from './router.ts';

const names = () => routeStack.value.map((r) => r.name);

describe('sections sit on the root', () => {
  afterEach(() => setSectionRoot('home'));

  it('on Home for a signed-in viewer: a section is one Back from Home', () => {
    openSection('library');
    expect(names()).toEqual(['home', 'library']);
    expect(goBack()).toBe(true);
    expect(names()).toEqual(['home']);
    expect(goBack()).toBe(false); // the root: the app asks before exiting
  });

  it('on Search for a guest, who has no Home', () => {
    setSectionRoot('search');
    openSection('search');
    expect(names()).toEqual(['search']);
    openSection('live');
    expect(names()).toEqual(['search', 'live']);
  });
});
