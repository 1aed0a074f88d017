import { computed, signal } from '@preact/signals';

/** Every screen the app can show, with what it needs to show it. */
export type Route =
  | { name: 'boot' }
  | { name: 'signin' }
  | { name: 'picker' }
  | { name: 'home' };

/** The history of screens; Back pops it. */
export const routeStack = signal<Route[]>([{ name: 'boot' }]);
export const currentRoute = computed(() => routeStack.value[routeStack.value.length - 1]!);

export function navigate(route: Route): void {
  routeStack.value = [...routeStack.value, route];
}

/** Starts a new history: after sign-in or a switch, Back must not lead into the old flow. */
export function resetTo(...routes: Route[]): void {
  routeStack.value = routes;
}

/** Pops one screen; false at the root, where the app asks whether to exit. */
export function goBack(): boolean {
  if (routeStack.value.length <= 1) return false;
  routeStack.value = routeStack.value.slice(0, -1);
  return true;
}
