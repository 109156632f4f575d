import { CALCULATOR_PARAMS } from '../_lib/calculatorQuery';
import styles from './CalculatorFrame.module.css';

export interface CalculatorChoice {
  name: typeof CALCULATOR_PARAMS.amount | typeof CALCULATOR_PARAMS.period;
  label: string;
  stops: readonly number[];
  value: number;
  format: (value: number) => string;
}

/**
 * A calculator without JavaScript (shown by `@media (scripting: none)` in place of the sliders): a
 * GET form of this page with a list of the stops per slider. It names the calculator, so the site
 * computes this calculator's figures on the server (next.config, app/[locale]/%5Fcalculation) and the page
 * comes back at the calculator (`anchor`, the id of its section) with them. With JavaScript it is not
 * shown: the sliders are.
 */
export function CalculatorForm({ uid, anchor, choices, submit }: { uid: string; anchor: string; choices: readonly CalculatorChoice[]; submit: string }) {
  return (
    <form className={styles.form} method="get" action={`#${anchor}`} data-calculator-form>
      <input type="hidden" name={CALCULATOR_PARAMS.calculator} value={uid} />
      {choices.map((choice) => {
        const id = `${anchor}-${choice.name}`;
        return (
          <div key={choice.name} className={styles.choice}>
            <label htmlFor={id} className={styles.choiceLabel}>
              {choice.label}
            </label>
            <select id={id} className={styles.choiceSelect} name={choice.name} defaultValue={String(choice.value)}>
              {choice.stops.map((stop) => (
                <option key={stop} value={String(stop)}>
                  {choice.format(stop)}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <button type="submit" className={styles.submit}>
        {submit}
      </button>
    </form>
  );
}
