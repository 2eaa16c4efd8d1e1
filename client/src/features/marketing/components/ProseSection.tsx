import { Picture, type ImagePriority } from '../../../components/Picture';
import { ZoomableImage } from '../../../components/ZoomableImage';
import type { Section } from '../../../content/types';

/** A heading, paragraphs, optional bullets and an optional picture beside them. */
export function ProseSection({
  section,
  imageFirst = false,
  zoom = false,
  priority = false,
}: {
  section: Section;
  imageFirst?: boolean;
  zoom?: boolean;
  priority?: ImagePriority;
}) {
  const { image } = section;
  return (
    <section id={section.id} className="row g-4 mb-5 align-items-start" aria-labelledby={`${section.id}-title`}>
      <div className={image ? `col-lg-7${imageFirst ? ' order-lg-2' : ''}` : 'col-lg-9'}>
        <h2 id={`${section.id}-title`} className="h3">
          {section.heading}
        </h2>
        {section.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {section.bullets && (
          <ul>
            {section.bullets.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        )}
      </div>
      {image && (
        <div className="col-lg-5">
          {zoom ? (
            <ZoomableImage image={image} sizes="(min-width: 992px) 40vw, 100vw" priority={priority} />
          ) : (
            <Picture name={image.src} alt={image.alt} sizes="(min-width: 992px) 40vw, 100vw" priority={priority} />
          )}
        </div>
      )}
    </section>
  );
}
