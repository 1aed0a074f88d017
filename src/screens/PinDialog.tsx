import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/messages.ts';
import { notify } from '../state/notice.ts';
import { accountsWithPin, checkPin, hasPin, PIN_LENGTH, removePin, setPin } from '../state/pins.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { PinPad } from '../ui/PinPad.tsx';
import { usePinAnswer } from './usePinAnswer.ts';

type Step = 'current' | 'manage' | 'new' | 'repeat';

/**
 * Setting, changing or removing an account's PIN. An account that has one asks for it first;
 * a new PIN is typed twice, and two that differ start over, saying so.
 */
export function PinDialog({ account, onClose }: { account: { id: string; name: string }; onClose: () => void }) {
  const [step, setStep] = useState<Step>(accountsWithPin.value.has(account.id) ? 'current' : 'new');
  const [first, setFirst] = useState('');
  const answer = usePinAnswer(account.id);
  const setError = answer.say;
  // Settings' list may lag the store (a cleared localStorage): a stored PIN is asked first, always.
  useEffect(() => {
    hasPin(account.id).then((pinned) => pinned && setStep((now) => (now === 'new' ? 'current' : now)), () => undefined);
  }, [account.id]);
  const busy = useRef(false);
  const failed = () => setError(t("Couldn't save the PIN on this TV. Try again."));
  const titles: Record<Step, string> = {
    current: t('Enter the PIN of {name}', { name: account.name }),
    manage: t('The PIN of {name}', { name: account.name }),
    new: t('Choose a PIN for {name}', { name: account.name }),
    repeat: t('Enter the new PIN again'),
  };
  const onPin = async (pin: string) => {
    if (busy.current) return; // one check or save at a time
    busy.current = true;
    try {
      await handle(pin);
    } catch {
      failed();
    } finally {
      busy.current = false;
    }
  };
  const handle = async (pin: string) => {
    if (step === 'current') {
      const result = await checkPin(account.id, pin);
      answer.answered(result);
      if (result.right) setStep('manage');
    } else if (step === 'new') {
      setFirst(pin);
      setError(undefined);
      setStep('repeat');
    } else if (step === 'repeat') {
      if (pin !== first) {
        setError(t('The two PINs were not the same. Choose the PIN again.'));
        setStep('new');
        return;
      }
      await setPin(account.id, pin);
      notify(t('{name} now asks for a PIN.', { name: account.name }));
      onClose();
    }
  };
  return (
    <Dialog title={titles[step]} onClose={onClose} kind="pin">
      {step === 'manage' ? (
        <div class="actions" data-nav-container>
          <button class="btn" data-autofocus onClick={() => setStep('new')}>
            {t('Choose a new PIN')}
          </button>
          <button
            class="btn btn--danger"
            data-testid="remove-pin"
            onClick={() =>
              removePin(account.id).then(() => {
                notify(t('{name} no longer asks for a PIN.', { name: account.name }));
                onClose();
              }, failed)
            }
          >
            {t('Remove the PIN')}
          </button>
        </div>
      ) : (
        // One pad through the steps: focus stays on the key pressed as the next step begins (a new pad
        // put it on whichever key was nearest where that one had been).
        <PinPad length={PIN_LENGTH} label={titles[step]} onDone={(pin) => void onPin(pin)} error={answer.message} spoken={answer.spoken} locked={answer.waiting} />
      )}
    </Dialog>
  );
}
