/**
 * The faces of an emoji_select answer, drawn as SVG: the emoji named in the instrument file picks
 * the mouth, so the faces look the same on every system (some have no emoji font). Any other
 * icon is shown as its own character.
 */
const mouths: Readonly<Record<string, string>> = {
  '🙂': 'M15 27 Q20 32 25 27',
  '😊': 'M15 27 Q20 32 25 27',
  '😀': 'M14 26 Q20 34 26 26 Z',
  '😐': 'M15 28 L25 28',
  '🙁': 'M15 30 Q20 25 25 30',
  '☹️': 'M15 30 Q20 25 25 30',
  '😞': 'M15 30 Q20 25 25 30',
};

export function FaceIcon({ icon }: { icon: string }) {
  const mouth = mouths[icon];
  if (!mouth) return <span aria-hidden="true">{icon}</span>;
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false" className="face-icon">
      <circle cx="20" cy="20" r="18" fill="#fde68a" stroke="currentColor" strokeWidth="2" />
      <circle cx="14" cy="16" r="2.2" fill="currentColor" />
      <circle cx="26" cy="16" r="2.2" fill="currentColor" />
      <path d={mouth} fill={mouth.endsWith('Z') ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
