import { useEffect, useRef } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Picture } from '../../../components/Picture';
import type { TabItem } from '../../../content/types';

/**
 * Marks the strip with `more-before` / `more-after` while tabs lie beyond its left / right edge,
 * so the stylesheet fades that edge: on a phone the tabs that do not fit are hinted, not just cut.
 */
function useOverflowHint(strip: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const wrapper = strip.current;
    const list = wrapper?.querySelector<HTMLElement>('[role="tablist"]');
    if (!wrapper || !list) return;
    const update = () => {
      wrapper.classList.toggle('more-before', list.scrollLeft > 1);
      wrapper.classList.toggle('more-after', list.scrollLeft + list.clientWidth < list.scrollWidth - 1);
    };
    update();
    // The browser scrolls a focused tab only until part of it shows: bring it wholly in view,
    // clear of the faded edge (scroll-padding-inline).
    const reveal = (event: FocusEvent) =>
      (event.target as HTMLElement).scrollIntoView({ block: 'nearest', inline: 'nearest' });
    list.addEventListener('scroll', update, { passive: true });
    list.addEventListener('focusin', reveal);
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      list.removeEventListener('focusin', reveal);
      resize?.disconnect();
    };
  }, [strip]);
}

/** A set of tabs, each with paragraphs and an optional picture beside them. */
export default function TabSet({ id, tabs, defaultKey }: { id: string; tabs: readonly TabItem[]; defaultKey: string }) {
  const strip = useRef<HTMLDivElement>(null);
  useOverflowHint(strip);
  return (
    // The tab list scrolls sideways where it does not fit (arrow keys and Tab reach every tab).
    <div ref={strip} className="tab-strip">
      <Tabs id={id} defaultActiveKey={defaultKey} className="mb-3 flex-nowrap overflow-x-auto overflow-y-hidden">
        {tabs.map((tab) => (
          <Tab eventKey={tab.key} title={tab.title} key={tab.key}>
            <div className="row g-3 align-items-start">
              <div className={tab.image ? 'col-md-7' : 'col-12'}>
                {tab.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
              {tab.image && (
                <div className="col-md-5">
                  <Picture name={tab.image.src} alt={tab.image.alt} sizes="(min-width: 768px) 40vw, 100vw" />
                </div>
              )}
            </div>
          </Tab>
        ))}
      </Tabs>
    </div>
  );
}
