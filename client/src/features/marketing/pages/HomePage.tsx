import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Picture } from '../../../components/Picture';
import { ZoomableImage } from '../../../components/ZoomableImage';
import { HOME } from '../../../content';
import { usePageTitle } from '../../../hooks/use-page-title';
import { VideoEmbed } from '../components/VideoEmbed';
import { PATHS } from '../../../lib/paths';

// The two tab sets are far below the fold: their code (Bootstrap's tabs and fade) loads after the
// page's, and a pre-rendered page keeps their HTML until it has arrived.
const TabSet = lazy(() => import('../components/TabSet'));

export default function HomePage() {
  usePageTitle('Home');
  const { hero, video, certified, categories, species, terms, certifications } = HOME;
  return (
    <>
      <section className="row g-4 align-items-center mb-5" aria-labelledby="home-title">
        <div className="col-lg-6">
          <h1 id="home-title" className="hero-title fw-bold">
            {hero.heading}
          </h1>
          <p className="lead">{hero.lead}</p>
          <Link to={PATHS.ourProducts} className="btn btn-primary btn-lg">
            See our products
          </Link>
        </div>
        <div className="col-lg-6">
          <VideoEmbed title={video.title} caption={video.caption} />
        </div>
      </section>

      <section className="mb-5" aria-labelledby="certified-title">
        <h2 id="certified-title">{certified.heading}</h2>
        <p>{certified.intro}</p>
        <ul className="row row-cols-2 g-3 list-unstyled col-lg-8">
          {certified.images.map((image) => (
            <li className="col" key={image.src}>
              <ZoomableImage image={image} sizes="(min-width: 992px) 25vw, 50vw" />
            </li>
          ))}
        </ul>
      </section>

      <section className="mb-5" aria-labelledby="categories-title">
        <h2 id="categories-title">{categories.heading}</h2>
        <ul className="row row-cols-1 row-cols-md-3 g-3 list-unstyled">
          {categories.items.map((category) => (
            <li className="col" key={category.id}>
              <article className="card h-100">
                <Picture
                  name={category.image.src}
                  alt={category.image.alt}
                  className="card-img-top img-fluid"
                  sizes="(min-width: 768px) 33vw, 100vw"
                />
                <div className="card-body">
                  <h3 className="h5 card-title">{category.title}</h3>
                  <p className="card-text">{category.text}</p>
                  <Link to={{ pathname: PATHS.ourProducts, hash: category.id }} className="card-link">
                    See {category.title.toLowerCase()}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className="row g-4 mb-5" aria-labelledby="species-title">
        <div className="col-lg-5">
          <h2 id="species-title">{species.heading}</h2>
          <p>{species.text}</p>
        </div>
        <div className="col-lg-7">
          <ZoomableImage image={species.image} sizes="(min-width: 992px) 55vw, 100vw" />
        </div>
      </section>

      <section className="mb-5" aria-labelledby="terms-title">
        <h2 id="terms-title">{terms.heading}</h2>
        <Suspense fallback={null}>
          <TabSet id="fish-terms" tabs={terms.tabs} defaultKey={terms.defaultKey} />
        </Suspense>
      </section>

      <section className="mb-4" aria-labelledby="certifications-title">
        <h2 id="certifications-title">{certifications.heading}</h2>
        <Suspense fallback={null}>
          <TabSet id="certifications" tabs={certifications.tabs} defaultKey={certifications.defaultKey} />
        </Suspense>
      </section>
    </>
  );
}
