import { usePage } from "../context";
import { Section } from "./section";
import { VideoFacade } from "./video-facade";

interface VideoSectionProps {
  /** Id of the heading, which also names the section. */
  id: string;
  copy: { heading: string; text: string };
  /** Defaults to the broker's introduction. */
  videoId?: string;
}

/** A section of one video: heading, a line of lead text and the video, kept narrow. */
export function VideoSection({ id, copy, videoId }: VideoSectionProps) {
  const { config } = usePage();
  return (
    <Section id={id} heading={copy.heading}>
      <p className="section-lead">{copy.text}</p>
      <div className="narrow">
        <VideoFacade videoId={videoId ?? config.videos.brokerIntro} title={copy.heading} />
      </div>
    </Section>
  );
}
