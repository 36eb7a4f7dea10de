import { WRITING_CORRECTION_VIDEO } from '../../../shared/constants.ts';
import { VideoPlayer } from './video-player.tsx';

/** Popup 'video-writing-correction': how Space Words shows and corrects a mistyped word. */
export default function WritingCorrectionVideoPopup() {
  return (
    <VideoPlayer
      title="How writing correction works"
      files={WRITING_CORRECTION_VIDEO}
      configuredUrl={(config) => config?.writingCorrectionVideoUrl}
      testId="writing-correction-video"
    />
  );
}
