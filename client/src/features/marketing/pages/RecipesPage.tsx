import { useState } from 'react';
import { LazyImageViewer, ZoomButton } from '../../../components/LazyImageViewer';
import { PageHeader } from '../../../components/PageHeader';
import { Picture } from '../../../components/Picture';
import { RECIPES, RECIPES_INTRO } from '../../../content';
import { usePageTitle } from '../../../hooks/use-page-title';
import { RecipeProducts } from '../recipes/RecipeProducts';

export default function RecipesPage() {
  usePageTitle('Food Recipe');
  const [open, setOpen] = useState<number | null>(null);
  const images = RECIPES.map((recipe) => ({ ...recipe.image, caption: recipe.image.caption ?? recipe.title }));
  return (
    <>
      <PageHeader title="Product Recipes">{RECIPES_INTRO}</PageHeader>
      <nav aria-label="Recipes" className="mb-4">
        <ul className="nav nav-pills gap-2">
          {RECIPES.map((recipe) => (
            <li className="nav-item" key={recipe.id}>
              <a className="nav-link border" href={`#${recipe.id}`}>
                {recipe.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {RECIPES.map((recipe, i) => (
        <article
          key={recipe.id}
          id={recipe.id}
          className="card mb-4 scroll-target"
          aria-labelledby={`${recipe.id}-title`}
        >
          <div className="row g-0">
            <div className="col-md-5">
              <ZoomButton
                className="recipe-image-button p-0 border-0 bg-transparent w-100"
                onClick={() => setOpen(i)}
                aria-label={`Enlarge the picture of ${recipe.title}`}
              >
                <Picture
                  name={recipe.image.src}
                  alt={recipe.image.alt}
                  sizes="(min-width: 768px) 40vw, 100vw"
                  className="img-fluid rounded-start"
                  priority={i === 0 && 'lcp'}
                />
              </ZoomButton>
            </div>
            <div className="col-md-7">
              <div className="card-body">
                <h2 id={`${recipe.id}-title`} className="h3 card-title">
                  {recipe.title}
                </h2>
                <p>{recipe.summary}</p>
                <p className="small text-body-secondary">
                  Serves: {recipe.serves} · Time: {recipe.time}
                </p>
                <div className="row">
                  <div className="col-lg-5">
                    <h3 className="h6">Ingredients</h3>
                    <ul>
                      {recipe.ingredients.map((x) => (
                        <li key={x}>{x}</li>
                      ))}
                    </ul>
                  </div>
                  <div className="col-lg-7">
                    <h3 className="h6">Steps</h3>
                    <ol>
                      {recipe.steps.map((x) => (
                        <li key={x}>{x}</li>
                      ))}
                    </ol>
                  </div>
                </div>
                <RecipeProducts recipe={recipe} />
              </div>
            </div>
          </div>
        </article>
      ))}
      <LazyImageViewer
        images={images}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        label="Recipe pictures"
      />
    </>
  );
}
