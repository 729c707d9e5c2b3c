import { imagePath } from "../context";
import { PlayIcon } from "./icons";

interface VideoFacadeProps {
  videoId: string;
  /** Names the video for the play button and, after the click, for the player frame. */
  title: string;
}

/**
 * A poster and play button; the page script swaps in the player on click, so no video-host
 * script, cookie or request happens for visitors who never press play.
 */
export function VideoFacade({ videoId, title }: VideoFacadeProps) {
  return (
    <div className="video">
      <button
        type="button"
        className="video-facade"
        data-video-id={videoId}
        data-video-title={title}
      >
        <img src={imagePath("video-poster.svg")} alt="" width={1280} height={720} />
        <span className="video-play">
          <PlayIcon size={30} />
        </span>
        <span className="visually-hidden">Play video: {title}</span>
      </button>
    </div>
  );
}
