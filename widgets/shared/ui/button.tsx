import type { ComponentProps } from "react";
import buttonCss from "./button.css?inline";
import type { Primitive } from "./primitive";

/** Declare in defineElement's `primitives` in every widget that renders a Button. */
export const buttonPrimitive: Primitive = { name: "button", css: buttonCss };

interface ButtonProps extends ComponentProps<"button"> {
  /** Primary by default; accent is the green call to action. */
  variant?: "primary" | "accent" | "outline" | "ghost";
  /** Medium by default. */
  size?: "sm" | "lg";
  /** As wide as its box. */
  block?: boolean;
  /** Bounces for 2 s every 10 s, as the page's main call to action; never with reduced motion. */
  bounce?: boolean;
}

/**
 * Every widget's button: `.ebw-button` (button.css) with its variant, size and width as
 * attributes. A plain `<button type="button">` unless told otherwise; `className` adds the caller's
 * own classes for layout.
 */
export function Button({
  variant,
  size,
  block,
  bounce,
  className,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={["ebw-button", bounce && "ebw-bounce", className].filter(Boolean).join(" ")}
      data-variant={variant}
      data-size={size}
      data-block={block ? "" : undefined}
      {...rest}
    />
  );
}
