/**
 * The account's currency, set where money is read: the API names none, so amounts carry
 * no currency until the operator says which one this account is billed in. The first time
 * money shows without one it is asked as a question, with Skip.
 */
import { useState } from 'react';
import { ActionButton } from '../../components/ActionButton';
import { setAccountCurrency, useAccountCurrency, useCurrencyQuestion } from './currency';

export function CurrencyField() {
  const currency = useAccountCurrency();
  const question = useCurrencyQuestion();
  const [typed, setTyped] = useState(currency ?? '');
  // The field follows the account: another account's code is not offered as this one's.
  const [shown, setShown] = useState(currency);
  if (shown !== currency) {
    setShown(currency);
    setTyped(currency ?? '');
  }
  return (
    <div className={question.asking ? 'rp-currency rp-currency--ask' : 'rp-currency'} role="group" aria-label="Account currency">
      {question.asking ? <p className="rp-currency__ask">Which currency is this account billed in? The service does not say.</p> : null}
      <label className="mc-field">
        <span className="mc-field__label">Currency of this account</span>
        <input
          className="mc-input rp-code"
          aria-label="Currency"
          placeholder="e.g. EUR"
          maxLength={3}
          value={typed}
          spellCheck={false}
          onChange={(e) => setTyped(e.target.value.toUpperCase())}
        />
      </label>
      <ActionButton label="Set currency" run={() => setAccountCurrency(typed)} doneText={(p) => (p.currency ? `amounts in ${p.currency}` : 'no currency shown')} />
      {question.asking ? (
        <button type="button" className="mc-btn" onClick={question.skip}>
          Skip
        </button>
      ) : null}
      {currency === null && !question.asking ? <span className="mc-field__hint">The service names no currency: amounts show none until you set it.</span> : null}
    </div>
  );
}
