import { describe, expect, it } from 'vitest';
import { goBack, openSection, routeStack } from './router.ts';

const names = () => routeStack.value.map((r) => r.name);

describe('sections sit on the root', () => {
  it('on Home for a signed-in viewer: a section is one Back from Home', () => {
    openSection('library');
    expect(names()).toEqual(['home', 'library']);
    expect(goBack()).toBe(true);
    expect(names()).toEqual(['home']);
    expect(goBack()).toBe(false); // the root: the app asks before exiting
  });

  it('on Search for a guest, who has no Home', () => {
    openSection('search', 'search');
    expect(names()).toEqual(['search']);
    openSection('live', 'search');
    expect(names()).toEqual(['search', 'live']);
  });
});
