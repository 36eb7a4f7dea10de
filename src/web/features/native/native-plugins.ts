/**
 * The real Capacitor plugins, loaded only inside the app (a chunk no web visitor downloads). Each
 * package registers its plugin with @capacitor/core, which sends the calls to the native side.
 */
import { InAppReview } from '@capacitor-community/in-app-review';
import { TextToSpeech } from '@capacitor-community/text-to-speech';
import { SocialLogin } from '@capgo/capacitor-social-login';
import type { NativePlugins } from './native-bridge.ts';

export const nativePlugins: NativePlugins = {
  socialLogin: SocialLogin,
  inAppReview: InAppReview,
  textToSpeech: TextToSpeech,
};
