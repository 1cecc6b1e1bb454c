/** An asset's photo, or the 'No photo' placeholder when it has none or it fails to load (asset page, create issue). */
import { useState } from 'react';
import './asset-photo.css';

function PhotoPlaceholder() {
  return (
    <svg className="ac-asset-photo" viewBox="0 0 160 120" role="img" aria-label="No photo">
      <rect width="160" height="120" rx="8" fill="#f2f3f3" />
      <path
        d="M56 44h10l6-8h16l6 8h10a4 4 0 0 1 4 4v32a4 4 0 0 1-4 4H56a4 4 0 0 1-4-4V48a4 4 0 0 1 4-4z"
        fill="none"
        stroke="#8d99a8"
        strokeWidth="3"
      />
      <circle cx="80" cy="63" r="11" fill="none" stroke="#8d99a8" strokeWidth="3" />
      <text x="80" y="106" textAnchor="middle" fontSize="11" fill="#5f6b7a" fontFamily="sans-serif">
        No photo
      </text>
    </svg>
  );
}

export function AssetPhoto({ url, name }: { url: string | null | undefined; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return <PhotoPlaceholder />;
  return (
    <img className="ac-asset-photo" src={url} alt={`Photo of ${name}`} onError={() => setFailed(true)} />
  );
}
