/** The oval the face should fill, drawn over the live preview. */
export function FaceOutline() {
  return (
    <svg
      viewBox="0 0 300 400"
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
    >
      <defs>
        <mask id="face-hole">
          <rect width="300" height="400" fill="#fff" />
          <ellipse cx="150" cy="185" rx="105" ry="140" fill="#000" />
        </mask>
      </defs>
      <rect width="300" height="400" fill="rgba(0,0,0,0.45)" mask="url(#face-hole)" />
      <ellipse
        cx="150"
        cy="185"
        rx="105"
        ry="140"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeDasharray="10 6"
      />
    </svg>
  );
}
