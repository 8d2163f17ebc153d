-- Banners and notices shown by the shell. merchant_code NULL means every merchant.

CREATE TABLE banners (
  id             serial PRIMARY KEY,
  merchant_code  text REFERENCES merchants (code) ON DELETE CASCADE,
  group_name     text NOT NULL CHECK (group_name IN (
                   'w_home', 'w_rng', 'w_live', 'w_fish', 'w_pvp', 'w_sports', 'w_esports', 'w_lott',
                   'w_cockfight', 'w_promotion', 'w_shop', 'w_help', 'w_reg', 'w_forget', 'w_register')),
  title          text NOT NULL,
  subtitle       text NOT NULL DEFAULT '',
  -- An uploaded image; NULL means the generated /api/media/banner/:id.svg.
  image_url      text,
  -- Palette and motif of the generated image.
  color_from     text NOT NULL DEFAULT '#1e3a8a' CHECK (color_from ~ '^#[0-9a-fA-F]{6}$'),
  color_to       text NOT NULL DEFAULT '#7c3aed' CHECK (color_to ~ '^#[0-9a-fA-F]{6}$'),
  motif          text NOT NULL DEFAULT 'coins' CHECK (motif IN ('coins', 'cards', 'chips', 'ball', 'controller', 'balls', 'fish', 'rooster', 'gift', 'trophy', 'phone', 'star')),
  linkage_type   text NOT NULL CHECK (linkage_type IN ('none', 'route', 'url', 'game', 'promotion')),
  linkage_target text,
  sort_order     integer NOT NULL DEFAULT 0,
  active         boolean NOT NULL DEFAULT true,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((linkage_type = 'none') = (linkage_target IS NULL))
);
CREATE INDEX banners_group ON banners (group_name, sort_order);

CREATE TABLE notices (
  id            serial PRIMARY KEY,
  merchant_code text REFERENCES merchants (code) ON DELETE CASCADE,
  type          text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  title         text NOT NULL,
  content       text NOT NULL,
  -- Shown in a popup after login.
  popup         boolean NOT NULL DEFAULT false,
  active        boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notices_created ON notices (created_at DESC);
