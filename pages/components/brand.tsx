import { imagePath, usePage } from "../context";

interface BrandProps {
  href: string;
  /** Opens the main site from the debt site: named so screen-reader users know they leave. */
  external?: boolean;
}

export function Brand({ href, external = false }: BrandProps) {
  const { config } = usePage();
  return (
    <a className="brand" href={href}>
      <img src={imagePath("logo-mark.svg")} alt="" width={36} height={36} />
      <span className="brand-name">{config.tradingName}</span>
      {external ? <span className="visually-hidden"> (main site)</span> : null}
    </a>
  );
}
