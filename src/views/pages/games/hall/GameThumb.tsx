import { useState } from 'react';
import { Icon, gameTypeIcon } from '../../../../components/Icon';
import { useImageUrl } from '../../../../app/cdn';

/**
 * A game's thumbnail, loaded when it nears the screen; when the image cannot be loaded
 * the default game icon stands in (spec section 8, SHELL-91). Whether the image failed
 * is the element's own business, not the hall's flow.
 */
export function GameThumb({ src: address, gameType }: { src: string; gameType: string }) {
  const src = useImageUrl()(address);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <span className="game-thumb game-thumb--default" data-testid="game-thumb-default" aria-hidden="true">
        <Icon name={gameTypeIcon(gameType)} size={44} />
      </span>
    );
  }
  return (
    <img
      className="game-thumb"
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={240}
      height={240}
      onError={() => setFailedSrc(src)}
      data-testid="game-thumb"
    />
  );
}
