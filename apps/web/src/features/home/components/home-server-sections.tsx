import { HomeBanners } from './home-banners.tsx';
import { NoticeMarquee } from './notice-marquee.tsx';

/** The parts of home that come from the server; a lazy chunk, mounted once home has painted. */
export function HomeServerSections() {
  return (
    <>
      <NoticeMarquee />
      <HomeBanners />
    </>
  );
}
