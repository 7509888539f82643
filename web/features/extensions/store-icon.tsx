import type { ReactNode } from 'react';

/*
 * Small marks of the browsers' extension stores. lucide-react has no brand icons and a brand icon
 * package would weigh more than the whole home page, so these are a few shapes each, drawn in the
 * brands' colours on a 24×24 grid. The link around them carries the name ('Chrome store').
 */
const marks: Record<string, ReactNode> = {
  Chrome: (
    <>
      <path d="M12 12 3.34 7A10 10 0 0 1 20.66 7Z" fill="#ea4335" />
      <path d="M12 12 20.66 7A10 10 0 0 1 12 22Z" fill="#fbbc04" />
      <path d="M12 12 12 22A10 10 0 0 1 3.34 7Z" fill="#34a853" />
      <circle cx="12" cy="12" r="4.6" fill="#fff" />
      <circle cx="12" cy="12" r="3.5" fill="#1a73e8" />
    </>
  ),
  Firefox: (
    <>
      <circle cx="12" cy="12" r="10" fill="#ff7139" />
      <circle cx="13" cy="12.5" r="6" fill="#592acb" />
      <path d="M6 5.5c2.5-.4 4.6.6 5.6 2.6-2.6-.2-4.6.9-5.3 3-1-1.8-1.1-3.9-.3-5.6Z" fill="#ffbd4f" />
    </>
  ),
  Safari: (
    <>
      <circle cx="12" cy="12" r="10" fill="#1a8cff" />
      <circle cx="12" cy="12" r="8" fill="none" stroke="#fff" strokeOpacity=".55" strokeWidth=".8" strokeDasharray="1 2.2" />
      <path d="M17 7 13.2 13.2 10.8 10.8Z" fill="#ff3b30" />
      <path d="M7 17 10.8 10.8 13.2 13.2Z" fill="#fff" />
    </>
  ),
  Edge: (
    <>
      <circle cx="12" cy="12" r="10" fill="#0c7bd6" />
      <path d="M7.2 12.6h9.6a4.8 4.8 0 1 0-1.6 3.7" fill="none" stroke="#fff" strokeWidth="2.3" strokeLinecap="round" />
    </>
  ),
  Opera: <ellipse cx="12" cy="12" rx="6.6" ry="8.4" fill="none" stroke="#ff1b2d" strokeWidth="3.8" />,
  Brave: (
    <>
      <path d="M12 2 19.6 4.9 18.6 15.2C17.6 18.4 15 20.6 12 22 9 20.6 6.4 18.4 5.4 15.2L4.4 4.9Z" fill="#fb542b" />
      <path d="M8.8 9.5h6.4L12 15.4Z" fill="#fff" />
    </>
  ),
};

/** The mark of a store of STORE_NAMES; another name gets its first letter in a grey disc. */
export function StoreIcon({ store, className }: { store: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      {marks[store] ?? (
        <>
          <circle cx="12" cy="12" r="10" fill="#64748b" />
          <text x="12" y="16.2" textAnchor="middle" fontSize="12" fontWeight="700" fill="#fff">
            {store.charAt(0).toUpperCase()}
          </text>
        </>
      )}
    </svg>
  );
}
