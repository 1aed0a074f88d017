import type { ServerResponse } from 'node:http';
import type { EmulatorContext } from '../context.ts';
import { parseForm, redirect, type EmulatorRequest } from '../http.ts';
import type { Router } from '../router.ts';
import type { PageTokens } from '../security/pageTokens.ts';
import type { DeviceAuthorization } from './authService.ts';
import { PAGE_TOKEN_FIELD, foreignFormRefusal, sendPage } from './formGuard.ts';
import { chooseAccountPage, codeEntryPage, consentPage, resultPage } from './pages.ts';

/**
 * The second device (RFC 8628 section 3.3): enter the code, choose an account, allow or deny.
 * Each form carries its page's token, bound to the form and the flow it acts on, and must be
 * posted from the emulator's own page: another site cannot approve a code for a viewer.
 */
export function registerPhonePages(router: Router, ctx: EmulatorContext, tokens: PageTokens): void {
  const { auth } = ctx;

  /** Refuses a post from another site or without its page's token; true when it was refused. */
  const refused = (req: EmulatorRequest, res: ServerResponse, form: URLSearchParams, name: string, subject: string): boolean => {
    const foreign = foreignFormRefusal(req);
    if (!foreign && tokens.check(form.get(PAGE_TOKEN_FIELD), name, subject)) return false;
    sendPage(res, 403, resultPage('Start again from your TV', 'This form did not come from this page, or it was left open too long. Open the address your TV shows and enter the code again.', true));
    return true;
  };

  router.add('GET', '/device', (req, res) => {
    sendPage(res, 200, codeEntryPage(req.url.searchParams.get('user_code') ?? '', tokens.issue('device', '')));
  });

  router.add('POST', '/device', (req, res) => {
    const form = parseForm(req.body);
    if (refused(req, res, form, 'device', '')) return;
    const code = (form.get('user_code') ?? '').trim();
    const found = auth.findByUserCode(code);
    if (found.problem || !found.device) {
      const message =
        found.problem === 'expired'
          ? 'That code has expired. Your TV shows a new code: enter that one.'
          : found.problem === 'used'
            ? 'That code was already used. Start again on your TV to get a new code.'
            : "That code isn't right. Check the code on your TV (capitals matter) and try again.";
      sendPage(res, 400, codeEntryPage(code, tokens.issue('device', ''), message));
      return;
    }
    redirect(res, `/device/account?flow=${encodeURIComponent(found.device.flowId)}`);
  });

  const withFlow = (res: ServerResponse, flowId: string | null): DeviceAuthorization | undefined => {
    const device = auth.findByFlowId(flowId);
    if (!device) sendPage(res, 410, resultPage('This request has ended', 'The code has expired or was already used. Start again on your TV.', true));
    return device;
  };

  router.add('GET', '/device/account', (req, res) => {
    const device = withFlow(res, req.url.searchParams.get('flow'));
    if (!device) return;
    const client = auth.clients.get(device.clientId)!;
    sendPage(res, 200, chooseAccountPage(device.flowId, tokens.issue('device/account', device.flowId), client.name, [...auth.accounts.values()], auth.disabledAccounts));
  });

  router.add('POST', '/device/account', (req, res) => {
    const form = parseForm(req.body);
    const device = withFlow(res, form.get('flow'));
    if (!device || refused(req, res, form, 'device/account', device.flowId)) return;
    const client = auth.clients.get(device.clientId)!;
    const outcome = auth.chooseAccount(device, form.get('account') ?? '');
    if (outcome === 'disabled') {
      sendPage(res, 400, resultPage('Account unavailable', 'That account is disabled or does not exist.', true));
    } else if (outcome === 'org_internal') {
      sendPage(res, 403, resultPage('Access blocked', `${client.name} can only be used by accounts of its organization. Your TV shows what to do next.`, true));
    } else if (outcome === 'admin_policy_enforced') {
      sendPage(res, 403, resultPage('Access blocked by your administrator', `Your administrator does not allow ${client.name} to use some of the access it asks for.`, true));
    } else {
      redirect(res, `/device/consent?flow=${encodeURIComponent(device.flowId)}`);
    }
  });

  router.add('GET', '/device/consent', (req, res) => {
    const device = withFlow(res, req.url.searchParams.get('flow'));
    if (!device) return;
    if (!device.accountId) {
      redirect(res, `/device/account?flow=${encodeURIComponent(device.flowId)}`);
      return;
    }
    const client = auth.clients.get(device.clientId)!;
    const words = device.scopes.map((s) => auth.allowedScopes.get(s) ?? s);
    sendPage(res, 200, consentPage(device.flowId, tokens.issue('device/consent', device.flowId), client.name, auth.accounts.get(device.accountId)!, words));
  });

  router.add('POST', '/device/consent', (req, res) => {
    const form = parseForm(req.body);
    const device = withFlow(res, form.get('flow'));
    if (!device || refused(req, res, form, 'device/consent', device.flowId)) return;
    if (!device.accountId || device.status !== 'pending') {
      sendPage(res, 409, resultPage('Already decided', 'This request was already answered.', true));
      return;
    }
    const allow = form.get('decision') === 'allow';
    auth.decide(device, allow);
    const client = auth.clients.get(device.clientId)!;
    if (allow) sendPage(res, 200, resultPage("You're all set", `${client.name} is connected. Return to your TV.`));
    else sendPage(res, 200, resultPage('Access denied', `You denied ${client.name} access. You can close this page.`));
  });
}
