import { takeFromPage } from '../platform/pageHandoff.ts';

/**
 * The answer to index.html's request for a sign-in code, made by the page itself on a TV that
 * keeps no account, as soon as config.json had come (to draw the code before the app's code has
 * run: src/ui/firstCode.ts). Taken once, by the app's first code request, so the page and the
 * app show one code. Undefined where the page made no request (an account marked, another
 * language, a package's page, a test).
 */
export const takePageDeviceCode = (): Promise<Response> | undefined => takeFromPage('tenfootCode');
