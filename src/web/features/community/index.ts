/** What other features may use of the community feature. */
export { AvatarPicker } from './avatar-picker.tsx';
