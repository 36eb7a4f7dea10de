import { useSiteConfig } from '../../api/site-config.ts';
import { useConnectionStatus } from '../../shell/connection-status.tsx';
import { useAppStore } from '../../state/app-store.ts';
import './popups.css';
import { CloseIcon } from '../../shell/icons.tsx';

export type VideoFiles = { webm: string; mp4: string; poster: string };

/** Muted as a property too: browsers allow autoplay only for muted video. */
function startMuted(video: HTMLVideoElement | null): void {
  if (!video) return;
  video.muted = true;
  video.play().catch(() => {
    // Autoplay refused: the poster and the controls stay for a click.
  });
}

/**
 * A video popup's content: our own recording (WebM, with MP4 for Safari) or the configured URL.
 * Browsers let a page autoplay only muted video, so it starts muted; the controls unmute it.
 * Clicking the overlay or pressing Escape closes it (the popup layer does that).
 */
export function VideoPlayer({
  title,
  files,
  configuredUrl,
  testId,
}: {
  title: string;
  files: VideoFiles;
  configuredUrl: (config: ReturnType<typeof useSiteConfig>['data']) => string | undefined;
  testId: string;
}) {
  const { data: config, isPending } = useSiteConfig();
  const closePopup = useAppStore((state) => state.closePopup);
  const url = configuredUrl(config);
  // The videos are not kept for offline use (megabytes): say so instead of a broken player.
  const offline = useConnectionStatus((state) => state.offline);

  return (
    <div className="video-popup" data-testid={testId}>
      <div className="video-popup__bar">
        <h2 className="video-popup__title">{title}</h2>
        <button type="button" className="video-popup__close" aria-label="Close video" onClick={closePopup}>
          <CloseIcon size={20} strokeWidth={2.4} />
        </button>
      </div>
      <div className="video-popup__frame">
        {offline ? (
          <p className="video-popup__offline" data-testid="video-offline">
            This video needs a connection. Both games still play offline.
          </p>
        ) : isPending ? null : (
          <video
            ref={startMuted}
            className="video-popup__video"
            autoPlay
            muted
            loop
            playsInline
            controls
            preload="auto"
            poster={url ? undefined : files.poster}
            width={1280}
            height={720}
            aria-label={title}
          >
            {url ? (
              <source src={url} />
            ) : (
              <>
                <source src={files.webm} type="video/webm" />
                <source src={files.mp4} type="video/mp4" />
              </>
            )}
          </video>
        )}
      </div>
    </div>
  );
}
