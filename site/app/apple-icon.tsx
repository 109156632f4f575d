import { brandMarkPng } from '../lib/brandMark';

// The home-screen icon of iOS (`<link rel="apple-touch-icon">`), made at the build.
export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

export default function AppleIcon() {
  return brandMarkPng(size.width, true);
}
