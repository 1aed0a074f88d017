import { displayUrl, formatRemaining, spelled } from './format.ts';
import { useFitText } from './useFitText.ts';
import { QrCode } from './QrCode.tsx';
import { t } from '../i18n/messages.ts';

export interface CodePanelProps {
  userCode: string;
  verificationUrl: string;
  schemeOptional: boolean;
  expiresAt: number;
  now: number;
  reconnecting: boolean;
  /** The code took the place of one that expired: the viewer may be typing the old one. */
  renewed?: boolean;
  /** One plain line saying what access is asked for. */
  accessLine: string;
  /** Called once the QR code is drawn (or could not be): the screen's own work is done. */
  onQrSettled?: () => void;
}

/** The verification URL with the code prefilled, for the phone camera. */
export function qrTarget(verificationUrl: string, userCode: string): string {
  const sep = verificationUrl.includes('?') ? '&' : '?';
  return `${verificationUrl}${sep}user_code=${encodeURIComponent(userCode)}`;
}

/** User code + URL + QR code (shown exactly, room for 15 W / 40 chars: docs/reference/facts.md, Device flow: showing the code). */
export function CodePanel(props: CodePanelProps) {
  const url = displayUrl(props.verificationUrl, props.schemeOptional);
  const urlRef = useFitText<HTMLDivElement>(url);
  const codeRef = useFitText<HTMLDivElement>(props.userCode);
  const remaining = props.expiresAt - props.now;
  return (
    <div class="code-panel">
      <div class="code-panel__steps">
        <p class="step"><span class="step__n">1</span>{t('On your phone or computer, go to')}</p>
        <div class="verification-url" data-testid="verification-url" ref={urlRef}>
          {url}
        </div>
        <p class="step"><span class="step__n">2</span>{t('Enter this code')}</p>
        <div class="user-code" data-testid="user-code" ref={codeRef} role="img" aria-label={t('Code {code}', { code: spelled(props.userCode) })}>
          {props.userCode}
        </div>
        {/* Not a live region: its countdown changes every second. The screen says the code and
            the URL once, and Reconnecting, through the shell's region (src/state/announce.ts). */}
        <p class="code-panel__meta">
          {props.reconnecting ? (
            <span class="warning">{t('Reconnecting… your code still works.')}</span>
          ) : props.renewed ? (
            <span class="warning" data-testid="code-renewed">
              {t('The last code expired. This is a new one.')}
            </span>
          ) : (
            <span>{t('Waiting for you to approve on your phone')}</span>
          )}
          <span class="countdown" data-testid="code-countdown">
            {t('Code expires in {time}', { time: formatRemaining(remaining) })}
          </span>
        </p>
        <p class="access-line">{props.accessLine}</p>
      </div>
      <figure class="code-panel__qr">
        <QrCode text={qrTarget(props.verificationUrl, props.userCode)} label={t('QR code: scan to open the sign-in page with your code filled in')} onSettled={props.onQrSettled} />
        <figcaption>{t("Or scan with your phone's camera")}</figcaption>
      </figure>
    </div>
  );
}

/**
 * The panel's place while the code is asked for: the same steps and boxes, empty, so nothing on
 * the screen moves when the code comes. (Its layout, mostly font lookups, now happens before the
 * answer too; no gain in the time to the code could be measured: docs/performance.md, Size.)
 */
export function CodePanelWaiting({ accessLine }: { accessLine: string }) {
  return (
    <div class="code-panel code-panel--waiting" data-testid="code-panel-waiting">
      <div class="code-panel__steps">
        <p class="step"><span class="step__n">1</span>{t('On your phone or computer, go to')}</p>
        <div class="verification-url" aria-hidden="true">{'\u00a0'}</div>
        <p class="step"><span class="step__n">2</span>{t('Enter this code')}</p>
        <div class="user-code" aria-hidden="true">{'\u00a0'}</div>
        <p class="code-panel__meta">
          <span>{t('Getting a sign-in code…')}</span>
          <span class="countdown">{'\u00a0'}</span>
        </p>
        <p class="access-line">{accessLine}</p>
      </div>
      <figure class="code-panel__qr" aria-hidden="true">
        <div class="qr qr--loading" />
        <figcaption>{t("Or scan with your phone's camera")}</figcaption>
      </figure>
    </div>
  );
}
