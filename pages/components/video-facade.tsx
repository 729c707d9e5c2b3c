import { videoPoster } from "../../src/content";
import { usePage } from "../context";
import { PlayIcon } from "./icons";

interface VideoFacadeProps {
  videoId: string;
  /** Names the video for the play button and, after the click, for the player frame. */
  title: string;
}

/**
 * A branded poster (the business's name, the video's title, a play button), set in markup so it
 * costs no image request; the page script swaps in the player on click, so no video-host script,
 * cookie or request happens for visitors who never press play.
 */
export function VideoFacade({ videoId, title }: VideoFacadeProps) {
  const { config } = usePage();
  return (
    <div className="video">
      <button
        type="button"
        className="video-facade"
        data-video-id={videoId}
        data-video-title={title}
      >
        <span className="visually-hidden">Play video: {title}</span>
        <span className="video-poster" aria-hidden="true">
          <span className="video-poster-brand">{config.tradingName}</span>
          <span className="video-poster-caption">
            <span className="video-poster-eyebrow">{videoPoster.eyebrow}</span>
            <span className="video-poster-title">{title}</span>
          </span>
        </span>
        <span className="video-play" aria-hidden="true">
          <PlayIcon size={30} />
        </span>
      </button>
    </div>
  );
}
