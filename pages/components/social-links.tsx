import { usePage } from "../context";
import { PhotoNetworkIcon, ShortVideoIcon, SocialNetworkIcon, VideoChannelIcon } from "./icons";

export function SocialLinks({ className = "social-links" }: { className?: string }) {
  const { config } = usePage();
  const { social, tradingName } = config;
  const links = [
    { href: social.video, label: `${tradingName} videos`, Icon: VideoChannelIcon },
    { href: social.shortVideo, label: `${tradingName} short videos`, Icon: ShortVideoIcon },
    { href: social.network, label: `${tradingName} on social media`, Icon: SocialNetworkIcon },
    { href: social.photo, label: `${tradingName} photos`, Icon: PhotoNetworkIcon },
  ];
  return (
    <ul className={className}>
      {links.map(({ href, label, Icon }) => (
        <li key={href}>
          <a
            className="social-link"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
          >
            <Icon size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
