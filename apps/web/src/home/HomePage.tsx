import { ArrowDownOutlined } from '@ant-design/icons';
import { PRODUCT_NAME } from '@parton/records';
import { usePageMeta } from '../common/hooks/usePageMeta';
import { SearchBox } from '../search/components/SearchBox';
import { HowToSearch } from './components/HowToSearch';
import { HowToSubmit } from './components/HowToSubmit';
import { NewsFeed } from './components/NewsFeed';
import { PartnerLogos } from './components/PartnerLogos';

export function HomePage() {
  usePageMeta({
    title: 'Home',
    description: `${PRODUCT_NAME} is the information platform for high-energy physics: literature, authors, jobs, seminars, conferences, institutions, experiments, journals and data.`,
  });
  const scrollToHowToSearch = () => {
    document.getElementById('how-to-search')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <div className="home">
      <section className="home-hero">
        <h1 className="home-hero__title">Discover High-Energy Physics content</h1>
        <p className="home-hero__subtitle">
          Papers, authors, conferences, jobs, seminars and data of the high-energy physics community, linked
          and citable.
        </p>
        <SearchBox size="large" autoFocus className="home-hero__search" />
        <button type="button" className="home-hero__how" onClick={scrollToHowToSearch}>
          How to search? <ArrowDownOutlined aria-hidden />
        </button>
      </section>
      <PartnerLogos />
      <div className="home-grid">
        <HowToSearch />
        <NewsFeed />
      </div>
      <HowToSubmit />
    </div>
  );
}
