interface FlagProps {
  country: string;
  size?: number;
}

/** A country's flag (server-drawn SVG); decorative, so the caller names it. */
export function Flag({ country, size = 22 }: FlagProps) {
  return (
    <img
      className="flag"
      src={`/api/media/flag/${encodeURIComponent(country.toUpperCase())}.svg`}
      width={size}
      height={Math.round((size * 3) / 4)}
      alt=""
      aria-hidden="true"
    />
  );
}
