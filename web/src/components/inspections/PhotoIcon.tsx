/**
 * A camera drawn in the badge's own colour: the photo badges showed an emoji, which many systems
 * have no glyph for, so it read as a second count. Cloudscape's icon set has no camera.
 */
export function PhotoIcon() {
  return (
    <svg
      style={{ verticalAlign: -1 }}
      viewBox="0 0 16 16"
      width="12"
      height="12"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    >
      <path d="M1.5 4.5h3l1.5-2h4l1.5 2h3v9h-13z" />
      <circle cx="8" cy="8.75" r="2.5" />
    </svg>
  );
}
