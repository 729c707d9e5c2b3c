import type { ReactNode } from "react";

export interface IconProps {
  size?: number;
  className?: string;
}

/** How an icon's shapes are painted: outlined (most icons) or filled (the rating's stars). */
const paints = {
  outline: {
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  },
  fill: { fill: "currentColor" },
} as const;

// Decorative: every icon sits next to visible text or inside a control with its own label.
function Icon({
  size = 20,
  className,
  paint = "outline",
  children,
}: IconProps & { paint?: keyof typeof paints; children: ReactNode }) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      {...paints[paint]}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** An outlined icon drawn by the given shapes. */
const icon = (shapes: ReactNode) => (props: IconProps) => <Icon {...props}>{shapes}</Icon>;

export const PhoneIcon = icon(
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />,
);

export const MailIcon = icon(
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </>,
);

export const MapPinIcon = icon(
  <>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </>,
);

export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);

export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />);

export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);

export const ArrowUpIcon = icon(<path d="M12 19V5M5 12l7-7 7 7" />);

export const ArrowRightIcon = icon(<path d="M5 12h14M12 5l7 7-7 7" />);

export const CheckIcon = icon(<path d="M20 6 9 17l-5-5" />);

export const CheckCircleIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </>,
);

export const StarIcon = ({ size = 18, className }: IconProps) => (
  <Icon size={size} className={className} paint="fill">
    <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2L7 14.2 2 9.3l6.9-1z" />
  </Icon>
);

export const PlayIcon = icon(<path d="M7 4v16l13-8z" fill="currentColor" />);

export const VideoChannelIcon = icon(
  <>
    <rect x="2" y="5" width="20" height="14" rx="4" />
    <path d="m10 9 5 3-5 3z" fill="currentColor" />
  </>,
);

export const ShortVideoIcon = icon(<path d="M9 12a4 4 0 1 0 4 4V3c.5 2.5 2.5 4.5 6 5" />);

export const SocialNetworkIcon = icon(
  <path d="M15 3h-2a5 5 0 0 0-5 5v3H6v4h2v6h4v-6h3l1-4h-4V8a1 1 0 0 1 1-1h2z" />,
);

export const PhotoNetworkIcon = icon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
  </>,
);

export const DownloadIcon = icon(
  <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />,
);

export const ArrowLeftIcon = icon(<path d="M19 12H5M12 19l-7-7 7-7" />);

export const ChevronLeftIcon = icon(<path d="m15 18-6-6 6-6" />);

export const ChevronRightIcon = icon(<path d="m9 18 6-6-6-6" />);
