import { useId } from "react";
import { refinanceRateSlider } from "../../src/calculator";
import { type CalculatorRateInput, calculatorCopy } from "../../src/content/calculator";
import { Slider } from "../shared/ui/slider";
import { DecimalInput } from "./decimal-input";
import { formatRate } from "./starting-state";

interface RateProps {
  rate: number;
  onRate: (rate: number) => void;
}

interface RateFieldProps extends RateProps {
  input: CalculatorRateInput;
}

/** One way of asking for the rate, with its copy. */
type RateInputProps<K extends CalculatorRateInput["kind"]> = RateProps & {
  copy: Extract<CalculatorRateInput, { kind: K }>;
};

/** The home loan's refinance rate, as the variant asks for it: a slider or a typed-in box. */
export function RateField({ input, rate, onRate }: RateFieldProps) {
  return input.kind === "slider" ? (
    <RateSlider copy={input} rate={rate} onRate={onRate} />
  ) : (
    <TypedRate copy={input} rate={rate} onRate={onRate} />
  );
}

function RateSlider({ copy, rate, onRate }: RateInputProps<"slider">) {
  const id = useId();
  const { min, max, step, stepsPerPage } = refinanceRateSlider;
  return (
    <div className="dc-slider">
      <div className="dc-slider__head">
        <span id={`${id}-label`} className="dc-slider__label">
          {copy.label}
        </span>
        <output className="dc-slider__value" htmlFor={`${id}-slider`}>
          {formatRate(rate)}%
        </output>
      </div>
      <Slider
        id={`${id}-slider`}
        value={rate}
        onValueChange={onRate}
        min={min}
        max={max}
        step={step}
        pageSteps={stepsPerPage}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-note`}
        getValueText={(value) => calculatorCopy.sliderValueText(formatRate(value))}
      />
      <div className="dc-slider__scale" aria-hidden="true">
        <span>{min}%</span>
        <span>{max}%</span>
      </div>
      <div id={`${id}-note`} className="dc-slider__notes">
        <p className="dc-slider__hint">{copy.hint}</p>
        <p className="dc-note">{copy.note}</p>
      </div>
    </div>
  );
}

function TypedRate({ copy, rate, onRate }: RateInputProps<"typed">) {
  const id = useId();
  return (
    <div className="dc-field dc-field--refinance">
      <label htmlFor={id}>
        {copy.label} <span className="dc-muted">{copy.term}</span>
      </label>
      <DecimalInput
        id={id}
        value={rate}
        onValueChange={onRate}
        step={0.01}
        placeholder={copy.placeholder}
      />
    </div>
  );
}
