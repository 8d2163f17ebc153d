// Generated images: banners from their rows, vendor icons and logos, flags, the logo.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { bannerSvg } from './media/banner';
import { flagSvg } from './media/flag';
import { logoSvg } from './media/logo';
import { vendorIconSvg, vendorLogoSvg } from './media/vendor';
import { translated } from './contentTables';

export function createMediaService(db: Kysely<Database>) {
  return {
    /** A banner's image with its text in the language (English where it has none). */
    async banner(id: number, language: Language = DEFAULT_LANGUAGE): Promise<string> {
      const row = await db
        .selectFrom('banners')
        .select(['id', 'title', 'subtitle', 'translations', 'color_from', 'color_to', 'motif', 'linkage_type'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw new ApiFailure('not_found');
      return bannerSvg({
        id: row.id,
        title: translated(row.title, row.translations, language, 'title'),
        subtitle: translated(row.subtitle, row.translations, language, 'subtitle'),
        colorFrom: row.color_from,
        colorTo: row.color_to,
        motif: row.motif,
        linkageType: row.linkage_type,
        language,
      });
    },

    async vendor(vassalage: string, style: 'icon' | 'logo'): Promise<string> {
      const row = await db
        .selectFrom('vendors')
        .select(['vassalage', 'name', 'color', 'accent'])
        .where('vassalage', '=', vassalage)
        .orderBy('sort_order')
        .executeTakeFirst();
      if (!row) throw new ApiFailure('not_found');
      return style === 'logo' ? vendorLogoSvg(row) : vendorIconSvg(row);
    },

    flag: (country: string) => flagSvg(country),
    logo: () => logoSvg(),
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
